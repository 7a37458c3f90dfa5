// One article in a listing: content type, title, summary, date and author, likes and comments.
import type { PageSummary } from '@bazaar/contracts/content-pages';
import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { CommentIcon, HeartIcon } from '@/components/ui/icons';
import { contentPageHref, contentTypeHref, supplierContentPageHref } from './content-links';
import { PublishedDate } from './published-date';

interface PageCardProps {
  page: PageSummary;
  headingLevel: 'h2' | 'h3';
  /** Link to the article inside its supplier's frame (the supplier's content list). */
  inSupplierFrame?: boolean;
  /** A control the page adds beside the content type (the favourite heart). */
  action?: ReactNode;
}

export function PageCard({ page, headingLevel: Heading, inSupplierFrame = false, action }: PageCardProps) {
  const headingId = `page-card-${page.id}`;
  const href = inSupplierFrame && page.merchant ? supplierContentPageHref(page, page.merchant) : contentPageHref(page);
  return (
    <article
      aria-labelledby={headingId}
      data-testid="page-card"
      className="flex h-full flex-col rounded-xl bg-white p-5 ring-1 ring-slate-200 transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-2">
        <Link
          href={contentTypeHref(page.contentType)}
          className="self-start rounded-md bg-brand-50 px-2 py-0.5 text-sm text-brand-800 hover:bg-brand-100"
        >
          {page.contentType.name}
        </Link>
        {action}
      </div>
      <Heading id={headingId} className="mt-3 text-lg leading-8 font-bold">
        <Link href={href} className="text-brand-900 hover:text-brand-700 hover:underline">
          {toPersianDigitsInText(page.title)}
        </Link>
      </Heading>
      {page.summary ? (
        <p className="mt-2 line-clamp-3 leading-7 text-slate-700">{toPersianDigits(page.summary)}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-4 text-sm text-slate-600">
        {page.publishedAt ? <PublishedDate iso={page.publishedAt} /> : null}
        {page.merchant ? <span>{toPersianDigitsInText(page.merchant.name)}</span> : null}
        <span className="ms-auto inline-flex items-center gap-3">
          <span className="inline-flex items-center gap-1">
            <HeartIcon size={16} className="text-slate-500" />
            <span className="sr-only">پسند:</span>
            {formatNumberFa(page.likeCount)}
          </span>
          <span className="inline-flex items-center gap-1">
            <CommentIcon size={16} className="text-slate-500" />
            <span className="sr-only">دیدگاه:</span>
            {formatNumberFa(page.commentCount)}
          </span>
        </span>
      </div>
    </article>
  );
}
