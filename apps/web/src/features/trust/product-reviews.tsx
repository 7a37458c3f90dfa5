// The product page's reviews (decision 043): what buyers of this supplier wrote after completed orders, marked
// «از خریدهای تأییدشده», with the averages; only reviews that came from an order can be here.
import type { PublicReviews } from '@bazaar/contracts/trust-reviews';
import Link from 'next/link';
import { ReviewCard } from './review-card';
import { RatingSummaryView } from './supplier-trust-panel';

export function ProductReviews({ reviews, supplierHref }: { reviews: PublicReviews; supplierHref: string }) {
  return (
    <section aria-labelledby="product-reviews-heading" className="mt-10">
      <h2 id="product-reviews-heading" className="text-xl font-bold text-slate-900">
        نظر خریداران این تأمین‌کننده — از خریدهای تأییدشده
      </h2>
      <div className="mt-3 flex flex-col gap-3">
        <RatingSummaryView summary={reviews.summary} />
        {reviews.items.length ? (
          <ul className="flex flex-col gap-3">
            {reviews.items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} by="buyer" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">هنوز خریداری پس از تکمیل سفارش از این تأمین‌کننده نظری ننوشته است.</p>
        )}
        {reviews.total > reviews.items.length ? (
          <Link href={`${supplierHref}#trust`} className="text-brand-700 underline-offset-4 hover:underline">
            همهٔ نظرها و کارنامهٔ تأمین‌کننده
          </Link>
        ) : null}
      </div>
    </section>
  );
}
