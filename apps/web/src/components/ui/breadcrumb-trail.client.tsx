'use client';
// The breadcrumb trail and its schema.org BreadcrumbList, drawn from the items by a client component: the page's
// React payload carries the items once, instead of the trail's markup and the structured data's JSON text a second
// time each (a server-rendered <script> is sent as HTML and again, escaped, as a payload string; issue 34). Search
// engines read the same <script type="application/ld+json"> in the HTML as before.
import Link from 'next/link';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { breadcrumbJsonLd } from '@/lib/json-ld';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (always the last item). */
  href?: string;
}

export function BreadcrumbTrail({ items, origin }: { items: BreadcrumbItem[]; origin: string }) {
  return (
    <nav aria-label="مسیر صفحه">
      <JsonLdScript data={breadcrumbJsonLd(items, origin)} />
      {/* `.bc` (globals.css) styles the items and draws the separators: not repeated on every page twice. */}
      <ol className="bc">
        {items.map((item) => (
          <li key={item.href ?? 'current'}>
            {item.href ? <Link href={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
