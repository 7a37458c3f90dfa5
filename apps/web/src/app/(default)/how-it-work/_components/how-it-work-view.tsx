// The "how it works" page's content: the content page with the unique name 'how-it-work' and links to
// more help. Drawn by the route (page.tsx, per request) and by its ISR twin (cached/[key]/page.tsx,
// what visitors get, decision 062).
import type { PageDetail } from '@bazaar/contracts/content-pages';
import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { staticPageMetadata } from '@/features/content/static-page-metadata';
import { StaticPageView } from '@/features/content/static-page-view';

export const HOW_IT_WORK_NAME = 'how-it-work';

export function howItWorkMetadata(page: PageDetail): Metadata {
  return staticPageMetadata(page, '/how-it-work');
}

export function HowItWorkView({ page }: { page: PageDetail }) {
  return (
    <StaticPageView page={page}>
      <nav aria-label="راهنمای بیشتر" className="mt-6 flex flex-wrap gap-3">
        <Link href="/faq" className={buttonClass('secondary')}>
          پرسش‌های متداول
        </Link>
        <Link href="/videos" className={buttonClass('secondary')}>
          ویدئوهای آموزشی
        </Link>
        <Link href="/feedback" className={buttonClass('ghost')}>
          ارسال بازخورد
        </Link>
      </nav>
    </StaticPageView>
  );
}
