// Home page: the newest articles, with the home-sidebar advertisements beside them. Nothing when the
// API has no articles to offer (or does not answer).
import Link from 'next/link';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { getContentTypeTree, listLatestArticles, SITE_PAGES_TYPE_KEY } from '@/features/content/content-api.server';
import { contentTypeHref } from '@/features/content/content-links';
import { pageCardRow } from '@/features/content/page-card';
import { PageCardGrid } from '@/features/content/page-card-view.client';
import { AdvertisementSlot } from '@/features/site/advertisement-slot';

const LATEST_COUNT = 4;

export async function LatestArticles() {
  const [articles, types] = await Promise.all([listLatestArticles(LATEST_COUNT), getContentTypeTree().catch(() => [])]);
  if (articles.length === 0) return null;
  const sections = types.filter((type) => type.key !== SITE_PAGES_TYPE_KEY && type.pageCount > 0);
  return (
    <section aria-labelledby="latest-articles-heading" className="mx-auto max-w-7xl px-4 pb-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="latest-articles-heading" className="text-2xl font-bold text-slate-900">
          آخرین مقالات
        </h2>
        {sections.length > 0 ? (
          <nav aria-label="بخش‌های محتوا">
            <ul className="flex flex-wrap gap-x-4">
              {sections.map((type) => (
                <li key={type.id}>
                  <Link
                    href={contentTypeHref(type)}
                    className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
                  >
                    همهٔ {type.name}
                    <ChevronLeftIcon size={18} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <PageCardGrid
          rows={articles.map((page) => pageCardRow(page))}
          headingLevel="h3"
          label="آخرین مقالات"
          className="grid gap-5 sm:grid-cols-2"
        />
        <AdvertisementSlot slot="home-sidebar" layout="box" />
      </div>
    </section>
  );
}
