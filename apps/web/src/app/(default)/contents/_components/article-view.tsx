// The article screen shared by /contents/{pageId}/{title} and its supplier variant: header, body,
// likes, labels, threaded comments with their forms, and related articles beside it. It is the same for
// every visitor (cached and shared, decision 064): the like toggle, the forms and the visitor's own pending
// comments are islands inside ArticleViewerProvider, filled in after load.
import type { PageComment } from '@bazaar/contracts/content-comments';
import type { PageDetail, PageSummary } from '@bazaar/contracts/content-pages';
import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { Breadcrumb, type BreadcrumbItem } from '@/components/ui/breadcrumb';
import { EyeIcon, TagIcon, UserIcon } from '@/components/ui/icons';
import { RichText } from '@/components/ui/rich-text';
import { categoryHref } from '@/features/categories/category-links';
import { countComments } from '@/features/content/comment-tree';
import { contentLabelHref, contentPageHref, contentTypeHref } from '@/features/content/content-links';
import { PublishedDate } from '@/features/content/published-date';
import { FavoriteButton } from '@/features/engagement/favorite-button.client';
import { VisitBeacon } from '@/features/engagement/visit-beacon.client';
import { articleJsonLd } from '@/features/seo/structured-data';
import { supplierHref } from '@/features/suppliers/supplier-links';
import { ArticleCommentForm, ArticleLike, ArticleViewerProvider, PendingComments } from './article-viewer.client';
import { CommentThread } from './comment-thread';

interface ArticleViewProps {
  page: PageDetail;
  /** Approved comments; null when they could not be loaded. */
  comments: PageComment[] | null;
  related: PageSummary[];
  crumbs: BreadcrumbItem[];
  /** The login page, coming back to this article. */
  loginHref: string;
  /** Shown first beside the article, e.g. the supplier card. */
  aside?: ReactNode;
}

/** The article inside the islands' provider, which asks once for the visitor's own part. */
export function ArticleView(props: ArticleViewProps) {
  return (
    <ArticleViewerProvider pageId={props.page.id}>
      <ArticleBody {...props} />
    </ArticleViewerProvider>
  );
}

function ArticleBody({ page, comments, related, crumbs, loginHref, aside }: ArticleViewProps) {
  const commentTotal = comments ? countComments(comments) : page.commentCount;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLdScript
        data={articleJsonLd({
          title: page.title,
          path: contentPageHref(page),
          summary: page.summary,
          publishedAt: page.publishedAt,
          authorName: page.authorName,
          merchant: page.merchant ? { name: page.merchant.name, path: supplierHref(page.merchant) } : null,
          labels: page.labels,
        })}
      />
      <Breadcrumb items={crumbs} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <article aria-labelledby="article-title" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8">
            <header>
              <Link
                href={contentTypeHref(page.contentType)}
                className="inline-block rounded-md bg-brand-50 px-2 py-0.5 text-sm text-brand-800 hover:bg-brand-100"
              >
                {page.contentType.name}
              </Link>
              <h1 id="article-title" className="mt-3 text-2xl leading-snug font-black text-slate-900 sm:text-3xl">
                {toPersianDigitsInText(page.title)}
              </h1>
              <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-600">
                {page.publishedAt ? <PublishedDate iso={page.publishedAt} /> : null}
                {page.authorName ? (
                  <span className="inline-flex items-center gap-1">
                    <UserIcon size={16} className="text-slate-500" />
                    <span className="sr-only">نویسنده:</span>
                    {toPersianDigits(page.authorName)}
                  </span>
                ) : null}
                <span className="inline-flex items-center gap-1">
                  <EyeIcon size={16} className="text-slate-500" />
                  {formatNumberFa(page.visitCount)} بازدید
                </span>
                {page.category ? (
                  <Link href={categoryHref(page.category)} className="text-brand-700 hover:underline">
                    دسته: {toPersianDigitsInText(page.category.name)}
                  </Link>
                ) : null}
              </div>
              {page.summary ? (
                <p className="mt-5 text-lg leading-8 font-medium text-slate-700">{toPersianDigits(page.summary)}</p>
              ) : null}
            </header>

            <RichText html={page.bodyHtml} className="mt-6" />

            <footer className="mt-8 flex flex-col gap-5 border-t border-slate-200 pt-5">
              {page.labels.length > 0 ? (
                <div className="flex items-start gap-2">
                  <TagIcon size={18} className="mt-2 shrink-0 text-slate-500" />
                  <ul aria-label="برچسب‌ها" className="flex flex-wrap items-center gap-2">
                    {page.labels.map((label) => (
                      <li key={label}>
                        <Link
                          href={contentLabelHref(label)}
                          className="inline-flex min-h-9 items-center rounded-full bg-slate-100 px-3 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800"
                        >
                          {toPersianDigits(label)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <FavoriteButton objectType="content" objectId={page.id} title={toPersianDigitsInText(page.title)} />
              <ArticleLike pageId={page.id} likeCount={page.likeCount} loginHref={loginHref} />
            </footer>
          </article>

          <section aria-labelledby="comments-heading" className="mt-10">
            <h2 id="comments-heading" className="text-xl font-bold text-slate-900">
              دیدگاه‌ها ({formatNumberFa(commentTotal)})
            </h2>
            <div className="mt-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <ArticleCommentForm pageId={page.id} loginHref={loginHref} />
            </div>
            <div className="mt-6">
              <PendingComments parentId={null} />
              {comments === null ? (
                <p className="text-slate-600">دیدگاه‌ها اکنون در دسترس نیستند؛ کمی بعد دوباره سر بزنید.</p>
              ) : comments.length > 0 ? (
                <CommentThread pageId={page.id} comments={comments} />
              ) : (
                <p className="text-slate-600">هنوز دیدگاهی برای این مطلب منتشر نشده است.</p>
              )}
            </div>
          </section>
        </div>

        <aside aria-label="کنار مطلب" className="flex flex-col gap-6">
          {aside}
          {related.length > 0 ? (
            <section aria-labelledby="related-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <h2 id="related-heading" className="font-bold text-slate-900">
                مطالب مرتبط
              </h2>
              <ul className="mt-3 flex flex-col divide-y divide-slate-100">
                {related.map((item) => (
                  <li key={item.id} className="py-3">
                    <Link href={contentPageHref(item)} className="leading-7 font-medium text-brand-900 hover:underline">
                      {toPersianDigitsInText(item.title)}
                    </Link>
                    {item.publishedAt ? (
                      <p className="mt-1 text-sm text-slate-600">
                        <PublishedDate iso={item.publishedAt} withIcon={false} />
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
      <VisitBeacon objectType="content" objectId={page.id} />
    </div>
  );
}
