'use client';
// The groups of a category-type page drawn on the client from their data (issue 34): each group's name, slug,
// counts and subcategories travel once in the React payload as plain values, instead of the whole card's
// markup (some hundred links, each a Link element with its props) a second time beside the HTML. Addresses are
// built here, readable (lib/readable-segment.ts), the same paths categoryLinkPath, categoryProductsHref and
// suppliersInCategoryHref give (the browser encodes them when it follows the link).
import { formatNumberFa } from '@bazaar/fa/digits';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { readableSegment } from '@/lib/readable-segment';

/** A subcategory: id, name (digits already Persian), canonical slug (decoded), its product count or null. */
export type CategorySubData = [id: number, name: string, slug: string, products: number | null];

export interface CategoryGroupData {
  id: number;
  /** Digits already Persian. */
  name: string;
  /** The canonical slug, decoded (canonicalCategorySlug). */
  slug: string;
  /** The group's icon, drawn on the server (the icon map stays out of the browser's code). */
  icon: ReactNode;
  counts: [products: number, suppliers: number] | null;
  subs: CategorySubData[];
}

function GroupCard({ group }: { group: CategoryGroupData }) {
  const headingId = `category-group-${group.id}`;
  const segment = `${group.id}/${readableSegment(group.slug)}`;
  return (
    <article aria-labelledby={headingId} className="cg">
      <div className="flex items-start gap-3">
        <span className="cg-icon">{group.icon}</span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg leading-8 font-bold">
            <Link href={`/category/${segment}`} className="pc-link">
              {group.name}
            </Link>
          </h2>
          {group.counts ? (
            <span className="text-sm text-slate-600">{`${formatNumberFa(group.counts[0])} محصول، ${formatNumberFa(group.counts[1])} تأمین‌کننده`}</span>
          ) : null}
        </div>
      </div>
      {group.subs.length > 0 ? (
        <ul className="cg-subs">
          {group.subs.map(([id, name, slug, products]) => (
            <li key={id}>
              <Link href={`/category/${id}/${readableSegment(slug)}`}>{name}</Link>
              {products !== null ? <span>{`${formatNumberFa(products)} محصول`}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="cg-foot">
        <Link href={`/products/category/${segment}`}>
          محصولات<span className="sr-only">{` ${group.name}`}</span>
        </Link>
        <Link href={`/supplier/category/${segment}`}>
          تأمین‌کنندگان<span className="sr-only">{` ${group.name}`}</span>
        </Link>
      </div>
    </article>
  );
}

export function CategoryGroups({ groups }: { groups: CategoryGroupData[] }) {
  return (
    <div className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      {groups.map((group) => (
        <GroupCard key={group.id} group={group} />
      ))}
    </div>
  );
}
