// /profile/comments: the visitor's comments on articles, newest first, each with its moderation state
// (a comment is public only once staff approve it).
import type { ModerationStatus } from '@bazaar/contracts/content-comments';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { clsx } from 'clsx';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { contentPageHref } from '@/features/content/content-links';
import { loadMyComments, MY_COMMENTS_PAGE_SIZE } from '@/features/content/my-comments.server';
import { parsePageParam } from '@/lib/route-params';

export const metadata: Metadata = { title: 'دیدگاه‌های من', robots: { index: false, follow: false } };

const PATH = '/profile/comments';
const STATE: Record<ModerationStatus, { label: string; look: string }> = {
  pending: { label: 'در انتظار تأیید', look: 'bg-accent-100 text-accent-800' },
  approved: { label: 'منتشرشده', look: 'bg-brand-50 text-brand-800' },
  rejected: { label: 'رد شده', look: 'bg-red-50 text-red-800' },
};

export default async function MyCommentsPage({ searchParams }: PageProps<'/profile/comments'>) {
  const page = parsePageParam((await searchParams).page);
  if (page === null) notFound();
  const href = (n: number) => (n > 1 ? `${PATH}?page=${n}` : PATH);
  const comments = await loadMyComments(href(page), page);
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'دیدگاه‌های من' }]} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">دیدگاه‌های من</h1>
        <p className="mt-1 text-slate-700">
          دیدگاه‌هایی که زیر مقاله‌ها نوشته‌اید؛ هر دیدگاه پس از تأیید کارشناسان منتشر می‌شود.
        </p>
      </header>
      {comments.items.length === 0 ? (
        <EmptyState title="هنوز دیدگاهی ننوشته‌اید">زیر هر مقاله می‌توانید پرسش یا تجربهٔ خود را بنویسید.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="دیدگاه‌ها">
          {comments.items.map((comment) => (
            <li key={comment.id} className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Link href={contentPageHref(comment.page)} className="font-bold text-brand-900 hover:underline">
                  {toPersianDigitsInText(comment.page.title)}
                </Link>
                <span className={clsx('rounded-full px-3 py-0.5 font-medium', STATE[comment.status].look)}>
                  {STATE[comment.status].label}
                </span>
                <time dateTime={comment.createdAt} className="text-slate-600">
                  {formatJalaliDate(comment.createdAt, { style: 'long' })}
                </time>
              </div>
              <p className="whitespace-pre-line text-slate-900">{comment.body}</p>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={Math.ceil(comments.total / MY_COMMENTS_PAGE_SIZE)} hrefFor={href} />
    </div>
  );
}
