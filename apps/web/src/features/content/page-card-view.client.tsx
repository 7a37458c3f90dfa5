'use client';
// One article in a listing, drawn on the client from its few ready strings (pageCardRow in page-card.tsx): the
// React payload carries the card's data, not its markup a second time, as the product and supplier cards do
// (decisions 055, 063; issue 34: an article list of 12 was the heaviest page of its kind). Short classes and
// CSS-drawn icons (`.ac*`, `.bi-*` in app/globals.css) instead of a utility list and an <svg> on every card.
import Link from 'next/link';
import type { ComponentType, ReactNode } from 'react';

/**
 * What an article card shows, formatted on the server, as a row of values (no key names in the payload). The
 * links keep their slugs readable (lib/readable-segment.ts); the date is [ISO moment, Jalali text].
 */
export type PageCardRow = [
  id: number,
  href: string,
  typeName: string,
  typeHref: string,
  title: string,
  summary: string,
  date: [iso: string, text: string] | null,
  merchant: string | null,
  likes: string,
  comments: string,
];

export interface PageCardViewProps {
  row: PageCardRow;
  headingLevel: 'h2' | 'h3';
  /** A control beside the content type that the page adds (the favourite heart). */
  action?: ReactNode;
}

/** The heading's id, which also names the card's heart (ArticleHeart). */
export const pageCardHeadingId = (id: number) => `page-card-${id}`;

export function PageCardView({ row, headingLevel: Heading, action }: PageCardViewProps) {
  const [id, href, typeName, typeHref, title, summary, date, merchant, likes, comments] = row;
  const headingId = pageCardHeadingId(id);
  return (
    <article aria-labelledby={headingId} data-testid="page-card" className="ac">
      <div className="ac-top">
        <Link href={typeHref} className="ac-type">
          {typeName}
        </Link>
        {action}
      </div>
      <Heading id={headingId} className="ac-title">
        <Link href={href} className="pc-link">
          {title}
        </Link>
      </Heading>
      {summary ? <p className="ac-sum">{summary}</p> : null}
      <div className="ac-foot">
        {date ? (
          <time dateTime={date[0]} className="pc-place bi-cal">
            {date[1]}
          </time>
        ) : null}
        {merchant ? <span>{merchant}</span> : null}
        <span className="ac-counts">
          <span className="pc-place bi-like">
            <span className="sr-only">پسند:</span>
            {likes}
          </span>
          <span className="pc-place bi-comment">
            <span className="sr-only">دیدگاه:</span>
            {comments}
          </span>
        </span>
      </div>
    </article>
  );
}

interface PageCardGridProps {
  rows: PageCardRow[];
  /** The cards' heading level: h2 where the cards are the page's main content. */
  headingLevel: 'h2' | 'h3';
  label: string;
  className: string;
  /** Drawn beside each card's content type with the article's id (the favourite heart, ArticleHeart). */
  Action?: ComponentType<{ id: number }>;
}

/** A list of article cards: one client element whose payload is the rows, and the action as one reference. */
export function PageCardGrid({ rows, headingLevel, label, className, Action }: PageCardGridProps) {
  return (
    <ul aria-label={label} className={className}>
      {rows.map((row) => (
        <li key={row[0]}>
          <PageCardView row={row} headingLevel={headingLevel} action={Action ? <Action id={row[0]} /> : null} />
        </li>
      ))}
    </ul>
  );
}
