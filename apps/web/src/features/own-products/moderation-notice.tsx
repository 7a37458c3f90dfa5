// Staff took the listing off the site after reports (decision 034): the supplier reads why, in the product list
// and in the editor, until they publish it again (which clears it).
import type { ListingModeration } from '@bazaar/contracts/own-products';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';

export function ModerationNotice({ moderation }: { moderation: ListingModeration | null }) {
  if (!moderation) return null;
  return (
    <div
      role="note"
      className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200"
      data-testid="moderation-notice"
    >
      <p className="font-bold">
        کارشناسان بازار صنعت انتشار این محصول را پس از گزارش تخلف در{' '}
        <time dateTime={moderation.at}>{formatJalaliDate(moderation.at, { style: 'long' })}</time> متوقف کردند.
      </p>
      <p className="mt-1">دلیل: {toPersianDigitsInText(moderation.reason)}</p>
      <p className="mt-1">پس از اصلاح آگهی می‌توانید آن را دوباره منتشر کنید.</p>
    </div>
  );
}
