import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES } from '@bazaar/contracts/categories';
import type { Metadata } from 'next';
import Link from 'next/link';
import { StoreIcon } from '@/components/ui/icons';
import { siteConfig } from '@/config/site';
import { CategoryTypeCard } from '@/features/categories/category-type-card';
import { getCategoryMenus } from '@/features/categories/menu.server';
import { AdvertisementSlot } from '@/features/site/advertisement-slot';
import { suppliersOfTypeHref } from '@/features/suppliers/supplier-links';
import { canonicalFor } from '@/lib/metadata';
import { HomeHero } from './_components/home-hero';
import { LatestArticles } from './_components/latest-articles';

export async function generateMetadata({ searchParams }: PageProps<'/'>): Promise<Metadata> {
  return {
    // The home page carries the bare site name; the title template only decorates inner pages.
    title: { absolute: siteConfig.name },
    alternates: { canonical: canonicalFor('/', await searchParams) },
  };
}

export default async function HomePage() {
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
