import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES } from '@bazaar/contracts/categories';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { StoreIcon } from '@/components/ui/icons';
import { siteConfig } from '@/config/site';
import { CategoryTypeCard } from '@/features/categories/category-type-card';
import { getCategoryMenus } from '@/features/categories/menu.server';
import { AdvertisementSlot } from '@/features/site/advertisement-slot';
import { suppliersOfTypeHref } from '@/features/suppliers/supplier-links';
import { canonicalFor, pageLinks } from '@/lib/metadata';
import { HomeHero } from '../../_components/home-hero';
import { LatestArticles } from '../../_components/latest-articles';

// The home page `/` (next.config.ts rewrites `/` here; this route's own address answers 404 from the proxy).
// Served from Next's page cache, the same HTML for everyone (issue 18, docs/decisions/026): rendered on the
// first visit rather than at build (a build runs without the API), then re-rendered at most every 5 minutes
// (advertisements and announcements have start and end times) and at once when a tag of its data is
// expired through /internal/revalidate (decision 017). What is the visitor's own (account name, unread
// count, favourites) is filled in by the browser (lib/personal.ts).
export const revalidate = 300;
export async function generateStaticParams() {
  return [];
}

/** The one variant there is; the segment exists so the page is rendered on first request, not at build. */
const HOME_VARIANT = 'index';

export const metadata: Metadata = {
  // The home page carries the bare site name; the title template only decorates inner pages. It reads no
  // query, so its canonical address is the bare origin.
  title: { absolute: siteConfig.name },
  ...pageLinks(canonicalFor('/')),
};

export default async function HomePage({ params }: PageProps<'/home/[variant]'>) {
  if ((await params).variant !== HOME_VARIANT) notFound();
  const menus = await getCategoryMenus();
  return (
    <>
      <HomeHero />
      <AdvertisementSlot slot="home-hero" layout="banner" className="mx-auto max-w-7xl px-4 pt-8" />
      <section aria-labelledby="category-types-heading" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="category-types-heading" className="mb-6 text-2xl font-bold text-slate-900">
          دسته‌های اصلی
        </h2>
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {CATEGORY_TYPES.map((type) => (
            <CategoryTypeCard
              key={type}
              categoryType={type}
              root={menus.find((menu) => menu.categoryType === type)}
              actions={
                <Link
                  href={suppliersOfTypeHref(type)}
                  className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  <StoreIcon size={18} />
                  تأمین‌کنندگان
                  <span className="sr-only"> {CATEGORY_TYPE_LABELS[type]}</span>
                </Link>
              }
            />
          ))}
        </div>
      </section>
      <LatestArticles />
    </>
  );
}
