import { formatNumberFa } from '@bazaar/fa/digits';
import { normalizePersian } from '@bazaar/fa/normalize';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/icons';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { pageExists, totalPagesOf } from '@/components/ui/pagination-window';
import { listVideos } from '@/features/site/site-api.server';
import { canonicalFor, pageLinks } from '@/lib/metadata';
import { firstParam, parsePageParam } from '@/lib/route-params';
import { VideoCard, VideoJsonLd } from './_components/video-card.client';

// Videos (spec: /videos): a grid of inline players, newest first, with a search (a GET form).
type Props = PageProps<'/videos'>;

const PAGE_SIZE = 9;
const MAX_QUERY_LENGTH = 100;

function readQuery(searchParams: Awaited<Props['searchParams']>) {
  const page = parsePageParam(searchParams.page);
  if (page === null) notFound();
  const q = normalizePersian(firstParam(searchParams.q) ?? '').slice(0, MAX_QUERY_LENGTH) || undefined;
  return { page, q };
}

function videosHref(q: string | undefined, page: number): string {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/videos?${search}` : '/videos';
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = await searchParams;
  const { q } = readQuery(params);
  return {
    title: 'ویدئوها',
    description: 'ویدئوهای آموزشی بازار صنعت: خرید، فیلتر فنی، پرداخت و آشنایی با تجهیزات صنعتی.',
    ...pageLinks(canonicalFor('/videos', params)),
    robots: q ? { index: false, follow: true } : undefined,
  };
}

export default async function VideosPage({ searchParams }: Props) {
  const params = await searchParams;
  const { page, q } = readQuery(params);
  const result = await listVideos(q, page, PAGE_SIZE);
  const totalPages = totalPagesOf(result.total, result.pageSize);
  const pastLast = !pageExists(page, result.total, result.pageSize);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'خانه', href: '/' }, { label: 'ویدئوها' }]} />
      <h1 className="mt-4 text-2xl leading-snug font-black text-slate-900 sm:text-3xl">ویدئوها</h1>

      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too recent for the older Android browsers many visitors use (see search-form.client.tsx). */}
      <form
        role="search"
        action="/videos"
        method="get"
        aria-label="جستجو در ویدئوها"
        className="mt-6 flex max-w-2xl gap-2"
      >
        <label htmlFor="videos-q" className="sr-only">
          جستجو در ویدئوها
        </label>
        <input
          id="videos-q"
          name="q"
          type="search"
          defaultValue={firstParam(params.q) ?? ''}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="عنوان، موضوع یا برچسب ویدئو…"
          className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 text-slate-900 placeholder:text-slate-500 hover:border-brand-500"
        />
        <button type="submit" className={buttonClass('primary')}>
          <SearchIcon size={20} />
          جستجو
        </button>
      </form>

      {q ? (
        <p className="mt-6 text-slate-700" data-testid="video-result-summary">
          {result.total > 0
            ? `${formatNumberFa(result.total)} ویدئو برای «${q}» پیدا شد.`
            : `ویدئویی برای «${q}» پیدا نشد.`}{' '}
          <Link href="/videos" className="text-brand-700 underline">
            همهٔ ویدئوها
          </Link>
        </p>
      ) : null}

      {result.items.length > 0 ? (
        <>
          <ul aria-label="ویدئوها" className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {result.items.map((video) => (
              <li key={video.id}>
                <VideoJsonLd video={video} pagePath={videosHref(q, page)} />
                <VideoCard video={video} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={totalPages} hrefFor={(number) => videosHref(q, number)} />
        </>
      ) : pastLast && totalPages > 0 ? (
        <PastLastPage page={page} lastPage={totalPages} href={videosHref(q, totalPages)} />
      ) : (
        <div className="mt-6">
          <EmptyState title={q ? 'ویدئویی با این عبارت پیدا نشد' : 'هنوز ویدئویی منتشر نشده است'} />
        </div>
      )}
    </div>
  );
}
