// One review as the supplier page, the product page and the order page show it (decision 043): stars, the
// aspects, the text and photos, the date, «از خریدهای تأییدشده» with what was bought, and the other side's answer.
import { ASPECT_LABELS, type Review } from '@bazaar/contracts/trust-reviews';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';

export function Stars({ value, label }: { value: number; label?: string }) {
  return (
    // `.stars` (globals.css): the filled stars amber, the rest grey, without a utility list on each review's.
    <span className="stars" role="img" aria-label={`${label ?? 'امتیاز'}: ${toPersianDigits(value)} از ۵`}>
      <span aria-hidden="true">
        {'★'.repeat(value)}
        <span>{'★'.repeat(5 - value)}</span>
      </span>
    </span>
  );
}

export function ReviewCard({ review, by }: { review: Review; by: 'buyer' | 'supplier' }) {
  const author = by === 'buyer' ? review.buyerName : review.merchantName;
  const answerer = by === 'buyer' ? review.merchantName : review.buyerName;
  return (
    // Short classes (`.rv*`, globals.css): a list of reviews sends its markup twice, in the HTML and the payload.
    <article className="rv" data-testid="review" aria-label={`نظر ${author}`}>
      <header className="rv-head">
        <div>
          <Stars value={review.overall} label="امتیاز کلی" />
          <strong className="text-slate-900">{toPersianDigitsInText(author)}</strong>
        </div>
        <time dateTime={review.createdAt} className="text-sm text-slate-600">
          {formatJalaliDate(review.createdAt, { style: 'long' })}
        </time>
      </header>
      <p className="mt-1 text-sm text-emerald-800" data-testid="verified-purchase">
        {`از خریدهای تأییدشده · ${toPersianDigitsInText(review.orderTitle)}`}
      </p>
      <dl className="rv-aspects mt-2">
        {Object.entries(review.aspects).map(([aspect, value]) => (
          <div key={aspect}>
            <dt>{`${ASPECT_LABELS[aspect as keyof typeof ASPECT_LABELS] ?? aspect}:`}</dt>
            <dd>{`${toPersianDigits(value)} از ۵`}</dd>
          </div>
        ))}
      </dl>
      {review.text ? <p className="rv-text">{toPersianDigitsInText(review.text)}</p> : null}
      {review.photos.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="تصویرهای خریدار">
          {review.photos.map((photo) => (
            <li key={photo.fileId}>
              <a href={photo.url} target="_blank" rel="noopener">
                {/* biome-ignore lint/performance/noImgElement: a buyer's upload served by the API, not a static asset */}
                <img
                  src={photo.url}
                  alt={`تصویر خریدار: ${photo.fileName}`}
                  width={96}
                  height={96}
                  loading="lazy"
                  className="size-24 rounded object-cover ring-1 ring-slate-200"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.hidden ? (
        <p className="mt-2 rounded bg-red-50 p-2 text-sm text-red-900 ring-1 ring-red-200" role="note">
          پشتیبانی این نظر را پنهان کرد و در امتیازها شمرده نمی‌شود. دلیل: {toPersianDigitsInText(review.hidden.reason)}
        </p>
      ) : null}
      {review.answer ? (
        <div className="mt-3 rounded bg-slate-50 p-3 ring-1 ring-slate-200" data-testid="review-answer">
          <p className="text-sm font-bold text-slate-900">{`پاسخ ${toPersianDigitsInText(answerer)}`}</p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{toPersianDigitsInText(review.answer.text)}</p>
        </div>
      ) : null}
    </article>
  );
}
