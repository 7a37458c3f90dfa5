// /profile/admin/reviews: reviews of completed orders for staff (decision 043), newest first; a review that breaks
// the rules is hidden with a reason its author reads on the order page, and stops counting. Staff only.
import { toPersianDigits } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { TextArea } from '@/components/ui/action-fields';
import { ActionForm, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Pagination } from '@/components/ui/pagination';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { isStaff } from '@/features/staff-admin/staff.server';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { StateTabs } from '@/features/staff-admin/state-tabs';
import { ReviewCard } from '@/features/trust/review-card';
import { hideReview } from '@/features/trust/trust-actions';
import { staffTrustApi } from '@/features/trust/trust-data.server';
import { STAFF_REVIEWS_PATH as PATH } from '@/features/trust/trust-links';
import { firstParam, parsePageParam } from '@/lib/route-params';

const PAGE_SIZE = 20;
const FILTERS = ['visible', 'hidden'] as const;
type Filter = (typeof FILTERS)[number];
const FILTER_LABELS: Record<Filter, string> = { visible: 'نمایش داده‌شده', hidden: 'پنهان‌شده' };

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(PATH))) return errorScreenMetadata('403');
  return { title: 'نظرهای سفارش‌ها', robots: { index: false, follow: false } };
}

export default async function StaffReviewsPage({ searchParams }: PageProps<'/profile/admin/reviews'>) {
  const params = await searchParams;
  const page = parsePageParam(params.page);
  if (page === null) notFound();
  const filter: Filter = firstParam(params.status) === 'hidden' ? 'hidden' : 'visible';
  const api = await staffTrustApi(PATH);
  if (!api) forbidden();
  const list = await api.trust.staffReviews({ query: { page, pageSize: PAGE_SIZE, hidden: filter === 'hidden' } });
  const notice =
    firstParam(params.notice) === 'hidden'
      ? { ok: true, text: 'نظر پنهان شد؛ نویسندهٔ آن دلیل را در صفحهٔ سفارش می‌خواند.' }
      : null;
  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={PATH} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">نظرهای سفارش‌ها</h1>
        <p className="mt-1 text-slate-700">
          نظری که قواعد را رعایت نکرده (ناسزا، اطلاعات تماس، تبلیغ، نامربوط به سفارش) را با دلیل پنهان کنید؛ از
          میانگین‌ها بیرون می‌رود و نویسنده دلیل را می‌بیند.
        </p>
      </header>
      <NoticeBanner notice={notice} />
      <StateTabs
        label="نظرها"
        states={FILTERS}
        labels={FILTER_LABELS}
        current={filter}
        href={(s) => `${PATH}?status=${s}`}
      />
      <p className="text-slate-700">{toPersianDigits(list.total)} نظر</p>
      {list.items.length === 0 ? (
        <EmptyState title="نظری در این فهرست نیست">فهرست دیگر را ببینید.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.items.map((review) => (
            <li key={review.id} className="flex flex-col gap-2">
              <ReviewCard review={review} by={review.subject === 'supplier' ? 'buyer' : 'supplier'} />
              {review.hidden ? null : (
                <ActionForm
                  action={hideReview}
                  label={`پنهان کردن نظر ${toPersianDigits(review.id)}`}
                  className="flex flex-col gap-2"
                >
                  <FormMessage />
                  <input type="hidden" name="reviewId" value={review.id} />
                  <TextArea
                    idPrefix={`hide-${review.id}`}
                    name="reason"
                    label="دلیل پنهان کردن (نویسنده می‌خواند)"
                    rows={2}
                    maxLength={500}
                  />
                  <div>
                    <SubmitButton className={buttonClass('secondary')}>پنهان کردن</SubmitButton>
                  </div>
                </ActionForm>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={Math.ceil(list.total / PAGE_SIZE)}
        hrefFor={(n) => `${PATH}?status=${filter}${n > 1 ? `&page=${n}` : ''}`}
      />
    </div>
  );
}
