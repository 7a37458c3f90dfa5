// /profile/company/articles/{id}: edit one of the company's articles (decision 029); a published one links
// to its public page.
import { isApiError } from '@bazaar/api-client/api-error';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { supplierContentPageHref } from '@/features/content/content-links';
import { ArticleForm } from '@/features/supplier-profile/article-form';
import { COMPANY_PROFILE_PATH, companyArticlePath, profileNotice } from '@/features/supplier-profile/notices';
import { profileApis } from '@/features/supplier-profile/profile-data.server';
import { parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'ویرایش مقاله', robots: { index: false, follow: false } };

export default async function EditArticlePage({ params, searchParams }: PageProps<'/profile/company/articles/[id]'>) {
  const id = parsePublicId((await params).id);
  if (id === null) notFound();
  const { profile } = await profileApis(companyArticlePath(id));
  const article = await profile.article({ params: { id } }).catch((error: unknown) => {
    // Another company's article is not told apart from a missing one; a missing right is the 403 screen.
    if (isApiError(error) && (error.status === 404 || error.status === 403)) notFound();
    throw error;
  });
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb
        items={[
          { label: 'حساب کاربری', href: '/profile' },
          { label: 'نمایهٔ شرکت', href: `${COMPANY_PROFILE_PATH}?merchantId=${article.merchantId}` },
          { label: 'ویرایش مقاله' },
        ]}
      />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{toPersianDigitsInText(article.title)}</h1>
        {article.status === 'published' ? (
          <Link
            href={supplierContentPageHref(article, { id: article.merchantId })}
            className={buttonClass('secondary')}
            data-testid="article-public-link"
          >
            دیدن مقاله در سایت
          </Link>
        ) : (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">پیش‌نویس؛ در سایت نمایش داده نمی‌شود.</p>
        )}
      </header>
      <NoticeBanner notice={profileNotice((await searchParams).notice)} />
      <section className="rounded-xl bg-white p-5 ring-1 ring-slate-200" aria-label="مقاله">
        <ArticleForm merchantId={article.merchantId} article={article} />
      </section>
    </div>
  );
}
