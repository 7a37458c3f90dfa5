// A publication moment as a Jalali date in Tehran ('۱۲ بهمن ۱۴۰۳'), machine-readable in `dateTime`.
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { CalendarIcon } from '@/components/ui/icons';

export function PublishedDate({ iso, withIcon = true }: { iso: string; withIcon?: boolean }) {
  return (
    <span className="inline-flex items-center gap-1">
      {withIcon ? <CalendarIcon size={16} className="text-slate-500" /> : null}
      <time dateTime={iso}>{formatJalaliDate(iso, { style: 'long' })}</time>
    </span>
  );
}
