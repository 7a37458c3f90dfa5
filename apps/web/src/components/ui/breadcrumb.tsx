// Breadcrumb trail: links up to the current page, which is named but not linked; the same trail as
// schema.org BreadcrumbList for search engines.
import Link from 'next/link';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { breadcrumbJsonLd } from '@/lib/json-ld';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (always the last item). */
  href?: string;
}

export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav aria-label="مسیر صفحه">
      <JsonLdScript data={breadcrumbJsonLd(items)} />
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
