// One advertisement, always marked 'آگهی' so it is never mistaken for the site's own content. Links to
// other sites carry rel="sponsored noopener"; an advertisement with an unusable link is not a link.
import type { Advertisement } from '@bazaar/contracts/site';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { clsx } from 'clsx';
import Link from 'next/link';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { siteHref } from './site-href';

interface AdvertisementCardProps {
  ad: Advertisement;
  /** 'banner' spans the content width, 'box' sits in a sidebar. */
  layout: 'banner' | 'box';
}

export function AdvertisementCard({ ad, layout }: AdvertisementCardProps) {
  const target = siteHref(ad.link);
  const headingId = `ad-${ad.id}`;
  const title = toPersianDigitsInText(ad.title);
  const linkClass =
    'inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 underline-offset-4 hover:underline';
  return (
    <aside
      aria-labelledby={headingId}
      data-testid="advertisement"
      data-slot={ad.slot}
      className={clsx(
        'flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4',
        layout === 'banner' ? 'flex-col sm:flex-row sm:items-center' : 'flex-col',
      )}
    >
      {ad.imageUrl ? (
        // biome-ignore lint/performance/noImgElement: advertisement pictures come from the API's file store at any address.
        <img src={ad.imageUrl} alt="" width={160} height={90} loading="lazy" className="rounded-lg object-cover" />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="inline-block rounded bg-amber-200 px-2 py-0.5 text-xs font-bold text-amber-900">آگهی</p>
        <h2 id={headingId} className="mt-1 font-bold leading-7 text-slate-900">
          {title}
        </h2>
        <p className="mt-1 leading-7 text-slate-700">{toPersianDigits(ad.text)}</p>
      </div>
      {target ? (
        target.external ? (
          <a href={target.href} rel="sponsored noopener" target="_blank" className={linkClass}>
            مشاهده
            <span className="sr-only"> آگهی {title} (در پنجرهٔ تازه)</span>
            <ChevronLeftIcon size={18} />
          </a>
        ) : (
          <Link href={target.href} className={linkClass}>
            مشاهده
            <span className="sr-only"> آگهی {title}</span>
            <ChevronLeftIcon size={18} />
          </Link>
        )
      ) : null}
    </aside>
  );
}
