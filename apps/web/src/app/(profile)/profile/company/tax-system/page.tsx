// /profile/company/tax-system: the seller's سامانه مودیان (decision 042) — its tax profile (memory id, when the key
// and certificate were saved, the certificate's subject and expiry; the owner saves or replaces them) and its
// invoices sent to the system with their states, filtered by state. Members read it; staff read it through
// the API only.
import { TAX_SUBMISSION_STATE_LABELS, taxSubmissionStateSchema } from '@bazaar/contracts/tax-system';
import { toPersianDigits } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Pagination } from '@/components/ui/pagination';
import { sectionCardClass } from '@/components/ui/section-styles';
import { pickMerchant } from '@/features/supplier-workspace/current-merchant';
import { rememberedMerchantId } from '@/features/supplier-workspace/current-merchant.server';
import { loadManagedMerchants } from '@/features/supplier-workspace/workspace-data.server';
import { taxNotice } from '@/features/tax-system/notices';
import { TaxProfileForm, TaxProfileSummary } from '@/features/tax-system/tax-profile-form';
import { TaxSubmissionStatus } from '@/features/tax-system/tax-submission-status';
import { loadTaxSystemPage, SUBMISSIONS_PAGE_SIZE } from '@/features/tax-system/tax-system-data.server';
import { TAX_SYSTEM_PATH, taxSystemHref } from '@/features/tax-system/tax-system-links';
import { firstParam, parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'سامانه مودیان', robots: { index: false, follow: false } };

export default async function TaxSystemPage({ searchParams }: PageProps<'/profile/company/tax-system'>) {
  const params = await searchParams;
  const merchants = await loadManagedMerchants(TAX_SYSTEM_PATH);
  const merchant = pickMerchant(merchants, parsePublicId(firstParam(params.merchantId)), await rememberedMerchantId());
  if (!merchant) forbidden();
  const stateParam = taxSubmissionStateSchema.safeParse(firstParam(params.state));
  const state = stateParam.success ? stateParam.data : undefined;
  const page = Math.max(1, Number(firstParam(params.page)) || 1);
  const path = taxSystemHref(merchant.id, { ...(state ? { state } : {}), ...(page > 1 ? { page: String(page) } : {}) });
  const { profile, submissions } = await loadTaxSystemPage(path, merchant.id, { page, state });

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb
        items={[
          { label: 'حساب کاربری', href: '/profile' },
          { label: 'نمایهٔ شرکت', href: `/profile/company?merchantId=${merchant.id}` },
          { label: 'سامانه مودیان' },
        ]}
      />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">سامانه مودیان</h1>
        <p className="mt-1 text-slate-700">
          {merchant.name}: صورتحساب‌های رسمی شما با امضای خودتان به سامانه مودیان فرستاده می‌شوند و وضعیت هر یک (پذیرش
          سامانه و پاسخ خریدار) همین‌جا دیده می‌شود. سامانه هر ردیف را با شناسهٔ ۱۳ رقمی کالا/خدمت می‌پذیرد؛ آن را در ویرایش
          هر محصول وارد کنید تا روی صورتحساب‌های بعدی بنشیند. واحد فروش هر محصول هم با کد خودش در جدول واحدهای سامانه
          فرستاده می‌شود (عدد، دستگاه، کیلوگرم، متر، ساعت و دیگر واحدهای آن جدول)؛ صورتحسابی که واحدی بیرون از آن جدول
          دارد (مانند «پروژه») فرستاده نمی‌شود و دلیلش کنار آن نوشته می‌شود.
        </p>
        {merchants.length > 1 ? (
          <nav aria-label="تأمین‌کنندهٔ دیگر" className="mt-1 flex flex-wrap gap-2 text-sm">
            {merchants
              .filter((m) => m.id !== merchant.id)
              .map((m) => (
                <Link key={m.id} href={taxSystemHref(m.id)} className="underline underline-offset-4">
                  {m.name}
                </Link>
              ))}
          </nav>
        ) : null}
      </header>
      <NoticeBanner notice={taxNotice(params.notice)} />

      <section className={sectionCardClass} aria-labelledby="tax-profile-title">
        <h2 id="tax-profile-title" className="text-lg font-bold text-slate-900">
          پروفایل مالیاتی
        </h2>
        <TaxProfileSummary answer={profile} />
        {profile.canManage ? (
          <TaxProfileForm merchantId={merchant.id} replacing={profile.profile !== null} />
        ) : (
          <p className="mt-3 text-sm text-slate-700">پروفایل مالیاتی را فقط مالک تأمین‌کننده ثبت یا جایگزین می‌کند.</p>
        )}
      </section>

      <section id="submissions" className={sectionCardClass} aria-labelledby="submissions-title">
        <h2 id="submissions-title" className="text-lg font-bold text-slate-900">
          صورتحساب‌های فرستاده‌شده
        </h2>
        <nav aria-label="وضعیت صورتحساب‌ها" className="mt-2 flex flex-wrap gap-2 text-sm">
          <Link
            href={`${taxSystemHref(merchant.id)}#submissions`}
            aria-current={state ? undefined : 'page'}
            className="underline-offset-4 hover:underline aria-[current=page]:font-bold"
          >
            همه
          </Link>
          {taxSubmissionStateSchema.options
            .filter((s) => s !== 'not_sent')
            .map((s) => (
              <Link
                key={s}
                href={`${taxSystemHref(merchant.id, { state: s })}#submissions`}
                aria-current={state === s ? 'page' : undefined}
                className="underline-offset-4 hover:underline aria-[current=page]:font-bold"
              >
                {TAX_SUBMISSION_STATE_LABELS[s]}
              </Link>
            ))}
        </nav>
        {submissions.items.length === 0 ? (
          <p className="mt-3 text-slate-700">
            صورتحسابی فرستاده نشده است. هر صورتحساب رسمی از فهرست صورتحساب‌ها با دکمهٔ «ارسال به سامانه مودیان» فرستاده
            می‌شود.
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {submissions.items.map((item) => (
              <li key={item.invoiceId} className="py-3">
                <p className="text-sm text-slate-600">
                  صورتحساب <bdi dir="ltr">{item.invoiceId}</bdi>
                </p>
                <TaxSubmissionStatus submission={item} returnTo={path} />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-sm text-slate-600">{toPersianDigits(submissions.total)} صورتحساب</p>
        <Pagination
          page={page}
          totalPages={Math.ceil(submissions.total / SUBMISSIONS_PAGE_SIZE)}
          hrefFor={(p) => taxSystemHref(merchant.id, { page: String(p), ...(state ? { state } : {}) })}
        />
      </section>
    </div>
  );
}
