// The order page's reviews (decision 043): once the order is completed each side may rate the other once (and edit
// for 14 days), and the side a review is about may answer it once. A supplier considering an order reads what the
// site knows of its buyer (BuyerRecord). Server components: the page's live refresh renders them again.
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { BUYER_FIGURES, FIGURE_LABELS } from '@bazaar/contracts/trust-figures';
import { toPersianDigits } from '@bazaar/fa/digits';
import { sectionCardClass } from '@/components/ui/section-styles';
import { ReviewCard } from './review-card';
import { AnswerForm, BuyerReviewForm, SupplierReviewForm } from './review-forms';
import { trustApi } from './trust-data.server';
import { casesText, FIGURE_KINDS, figureValue } from './trust-format';

export async function OrderReviews({ request, path }: { request: TradeRequest; path: string }) {
  const party = request.viewerParty;
  if (party !== 'buyer' && party !== 'supplier') return null;
  if (request.state !== 'completed') return null;
  const api = await trustApi(path);
  const reviews = await api.trust.orderReviews({ params: { id: request.id } });
  const mine = party === 'buyer' ? reviews.ofSupplier : reviews.ofBuyer;
  const aboutMe = party === 'buyer' ? reviews.ofBuyer : reviews.ofSupplier;
  const Form = party === 'buyer' ? SupplierReviewForm : BuyerReviewForm;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className={`${sectionCardClass} scroll-mt-24`}>
      <h2 id="reviews-heading" className="mb-3 text-lg font-bold text-slate-900">
        نظر دو طرف سفارش
      </h2>
      <div className="flex flex-col gap-4">
        {mine ? (
          <div>
            <h3 className="mb-2 font-bold text-slate-900">نظر شما</h3>
            <ReviewCard review={mine} by={party} />
          </div>
        ) : null}
        {reviews.mayReview ? (
          <div>
            <h3 className="mb-2 font-bold text-slate-900">
              {party === 'buyer' ? 'به تأمین‌کننده امتیاز دهید' : 'به خریدار امتیاز دهید'}
            </h3>
            <Form orderId={request.id} current={null} />
          </div>
        ) : null}
        {reviews.mayEdit && mine ? (
          <details className="rounded-lg p-3 ring-1 ring-slate-200">
            <summary className="cursor-pointer font-medium text-brand-700">ویرایش نظر (تا ۱۴ روز پس از ثبت)</summary>
            <div className="mt-3">
              <Form orderId={request.id} current={mine} />
            </div>
          </details>
        ) : null}
        {aboutMe ? (
          <div>
            <h3 className="mb-2 font-bold text-slate-900">
              {party === 'buyer' ? 'نظر تأمین‌کننده دربارهٔ شما' : 'نظر خریدار دربارهٔ شما'}
            </h3>
            <ReviewCard review={aboutMe} by={party === 'buyer' ? 'supplier' : 'buyer'} />
            {reviews.mayAnswer ? (
              <div className="mt-3">
                <AnswerForm orderId={request.id} subject={party === 'buyer' ? 'buyer' : 'supplier'} />
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** For the supplier: the buyer's record on the site, measured and reviewed by other suppliers. */
export async function BuyerRecord({ request, path }: { request: TradeRequest; path: string }) {
  if (request.viewerParty !== 'supplier') return null;
  const api = await trustApi(path);
  const { trust, reviews } = await api.trust.buyerTrust({ params: { id: request.id } });
  return (
    <section aria-labelledby="buyer-record-heading" className={sectionCardClass} data-testid="buyer-record">
      <h2 id="buyer-record-heading" className="mb-2 text-lg font-bold text-slate-900">
        سابقهٔ خریدار در بازار صنعت
      </h2>
      <p className="text-slate-700">
        {toPersianDigits(trust.completedOrders)} سفارش تکمیل‌شده · کارنامهٔ {toPersianDigits(trust.windowDays)} روز گذشته:
      </p>
      <dl className="mt-2 grid gap-2 sm:grid-cols-2">
        {BUYER_FIGURES.map((key) => (
          <div key={key} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{FIGURE_LABELS[key]}</dt>
            <dd className="font-bold text-slate-900">
              {figureValue(trust.figures[key], FIGURE_KINDS[key])}{' '}
              <span className="text-sm font-normal text-slate-600">{casesText(trust.figures[key].cases)}</span>
            </dd>
          </div>
        ))}
      </dl>
      {reviews.length ? (
        <ul className="mt-3 flex flex-col gap-2" aria-label="نظر تأمین‌کنندگان دربارهٔ این خریدار">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} by="supplier" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">هنوز تأمین‌کننده‌ای دربارهٔ این خریدار نظری ننوشته است.</p>
      )}
    </section>
  );
}
