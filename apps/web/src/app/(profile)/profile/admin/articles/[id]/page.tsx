// /profile/admin/articles/{id}: edit an article, publish it or take it back to draft; a published one links
// to its public page. Staff only (decision 030).
import { isApiError } from '@bazaar/api-client/api-error';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { buttonClass } from '@/components/ui/button-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { contentPageHref } from '@/features/content/content-links';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { setArticleStatus } from '@/features/staff-admin/admin-actions';
import { ArticleForm } from '@/features/staff-admin/article-form';
import { isStaff, staffApis } from '@/features/staff-admin/staff.server';
import { STAFF_ARTICLES_PATH } from '@/features/staff-admin/staff-links';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { firstParam, parsePublicId } from '@/lib/route-params';

const NOTICES: Record<string, { ok: boolean; text: string }> = {
  saved: { ok: true, text: 'مطلب ذخیره شد.' },
  published: { ok: true, text: 'مطلب منتشر شد و روی سایت دیده می‌شود.' },
  draft: { ok: true, text: 'مطلب به پیش‌نویس برگشت و دیگر روی سایت نیست.' },
  failed: { ok: false, text: 'انجام نشد، لطفاً دوباره تلاش کنید.' },
};

export async function generateMetadata({ params }: PageProps<'/profile/admin/articles/[id]'>): Promise<Metadata> {
  const path = `${STAFF_ARTICLES_PATH}/${(await params).id}`;
  if (!(await isStaff(path))) return errorScreenMetadata('403');
  return { title: 'ویرایش مطلب', robots: { index: false, follow: false } };
}

export default async function EditArticlePage({ params, searchParams }: PageProps<'/profile/admin/articles/[id]'>) {
  const raw = (await params).id;
  const path = `${STAFF_ARTICLES_PATH}/${raw}`;
  const { admin, content } = await staffApis(path);
  const id = parsePublicId(raw);
  if (!id) notFound();
  const [article, types] = await Promise.all([
    admin.article({ params: { id } }).catch((error) => {
      if (isApiError(error) && error.status === 404) notFound();
      throw error;
    }),
    content.contentTypeTree(),
  ]);
  const notice = NOTICES[firstParam((await searchParams).notice) ?? ''] ?? null;
  const published = article.status === 'published';

  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={STAFF_ARTICLES_PATH} />
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900">ویرایش «{toPersianDigitsInText(article.title)}»</h1>
        <p className="text-slate-700">
          {published ? 'منتشرشده، روی سایت دیده می‌شود.' : 'پیش‌نویس، روی سایت دیده نمی‌شود.'}
        </p>
      </header>
      <NoticeBanner notice={notice} />
      <div className="flex flex-wrap gap-2">
        <form noValidate action={setArticleStatus}>
          <input type="hidden" name="id" value={article.id} />
          <input type="hidden" name="status" value={published ? 'draft' : 'published'} />
          <button type="submit" className={buttonClass(published ? 'secondary' : 'primary')}>
            {published ? 'برگرداندن به پیش‌نویس' : 'انتشار'}
          </button>
        </form>
        {published ? (
          <Link href={contentPageHref(article)} className={buttonClass('ghost')}>
            دیدن در سایت
          </Link>
        ) : null}
      </div>
      <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <ArticleForm article={article} types={types} />
      </div>
    </div>
  );
}
