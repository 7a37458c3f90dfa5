// /sitemap.xml (spec section 2): the pages a search engine should know, built from the API once an hour.
// The four category types, every active category, the confirmed suppliers and the newest products and
// articles. At today's size that is a few thousand addresses; past 50,000 this becomes a sitemap index.
import { CATEGORY_TYPES, type CategoryMenuNode } from '@bazaar/contracts/categories';
import type { MetadataRoute } from 'next';
import { siteConfig } from '@/config/site';
import { listProducts } from '@/features/catalog/catalog-api.server';
import { productHref } from '@/features/catalog/product-links';
import { categoryHref } from '@/features/categories/category-links';
import { getCategoryMenus } from '@/features/categories/menu.server';
import { listLatestArticles } from '@/features/content/content-api.server';
import { contentPageHref } from '@/features/content/content-links';
import { supplierHref, suppliersOfTypeHref } from '@/features/suppliers/supplier-links';
import { listSuppliers } from '@/features/suppliers/suppliers-api.server';

export const revalidate = 3600;

const PAGE = 100;
const absolute = (path: string) => new URL(path, siteConfig.origin).toString();

function flatten(node: CategoryMenuNode): CategoryMenuNode[] {
  return [node, ...node.subcategories.flatMap(flatten)];
}

/** Pages of a list until it ends or `max` pages were read; a failure ends it early, never the sitemap. */
async function collect<T>(load: (page: number) => Promise<{ items: T[]; total: number }>, max: number): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= max; page++) {
    const answer = await load(page).catch(() => null);
    if (!answer) break;
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length < PAGE) break;
  }
  return items;
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [menus, suppliers, products, articles] = await Promise.all([
    getCategoryMenus().catch(() => [] as CategoryMenuNode[]),
    collect((page) => listSuppliers({ page, pageSize: PAGE, sort: 'relevance' }), 50),
    collect((page) => listProducts({ page, pageSize: PAGE, sort: 'newest' }), 20),
    listLatestArticles(50).catch(() => []),
  ]);
  const categories = menus.flatMap((root) => root.subcategories.flatMap(flatten));
  return [
    { url: absolute('/'), changeFrequency: 'daily', priority: 1 },
    ...CATEGORY_TYPES.flatMap((type) => [
      { url: absolute(`/category/categoryType/${type}`), changeFrequency: 'weekly' as const, priority: 0.8 },
      { url: absolute(suppliersOfTypeHref(type)), changeFrequency: 'daily' as const, priority: 0.7 },
    ]),
    ...categories.map((category) => ({ url: absolute(categoryHref(category)), changeFrequency: 'daily' as const })),
    ...suppliers.map((supplier) => ({ url: absolute(supplierHref(supplier)), changeFrequency: 'weekly' as const })),
    ...products.map((product) => ({ url: absolute(productHref(product)), changeFrequency: 'daily' as const })),
    ...articles.map((article) => ({ url: absolute(contentPageHref(article)), changeFrequency: 'monthly' as const })),
    ...['/faq', '/videos', '/how-it-work'].map((path) => ({
      url: absolute(path),
      changeFrequency: 'monthly' as const,
    })),
  ];
}
