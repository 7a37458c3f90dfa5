import { toPersianDigits } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { listingPageOrNotFound, listPagesWithLabel } from '@/features/content/content-api.server';
import { contentLabelHref, listingHref } from '@/features/content/content-links';
import { PageList } from '@/features/content/page-list';
import { ArticleHeart } from '@/features/engagement/hearts';
import { canonicalFor, pageLinks } from '@/lib/metadata';
import { safeDecodeSegment } from '@/lib/route-params';

// Articles carrying one label (spec: /contents/label/{title}). A label no published article carries is a
// failed validity check: 404, not an empty page for every string someone types.
type Props = PageProps<'/contents/label/[title]'>;

/** Labels are at most 60 characters on the API. */
const MAX_LABEL_LENGTH = 60;

function labelOf(segment: string): string {
  const label = safeDecodeSegment(segment)?.trim();
  if (!label || label.length > MAX_LABEL_LENGTH) notFound();
  return label;
}

async function loadLabel(segment: string, page: number) {
  const label = labelOf(segment);
  const result = await listPagesWithLabel(label, page);
  if (result.total === 0) notFound();
  return { label, result };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { label } = await loadLabel((await params).title, listingPageOrNotFound((await searchParams).page));
  const name = toPersianDigits(label);
  return {
    title: `مطالب «${name}»`,
    description: `مقاله‌ها و اخبار بازار صنعت با برچسب ${name}.`,
    ...pageLinks(canonicalFor(contentLabelHref(label), await searchParams)),
  };
}

export default async function ContentLabelPage({ params, searchParams }: Props) {
  const page = listingPageOrNotFound((await searchParams).page);
  const { label, result } = await loadLabel((await params).title, page);
  const name = toPersianDigits(label);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'خانه', href: '/' }, { label: `برچسب «${name}»` }]} />
      <h1 className="mt-4 text-2xl leading-snug font-black text-slate-900 sm:text-3xl">مطالب با برچسب «{name}»</h1>
      <div className="mt-6">
        <PageList
          CardAction={ArticleHeart}
          result={result}
          hrefFor={(number) => listingHref(contentLabelHref(label), number)}
          emptyTitle="مطلبی با این برچسب پیدا نشد"
        />
      </div>
    </div>
  );
}
