import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { RichText } from '@/components/ui/rich-text';
import { getHelpEntryOrNotFound } from '@/features/site/site-api.server';
import { canonicalFor, pageLinks } from '@/lib/metadata';
import { safeDecodeSegment } from '@/lib/route-params';

// Help of one screen (spec: /help/{uniqueId}), e.g. /help/login, /help/product-filters. From Next's page
// cache (issue 34, docs/decisions/062): rendered on the first visit, then at most every 10 minutes (the
// entry's own data window). An unknown id never gets here: src/proxy.ts answers it with the 404 screen.
export const revalidate = 600;
export async function generateStaticParams() {
  return [];
}

type Props = PageProps<'/help/[uniqueId]'>;

async function load(params: Props['params']) {
  return getHelpEntryOrNotFound(safeDecodeSegment((await params).uniqueId) ?? '');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = await load(params);
  return {
    title: `راهنما: ${entry.title}`,
    ...pageLinks(canonicalFor(`/help/${encodeURIComponent(entry.frontUniqueId)}`)),
  };
}

export default async function HelpPage({ params }: Props) {
  const entry = await load(params);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb items={[{ label: 'خانه', href: '/' }, { label: `راهنما: ${entry.title}` }]} />
      <article aria-labelledby="help-title" className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm font-medium text-brand-700">راهنما</p>
        <h1 id="help-title" className="mt-1 text-2xl leading-snug font-black text-slate-900">
          {entry.title}
        </h1>
        <RichText html={entry.bodyHtml} className="mt-5" />
      </article>
      <nav aria-label="کمک بیشتر" className="mt-6 flex flex-wrap gap-3">
        <Link href="/faq" className={buttonClass('secondary')}>
          پرسش‌های متداول
        </Link>
        <Link href="/feedback" className={buttonClass('ghost')}>
          پرسش خود را بفرستید
        </Link>
      </nav>
    </div>
  );
}
