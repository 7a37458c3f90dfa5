import { categoryTypeSchema } from '@bazaar/contracts/categories';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { getCategoryTrailOrNotFound } from '@/features/categories/breadcrumb.server';
import { categoryHref, categoryTrailCrumbs } from '@/features/categories/category-links';
import { listingPageOrNotFound, listPublicPages } from '@/features/content/content-api.server';
import { categoryContentsHref, listingHref } from '@/features/content/content-links';
import { PageList } from '@/features/content/page-list';
import { ArticleHeart } from '@/features/engagement/hearts';
import { canonicalFor, pageLinks } from '@/lib/metadata';

// Articles about a category (spec: /category/contents/{categoryType}/{categoryId}/{name}). Validity
// check: the type must be the category's own, else 404; the `{name}` segment is checked by the proxy.
type Props = PageProps<'/category/contents/[categoryType]/[categoryId]/[name]'>;

async function loadCategory(params: Props['params']) {
  const { categoryType, categoryId } = await params;
  const type = categoryTypeSchema.safeParse(categoryType);
  if (!type.success) notFound();
  const { trail, category } = await getCategoryTrailOrNotFound(categoryId);
  if (category.categoryType !== type.data) notFound();
  return { trail, category };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { category } = await loadCategory(params);
  const name = toPersianDigitsInText(category.name);
  return {
    title: `مقالات ${name}`,
    description: `راهنماها، یادداشت‌های فنی و اخبار دربارهٔ ${name} در بازار صنعت.`,
    ...pageLinks(canonicalFor(categoryContentsHref(category.categoryType, category), await searchParams)),
  };
}

export default async function CategoryContentsPage({ params, searchParams }: Props) {
  const page = listingPageOrNotFound((await searchParams).page);
  const { trail, category } = await loadCategory(params);
  const result = await listPublicPages({ categoryId: category.id, page });
  const name = toPersianDigitsInText(category.name);
  const pathname = categoryContentsHref(category.categoryType, category);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[...categoryTrailCrumbs(trail, false), { label: 'مقالات' }]} />
      <h1 className="mt-4 text-2xl leading-snug font-black text-slate-900 sm:text-3xl">مقالات {name}</h1>
      <div className="mt-6">
        <PageList
          CardAction={ArticleHeart}
          result={result}
          hrefFor={(number) => listingHref(pathname, number)}
          emptyTitle={`هنوز مقاله‌ای دربارهٔ ${name} منتشر نشده است`}
          emptyActions={
            <Link href={categoryHref(category)} className={buttonClass('secondary')}>
              بازگشت به {name}
            </Link>
          }
        />
      </div>
    </div>
  );
}
