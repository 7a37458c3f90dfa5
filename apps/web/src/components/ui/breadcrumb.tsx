// Breadcrumb trail: links up to the current page, which is named but not linked; the same trail as
// schema.org BreadcrumbList for search engines.
import Link from 'next/link';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { ChevronLeftIcon } from './icons';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (always the last item). */
  href?: string;
}

export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav aria-label="مسیر صفحه">
      <JsonLdScript data={breadcrumbJsonLd(items)} />
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-slate-600">
        {items.map((item, index) => (
          <li key={`${item.href ?? 'current'}:${item.label}`} className="flex items-center gap-1">
            {index > 0 ? <ChevronLeftIcon size={14} className="shrink-0 text-slate-400" /> : null}
            {item.href ? (
              <Link href={item.href} className="rounded-sm hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-800">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
