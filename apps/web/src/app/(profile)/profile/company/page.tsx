// /profile/company: the supplier's company profile (decision 029) for its owner and the agents the owner gave
// the profile right: about, contact, logo, cover, PDF catalogue, sale cities and settings; delegation requests
// with their state; the company's articles. Everything saved reaches the public supplier page at once.
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { sectionCardClass } from '@/components/ui/section-styles';
import { getProvinces } from '@/features/geography/provinces.server';
import { CompanyArticlesSection } from '@/features/supplier-profile/company-articles-section';
import { CompanyProfileForm } from '@/features/supplier-profile/company-profile-form';
import { DelegationsSection } from '@/features/supplier-profile/delegations-section';
import { COMPANY_PROFILE_PATH, profileNotice } from '@/features/supplier-profile/notices';
import { loadProfileMerchants, profileApis } from '@/features/supplier-profile/profile-data.server';
import { SaleProvincePicker } from '@/features/supplier-profile/sale-cities';
import { pickMerchant } from '@/features/supplier-workspace/current-merchant';
import { rememberedMerchantId } from '@/features/supplier-workspace/current-merchant.server';
import { MerchantSwitcher } from '@/features/supplier-workspace/merchant-switcher';
import { supplierHref } from '@/features/suppliers/supplier-links';
import { firstParam, parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'نمایهٔ شرکت', robots: { index: false, follow: false } };

export default async function CompanyProfilePage({ searchParams }: PageProps<'/profile/company'>) {
  const params = await searchParams;
  const merchants = await loadProfileMerchants(COMPANY_PROFILE_PATH);
  const merchant = pickMerchant(merchants, parsePublicId(firstParam(params.merchantId)), await rememberedMerchantId());
  if (!merchant) forbidden();
  const path = `${COMPANY_PROFILE_PATH}?merchantId=${merchant.id}`;
  const apis = await profileApis(path);
  const provinceId = parsePublicId(firstParam(params.provinceId));
  const [profile, delegations, articles, provinces, provinceCities] = await Promise.all([
    apis.profile.profile({ params: { id: merchant.id } }),
    apis.profile.delegationRequests({ params: { id: merchant.id } }),
    apis.profile.articles({ params: { id: merchant.id } }),
    getProvinces(),
    provinceId ? apis.geography.cities({ query: { provinceId, pageSize: 100 } }) : Promise.resolve(null),
  ]);
  const shownCities = provinceCities?.items ?? [];

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'نمایهٔ شرکت' }]} />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">نمایهٔ {toPersianDigitsInText(profile.name)}</h1>
          <p className="mt-1 text-slate-700">
            {profile.public
              ? 'آنچه اینجا ذخیره کنید بی‌درنگ در صفحهٔ عمومی شرکت نمایش داده می‌شود.'
              : 'شرکت شما هنوز تأیید نشده است؛ پس از تأیید، این نمایه در سایت نمایش داده می‌شود.'}
          </p>
        </div>
        {profile.public ? (
          <Link
            href={supplierHref({ id: profile.merchantId, slug: profile.slug })}
            className={buttonClass('secondary')}
          >
            دیدن صفحهٔ عمومی
          </Link>
        ) : null}
      </header>
      <MerchantSwitcher merchants={merchants} currentId={merchant.id} returnTo={COMPANY_PROFILE_PATH} />
      <NoticeBanner notice={profileNotice(params.notice)} />

      <section aria-labelledby="profile-heading" className={sectionCardClass}>
        <h2 id="profile-heading" className="text-lg font-bold text-slate-900">
          معرفی، تماس و فروش
        </h2>
        {/* Choosing a province shows its cities below; the cities already chosen elsewhere stay chosen. */}
        <SaleProvincePicker merchantId={merchant.id} provinces={provinces} provinceId={provinceId} />
        <CompanyProfileForm
          merchantId={merchant.id}
          profile={profile}
          provinces={provinces}
          shownCities={shownCities}
        />
      </section>

      <DelegationsSection merchantId={merchant.id} delegations={delegations} />

      <CompanyArticlesSection merchantId={merchant.id} articles={articles} />
    </div>
  );
}
