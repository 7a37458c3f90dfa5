// /profile/admin/articles: the marketplace's own articles, drafts included, last edited first; links to write a
// new one and to edit each. Staff only (decision 030).
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { isStaff, staffApis } from '@/features/staff-admin/staff.server';
import { STAFF_ARTICLES_PATH as PATH } from '@/features/staff-admin/staff-links';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { StateTabs } from '@/features/staff-admin/state-tabs';
import { firstParam, parsePageParam } from '@/lib/route-params';

const STATUSES = { all: 'همه', draft: 'پیش‌نویس', published: 'منتشرشده' } as const;
const PAGE_SIZE = 20;

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(PATH))) return errorScreenMetadata('403');
  return { title: 'مطالب', robots: { index: false, follow: false } };
}

export default async function StaffArticlesPage({ searchParams }: PageProps<'/profile/admin/articles'>) {
  const { admin } = await staffApis(PATH);
  const params = await searchParams;
  const asked = firstParam(params.status);
  const status = asked === 'draft' || asked === 'published' ? asked : 'all';
  const page = parsePageParam(params.page) ?? 1;
  const list = await admin.articles({
    query: { page, pageSize: PAGE_SIZE, ...(status === 'all' ? {} : { status }) },
  });
  const hrefFor = (n: number) => `${PATH}?status=${status}${n > 1 ? `&page=${n}` : ''}`;

  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={PATH} />
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">مطالب</h1>
        <Link href={`${PATH}/new`} className={buttonClass('primary')}>
          نوشتن مطلب تازه
        </Link>
      </header>
      <StateTabs
        label="وضعیت مطالب"
        states={Object.keys(STATUSES) as (keyof typeof STATUSES)[]}
        labels={STATUSES}
        current={status}
        href={(s) => `${PATH}?status=${s}`}
      />
      {list.items.length === 0 ? <EmptyState title="مطلبی در این وضعیت نیست">مطلب تازه‌ای بنویسید.</EmptyState> : null}
      <ul className="flex flex-col gap-3">
        {list.items.map((a) => (
          <li key={a.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <Link href={`${PATH}/${a.id}`} className="font-medium text-brand-800 underline">
              {toPersianDigitsInText(a.title)}
            </Link>
            <p className="mt-1 text-sm text-slate-700">
              {STATUSES[a.status]} · {a.contentTypeName} · آخرین ویرایش{' '}
              <time dateTime={a.updatedAt}>{formatJalaliDate(a.updatedAt, { withTime: true })}</time>
            </p>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={Math.ceil(list.total / PAGE_SIZE)} hrefFor={hrefFor} label="صفحه‌های مطالب" />
    </div>
  );
}
