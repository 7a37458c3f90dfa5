import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { buttonClass } from '@/components/ui/button-styles';
import { getPageByUniqueNameOrNotFound } from '@/features/content/content-api.server';
import { staticPageMetadata } from '@/features/content/static-page-metadata';
import { StaticPageView } from '@/features/content/static-page-view';

// "How it works" (spec: /how-it-work): the content page with the unique name 'how-it-work'. Rendered
// per request (from the data cache): a build without the API must not bake an error into static HTML.
const UNIQUE_NAME = 'how-it-work';

async function load() {
  await connection();
  return getPageByUniqueNameOrNotFound(UNIQUE_NAME);
}

export async function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata(await load(), '/how-it-work');
}

export default async function HowItWorkPage() {
  const page = await load();
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
