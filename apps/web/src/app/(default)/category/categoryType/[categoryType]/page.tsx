import { CATEGORY_TYPE_LABELS, type CategoryMenuNode, categoryTypeSchema } from '@bazaar/contracts/categories';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { CategoryIcon } from '@/components/ui/category-icon';
import { EmptyState } from '@/components/ui/empty-state';
import { getItemsCounts } from '@/features/catalog/catalog-api.server';
import { productSearchHref } from '@/features/catalog/product-links';
import { type CategoryGroupData, CategoryGroups } from '@/features/categories/category-groups.client';
import { canonicalCategorySlug, categoryTypeHref } from '@/features/categories/category-links';
import { getCategoryMenus } from '@/features/categories/menu.server';
import { suppliersOfTypeHref } from '@/features/suppliers/supplier-links';
import { canonicalFor, pageLinks } from '@/lib/metadata';

// Served from cache and re-rendered at most every 15 s (see features/catalog/catalog-api.server.ts).
export const revalidate = 15;
export async function generateStaticParams() {
  return [];
}

type Props = PageProps<'/category/categoryType/[categoryType]'>;

async function load(params: Props['params']) {
  const type = categoryTypeSchema.safeParse((await params).categoryType);
  if (!type.success) notFound();
  const menus = await getCategoryMenus();
  return { categoryType: type.data, root: menus.find((menu) => menu.categoryType === type.data) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { categoryType } = await load(params);
  const label = CATEGORY_TYPE_LABELS[categoryType];
  return {
    title: label,
    description: `همهٔ گروه‌های ${label} در بازار صنعت، با تعداد محصولات و تأمین‌کنندگان هر گروه.`,
    ...pageLinks(canonicalFor(categoryTypeHref(categoryType))),
  };
}

type Counts = Awaited<ReturnType<typeof getItemsCounts>>;

/** A group's few values for the client cards (CategoryGroups): names, slugs, counts and its icon. */
function groupData(group: CategoryMenuNode, counts: Counts): CategoryGroupData {
  const count = counts.get(group.id);
  return {
    id: group.id,
    name: toPersianDigitsInText(group.name),
    slug: canonicalCategorySlug(group),
    icon: <CategoryIcon name={group.icon} size={24} />,
    counts: count ? [count.products, count.suppliers] : null,
    subs: group.subcategories.map((child) => [
      child.id,
      toPersianDigitsInText(child.name),
      canonicalCategorySlug(child),
      counts.get(child.id)?.products ?? null,
    ]),
  };
}

export default async function CategoryTypePage({ params }: Props) {
  const { categoryType, root } = await load(params);
  const label = CATEGORY_TYPE_LABELS[categoryType];
  const groups = root?.subcategories ?? [];
  const ids = groups.flatMap((group) => [group.id, ...group.subcategories.map((child) => child.id)]);
  // Counts are a nicety: without them the groups still render (and the next revalidation tries again).
  const counts: Counts = await getItemsCounts(ids).catch((error: unknown) => {
    console.warn('[category-type] item counts unavailable; rendering without them.', error);
    return new Map();
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'خانه', href: '/' }, { label }]} />
      <h1 className="mt-4 text-2xl leading-snug font-black text-slate-900 sm:text-3xl">{label}</h1>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <Link
          href={productSearchHref(categoryType)}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          جستجو در {label}
        </Link>
        <Link
          href={suppliersOfTypeHref(categoryType)}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          تأمین‌کنندگان {label}
        </Link>
      </div>
      {groups.length > 0 ? (
        <CategoryGroups groups={groups.map((group) => groupData(group, counts))} />
      ) : (
        <div className="mt-8">
          <EmptyState title={root ? 'هنوز گروهی در این دسته ثبت نشده است' : 'فهرست گروه‌ها در حال حاضر در دسترس نیست'}>
            {root ? null : 'کمی بعد دوباره سر بزنید.'}
          </EmptyState>
        </div>
      )}
    </div>
  );
}
