import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { CategoryIcon } from '@/components/ui/category-icon';
import { EmptyState } from '@/components/ui/empty-state';
import { ChevronLeftIcon, ListIcon, StoreIcon } from '@/components/ui/icons';
import { getItemsCounts, listProducts } from '@/features/catalog/catalog-api.server';
import { productCardRows } from '@/features/catalog/product-card';
import { productCountFa } from '@/features/catalog/product-count';
import { ProductGrid } from '@/features/catalog/product-grid.client';
import { categoryProductsLinkPath } from '@/features/catalog/product-links';
import { getCategoryTrailOrNotFound } from '@/features/categories/breadcrumb.server';
import { getCategoryChildren } from '@/features/categories/categories-api.server';
import {
  categoryHref,
  categoryLinkPath,
  categoryPropertiesHref,
  categoryTrailCrumbs,
} from '@/features/categories/category-links';
import { categoryContentsHref } from '@/features/content/content-links';
import { AdvertisementSlot } from '@/features/site/advertisement-slot';
import { SupplierCard } from '@/features/suppliers/supplier-card';
import { SupplierBadgeExplanations } from '@/features/suppliers/supplier-card-view.client';
import { suppliersInCategoryLinkPath } from '@/features/suppliers/supplier-links';
import { listSuppliers } from '@/features/suppliers/suppliers-api.server';
import { canonicalFor, pageLinks } from '@/lib/metadata';

// Served from cache and re-rendered at most every 15 s (see features/catalog/catalog-api.server.ts).
export const revalidate = 15;
export async function generateStaticParams() {
  return [];
}

const TOP_PRODUCTS = 8;
const TOP_SUPPLIERS = 6;

type Props = PageProps<'/category/[categoryId]/[name]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category } = await getCategoryTrailOrNotFound((await params).categoryId);
  const name = toPersianDigitsInText(category.name);
  return {
    title: name,
    description: `${name} در بازار صنعت: زیرگروه‌ها، محصولات پربازدید و تأمین‌کنندگان.`,
    ...pageLinks(canonicalFor(categoryHref(category)), {}, { ownShareImage: true }),
  };
}

export default async function CategoryPage({ params }: Props) {
  const { trail, category } = await getCategoryTrailOrNotFound((await params).categoryId);
  const [children, topProducts, topSuppliers] = await Promise.all([
    getCategoryChildren(category.id),
    listProducts({ categoryId: category.id, sort: 'popular', pageSize: TOP_PRODUCTS }),
    listSuppliers({ categoryId: category.id, sort: 'verification', pageSize: TOP_SUPPLIERS }),
  ]);
  const counts = await getItemsCounts([category.id, ...children.map((child) => child.id)]);
  const name = toPersianDigitsInText(category.name);
  const own = counts.get(category.id);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={categoryTrailCrumbs(trail, true)} />
      <h1 className="mt-4 text-2xl leading-snug font-black text-slate-900 sm:text-3xl">{name}</h1>
      {own ? (
        <p className="mt-2 text-slate-700" data-testid="category-counts">
          {formatNumberFa(own.products)} محصول از {formatNumberFa(own.suppliers)} تأمین‌کننده
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-3">
        <Link href={categoryProductsLinkPath(category)} className={buttonClass('primary')}>
          <ListIcon size={20} />
          همهٔ محصولات {name}
        </Link>
        <Link href={suppliersInCategoryLinkPath(category)} className={buttonClass('secondary')}>
          <StoreIcon size={20} />
          تأمین‌کنندگان {name}
        </Link>
        <Link href={categoryPropertiesHref(category)} className={buttonClass('ghost')}>
          مشخصات فنی این دسته
        </Link>
        <Link href={categoryContentsHref(category.categoryType, category)} className={buttonClass('ghost')}>
          مقالات {name}
        </Link>
      </div>
      <AdvertisementSlot slot="category-top" layout="banner" className="mt-6" />

      <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {children.length > 0 ? (
          <section aria-labelledby="subcategories-heading" className="min-w-0">
            <h2 id="subcategories-heading" className="text-xl font-bold text-slate-900">
              زیرگروه‌ها
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {children.map((child) => {
                const count = counts.get(child.id);
                return (
                  <li key={child.id}>
                    <Link
                      href={categoryLinkPath(child)}
                      className="flex min-h-16 items-center gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-400"
                    >
                      <CategoryIcon name={child.icon} size={24} className="shrink-0 text-slate-500" />
                      <span className="min-w-0 flex-1 font-medium text-slate-900">
                        {toPersianDigitsInText(child.name)}
                      </span>
                      {count ? (
                        <span className="shrink-0 text-sm text-slate-600">{formatNumberFa(count.products)} محصول</span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
        <AdvertisementSlot slot="category-sidebar" layout="box" className="lg:col-start-2" />
      </div>

      <section aria-labelledby="top-products-heading" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="top-products-heading" className="text-xl font-bold text-slate-900">
            محصولات پربازدید
          </h2>
          {topProducts.total > 0 ? (
            <Link
              href={categoryProductsLinkPath(category)}
              className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              مشاهدهٔ همهٔ {productCountFa(topProducts)} محصول
              <ChevronLeftIcon size={18} />
            </Link>
          ) : null}
        </div>
        {topProducts.items.length > 0 ? (
          // One client grid from the cards' data, its badges explained once (issue 34).
          <ProductGrid
            cards={productCardRows(topProducts.items)}
            badgeList="cp-"
            className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
          />
        ) : (
          <div className="mt-4">
            <EmptyState title="هنوز محصولی در این دسته منتشر نشده است">
              به‌زودی تأمین‌کنندگان محصولات این دسته را اینجا معرفی می‌کنند.
            </EmptyState>
          </div>
        )}
      </section>

      {topSuppliers.items.length > 0 ? (
        <section aria-labelledby="top-suppliers-heading" className="mt-10">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="top-suppliers-heading" className="text-xl font-bold text-slate-900">
              تأمین‌کنندگان برتر
            </h2>
            <Link
              href={suppliersInCategoryLinkPath(category)}
              className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              همهٔ تأمین‌کنندگان {name}
              <ChevronLeftIcon size={18} />
            </Link>
          </div>
          <ul className="mt-4 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {topSuppliers.items.map((supplier) => (
              <li key={supplier.id}>
                <SupplierCard supplier={supplier} headingLevel="h3" badgeList="cs-" />
              </li>
            ))}
          </ul>
          <SupplierBadgeExplanations prefix="cs-" levels={topSuppliers.items.map((item) => item.verificationLevel)} />
        </section>
      ) : null}
    </div>
  );
}
