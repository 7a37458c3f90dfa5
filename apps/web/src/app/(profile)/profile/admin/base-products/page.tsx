// /profile/admin/base-products: base products proposed by suppliers (decision 027), approved (then usable by
// every supplier) or refused with a reason the proposing supplier reads. Staff only.
import { BASE_PRODUCT_REVIEW_LABELS, baseProductReviewSchema } from '@bazaar/contracts/base-product-proposals';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { ReviewForms } from '@/features/staff-admin/review-forms';
import { isStaff, staffApis } from '@/features/staff-admin/staff.server';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { StateTabs } from '@/features/staff-admin/state-tabs';
import { STAFF_BASE_PRODUCTS_PATH, workspaceNotice } from '@/features/supplier-workspace/notices';
import { approveProposal, rejectProposal } from '@/features/supplier-workspace/workspace-actions';
import { firstParam } from '@/lib/route-params';

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(STAFF_BASE_PRODUCTS_PATH))) return errorScreenMetadata('403');
  return { title: 'کالاهای پایهٔ پیشنهادی', robots: { index: false, follow: false } };
}

export default async function StaffBaseProductsPage({ searchParams }: PageProps<'/profile/admin/base-products'>) {
  const { workspace } = await staffApis(STAFF_BASE_PRODUCTS_PATH);
  const params = await searchParams;
  const parsed = baseProductReviewSchema.safeParse(firstParam(params.review));
  const review = parsed.success ? parsed.data : 'proposed';
  const queue = await workspace.proposalQueue({ query: { review, pageSize: 50 } });

  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={STAFF_BASE_PRODUCTS_PATH} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">کالاهای پایهٔ پیشنهادی</h1>
        <p className="mt-1 text-slate-700">پیشنهاد تأمین‌کنندگان را بپذیرید یا با ذکر دلیل رد کنید.</p>
      </header>
      <NoticeBanner notice={workspaceNotice(params.notice)} />
      <StateTabs
        label="وضعیت پیشنهادها"
        states={baseProductReviewSchema.options}
        labels={BASE_PRODUCT_REVIEW_LABELS}
        current={review}
        href={(r) => `${STAFF_BASE_PRODUCTS_PATH}?review=${r}`}
      />
      <p className="text-slate-700">{toPersianDigits(queue.total)} مورد</p>
      {queue.items.length === 0 ? (
        <EmptyState title="پیشنهادی در این وضعیت نیست">فهرست دیگری را ببینید.</EmptyState>
      ) : null}
      <ul className="flex flex-col gap-4">
        {queue.items.map((p) => (
          <li key={p.id} className="rounded-xl bg-white p-5 ring-1 ring-slate-200" data-testid="proposal-entry">
            <h2 className="text-lg font-bold text-slate-900">{toPersianDigitsInText(p.name)}</h2>
            <p className="mt-1 text-sm text-slate-800">
              {p.categoryName} · واحد فروش: {p.salesUnit} · پیشنهاد {p.merchant?.name ?? '—'}
              {p.proposedAt ? ` · ${formatJalaliDate(p.proposedAt, { style: 'long' })}` : ''}
            </p>
            {p.latinName ? (
              <p className="text-sm text-slate-700" dir="ltr" lang="en">
                {p.latinName}
              </p>
            ) : null}
            {p.description ? (
              <p className="mt-1 text-sm text-slate-700">{toPersianDigitsInText(p.description)}</p>
            ) : null}
            {p.rejectionReason ? (
              <p className="mt-1 text-sm text-red-800">دلیل رد: {toPersianDigitsInText(p.rejectionReason)}</p>
            ) : null}
            {p.review === 'proposed' ? (
              <ReviewForms
                id={p.id}
                name={p.name}
                acceptLabel="پذیرش"
                accept={approveProposal}
                reject={rejectProposal}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
