// /profile/legal-identity: the supplier's legal identity printed as the seller on its پیش‌فاکتورها and
// official invoices (issue 31). Its owner edits it; agents read it. Documents copy it when they are issued.
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { sectionCardClass } from '@/components/ui/section-styles';
import { orLogin } from '@/features/auth/session.server';
import { identityValues } from '@/features/paperwork/legal-identity-form';
import { LegalIdentityForm } from '@/features/paperwork/legal-identity-form.client';
import { paperworkApi } from '@/features/paperwork/paperwork-data.server';
import { LEGAL_IDENTITY_PATH as PATH, SALES_INVOICES_PATH } from '@/features/paperwork/paperwork-links';
import { pickMerchant } from '@/features/supplier-workspace/current-merchant';
import { rememberedMerchantId } from '@/features/supplier-workspace/current-merchant.server';
import { loadManagedMerchants } from '@/features/supplier-workspace/workspace-data.server';
import { firstParam, parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'مشخصات ثبتی فروشنده', robots: { index: false, follow: false } };

export default async function LegalIdentityPage({ searchParams }: PageProps<'/profile/legal-identity'>) {
  const params = await searchParams;
  const merchants = await loadManagedMerchants(PATH);
  const merchant = pickMerchant(merchants, parsePublicId(firstParam(params.merchantId)), await rememberedMerchantId());
  if (!merchant) forbidden();
  const api = await paperworkApi(PATH);
  const { identity } = await orLogin(api.sellerIdentity({ params: { id: merchant.id } }), PATH);
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb
        items={[
          { label: 'حساب کاربری', href: '/profile' },
          { label: 'صورتحساب‌های رسمی فروش', href: SALES_INVOICES_PATH },
          { label: 'مشخصات ثبتی فروشنده' },
        ]}
      />
      <section aria-labelledby="identity-heading" className={sectionCardClass}>
        <h1 id="identity-heading" className="text-2xl font-bold text-slate-900">
          مشخصات ثبتی «{toPersianDigitsInText(merchant.name)}»
        </h1>
        <p className="mb-4 mt-1 max-w-prose text-slate-700">
          این مشخصات به‌عنوان فروشنده روی پیش‌فاکتورها و صورتحساب‌های رسمی چاپ می‌شود. سندی که پیش‌تر صادر شده همان مشخصاتِ
          روز صدور را نگه می‌دارد. {identity ? '' : 'تا این فرم را پر نکنید، نام و نشانی عمومی صفحهٔ شما چاپ می‌شود.'}
        </p>
        <LegalIdentityForm merchantId={merchant.id} initialValues={identityValues(identity)} />
      </section>
    </div>
  );
}
