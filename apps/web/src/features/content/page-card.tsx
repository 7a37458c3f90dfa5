// One article in a listing: content type, title, summary, date and author, likes and comments. The card is drawn
// by a client component from a row of ready strings (page-card-view.client.tsx), so a list of twelve articles
// sends their text in the React payload once, not each card's markup again (issue 34).
import type { PageSummary } from '@bazaar/contracts/content-pages';
import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { contentPageLinkPath, contentTypeHref, supplierContentPageLinkPath } from './content-links';
import type { PageCardRow } from './page-card-view.client';

export type { PageCardRow } from './page-card-view.client';

/** The card's row; `inSupplierFrame` links to the article inside its supplier's frame (the supplier's content list). */
export function pageCardRow(page: PageSummary, inSupplierFrame = false): PageCardRow {
  return [
    page.id,
    inSupplierFrame && page.merchant ? supplierContentPageLinkPath(page, page.merchant) : contentPageLinkPath(page),
    page.contentType.name,
    contentTypeHref(page.contentType),
    toPersianDigitsInText(page.title),
    page.summary ? toPersianDigits(page.summary) : '',
    page.publishedAt ? [page.publishedAt, formatJalaliDate(page.publishedAt, { style: 'long' })] : null,
    page.merchant ? toPersianDigitsInText(page.merchant.name) : null,
    formatNumberFa(page.likeCount),
    formatNumberFa(page.commentCount),
  ];
}
