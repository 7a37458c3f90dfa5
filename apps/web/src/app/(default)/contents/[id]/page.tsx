import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import {
  getContentTypeTrailOrNotFound,
  getContentTypeTree,
  listingPageOrNotFound,
  listPagesOfType,
} from '@/features/content/content-api.server';
import { contentTypeHref, listingHref } from '@/features/content/content-links';
import { contentTypeTabs } from '@/features/content/content-type-tabs';
import { PageList } from '@/features/content/page-list';
import { ArticleHeart } from '@/features/engagement/hearts';
import { canonicalFor, pageLinks } from '@/lib/metadata';

// Contents of a type and its sub-types (spec: /contents/{contentTypeId}), newest first, with the
// sub-types as tabs. The segment is named `id` because /contents/{pageId}/{title} shares the level.
type Props = PageProps<'/contents/[id]'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { contentType } = await getContentTypeTrailOrNotFound((await params).id);
  return {
    title: contentType.name,
    description: `${contentType.name} در بازار صنعت: تازه‌ترین مطالب.`,
    ...pageLinks(canonicalFor(contentTypeHref(contentType), await searchParams)),
  };
}

export default async function ContentTypePage({ params, searchParams }: Props) {
  const page = listingPageOrNotFound((await searchParams).page);
  const { trail, contentType } = await getContentTypeTrailOrNotFound((await params).id);
  const [tree, result] = await Promise.all([
    getContentTypeTree().catch(() => []),
    listPagesOfType(contentType.id, page),
  ]);
  const tabs = contentTypeTabs(tree, contentType.id);
  const pathname = contentTypeHref(contentType);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={[
          { label: 'خانه', href: '/' },
          ...trail.slice(0, -1).map((type) => ({ label: type.name, href: contentTypeHref(type) })),
          { label: contentType.name },
        ]}
      />
      <h1 className="mt-4 text-2xl leading-snug font-black text-slate-900 sm:text-3xl">{contentType.name}</h1>

      {tabs.length > 0 ? (
        <nav aria-label="زیرگروه‌های محتوا" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {tabs.map((tab) => (
              <li key={tab.id}>
                <Link
                  href={contentTypeHref(tab)}
                  aria-current={tab.current ? 'page' : undefined}
                  // `.chip` (globals.css), the current one by aria-current.
                  className="chip chip-l"
                >
                  {/* No counts: /contenttypes/tree counts every platform's pages, so they disagree with this web list. */}
                  {tab.isGroup ? `همهٔ ${tab.name}` : tab.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="mt-6">
        <PageList
          CardAction={ArticleHeart}
          result={result}
          hrefFor={(number) => listingHref(pathname, number)}
          emptyTitle="هنوز مطلبی در این بخش منتشر نشده است"
        />
      </div>
    </div>
  );
}
