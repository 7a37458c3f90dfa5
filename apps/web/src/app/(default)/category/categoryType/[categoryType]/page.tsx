import { CATEGORY_TYPE_LABELS, type CategoryMenuNode, categoryTypeSchema } from '@bazaar/contracts/categories';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { CategoryIcon } from '@/components/ui/category-icon';
import { EmptyState } from '@/components/ui/empty-state';
import { getItemsCounts } from '@/features/catalog/catalog-api.server';
import { categoryProductsHref, productSearchHref } from '@/features/catalog/product-links';
import { categoryLinkPath, categoryTypeHref } from '@/features/categories/category-links';
import { getCategoryMenus } from '@/features/categories/menu.server';
import { suppliersInCategoryHref, suppliersOfTypeHref } from '@/features/suppliers/supplier-links';
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

function CountLine({ counts, id }: { counts: Counts; id: number }) {
  const count = counts.get(id);
  if (!count) return null;
  return (
    <span className="text-sm text-slate-600">{`${formatNumberFa(count.products)} محصول، ${formatNumberFa(count.suppliers)} تأمین‌کننده`}</span>
  );
}

function GroupCard({ group, counts }: { group: CategoryMenuNode; counts: Counts }) {
  const headingId = `category-group-${group.id}`;
  const name = toPersianDigitsInText(group.name);
  return (
    // Short classes (`.cg*`, globals.css) and readable addresses: each of the groups' some hundred links is in
    // the HTML and again in the React payload (issue 34).
    <article aria-labelledby={headingId} className="cg">
      <div className="flex items-start gap-3">
        <span className="cg-icon">
          <CategoryIcon name={group.icon} size={24} />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg leading-8 font-bold">
            <Link href={categoryLinkPath(group)} className="pc-link">
              {name}
            </Link>
          </h2>
          <CountLine counts={counts} id={group.id} />
        </div>
      </div>
      {group.subcategories.length > 0 ? (
        <ul className="cg-subs">
          {group.subcategories.map((child) => (
            <li key={child.id}>
              <Link href={categoryLinkPath(child)}>{toPersianDigitsInText(child.name)}</Link>
              {counts.get(child.id) ? (
                <span>{`${formatNumberFa(counts.get(child.id)?.products ?? 0)} محصول`}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="cg-foot">
        <Link href={categoryProductsHref(group)}>
          محصولات<span className="sr-only">{` ${name}`}</span>
        </Link>
        <Link href={suppliersInCategoryHref(group)}>
          تأمین‌کنندگان<span className="sr-only">{` ${name}`}</span>
        </Link>
      </div>
    </article>
  );
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
        <div className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {groups.map((group) => (
            <GroupCard key={group.id} group={group} counts={counts} />
          ))}
        </div>
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
