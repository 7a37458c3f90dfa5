// A supplier's record as the site measured it (decision 043), on its page: the buyers' stars from completed
// orders, the figures of the last 90 days each with the cases behind it, years on the site, and the reviews with
// the supplier's answers. Nothing here is declared by the supplier.

import { FIGURE_LABELS, SUPPLIER_FIGURES, type SupplierTrust } from '@bazaar/contracts/trust-figures';
import { ASPECT_LABELS, type PublicReviews } from '@bazaar/contracts/trust-reviews';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { sectionCardClass } from '@/components/ui/section-styles';
import { ReviewCard } from './review-card';
import { casesText, FIGURE_KINDS, figureValue, starsText } from './trust-format';

export function RatingSummaryView({ summary }: { summary: PublicReviews['summary'] }) {
  return (
    <div data-testid="rating-summary">
      <p className="text-lg font-bold text-slate-900">
        امتیاز خریداران: <span data-testid="rating-overall">{starsText(summary.overall)}</span>
        <span className="ms-2 text-sm font-normal text-slate-600" data-testid="rating-count">
          ({toPersianDigits(summary.count)} نظر از خریدهای تأییدشده)
        </span>
      </p>
      {summary.overall !== null ? (
        <dl className="rv-aspects mt-1">
          {Object.entries(summary.aspects).map(([aspect, value]) => (
            <div key={aspect}>
              <dt>{`${ASPECT_LABELS[aspect as keyof typeof ASPECT_LABELS]}:`}</dt>
              <dd>{starsText(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

export function MeasuredFigures({ trust }: { trust: SupplierTrust }) {
  return (
    <div data-testid="measured-figures">
      <h3 className="font-bold text-slate-900">کارنامهٔ {toPersianDigits(trust.windowDays)} روز گذشته</h3>
      <p className="text-sm text-slate-600">
        از زمان‌هایی که خود سامانه ثبت کرده است؛ هر رقم با شمار مواردی که پشت آن است. زیر{' '}
        {toPersianDigits(trust.minCases)} مورد رقمی نشان داده نمی‌شود.
        {trust.computedAt ? ` آخرین محاسبه: ${formatJalaliDate(trust.computedAt, { style: 'long' })}.` : ''}
      </p>
      {/* `.figs` (globals.css) styles the cells, their terms, values and cases: one class instead of four utility
          lists on each of the twelve cells, which a server-rendered page sends twice (HTML and payload, issue 34). */}
      <dl className="figs">
        <div>
          <dt>سابقه در بازار صنعت</dt>
          <dd>{trust.yearsOnSite ? `${toPersianDigits(trust.yearsOnSite)} سال` : 'کمتر از یک سال'}</dd>
        </div>
        {SUPPLIER_FIGURES.map((key) => (
          <div key={key} data-testid={`figure-${key}`}>
            <dt>{FIGURE_LABELS[key]}</dt>
            <dd>
              {`${figureValue(trust.figures[key], FIGURE_KINDS[key])} `}
              <span>{casesText(trust.figures[key].cases)}</span>
            </dd>
          </div>
        ))}
      </dl>
      {trust.figures.disputeRate.cases ? (
        <p className="mt-2 text-sm text-slate-700">
          پایان اختلاف‌ها: پرداخت به تأمین‌کننده {toPersianDigits(trust.disputeEndings.release_all)}، بازگشت وجه به خریدار{' '}
          {toPersianDigits(trust.disputeEndings.refund_all)}، تقسیم {toPersianDigits(trust.disputeEndings.split)}، در
          بررسی {toPersianDigits(trust.disputeEndings.open)}
        </p>
      ) : null}
    </div>
  );
}

export function SupplierTrustPanel({ trust, reviews }: { trust: SupplierTrust; reviews: PublicReviews }) {
  return (
    <section aria-labelledby="supplier-trust-heading" className={`${sectionCardClass} mt-10`} id="trust">
      <h2 id="supplier-trust-heading" className="mb-3 text-xl font-bold text-slate-900">
        کارنامه و نظر خریداران
      </h2>
      <div className="flex flex-col gap-5">
        <RatingSummaryView summary={reviews.summary} />
        <MeasuredFigures trust={trust} />
        {reviews.items.length ? (
          <ul className="flex flex-col gap-3" aria-label="نظرهای خریداران">
            {reviews.items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} by="buyer" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">هنوز خریداری پس از تکمیل سفارش نظری ننوشته است.</p>
        )}
      </div>
    </section>
  );
}
