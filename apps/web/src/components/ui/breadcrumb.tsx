// Breadcrumb trail: links up to the current page, which is named but not linked; the same trail as
// schema.org BreadcrumbList for search engines. Drawn by a client component from the items
// (breadcrumb-trail.client.tsx), so the React payload carries the items, not the markup and the JSON-LD again.
import { siteConfig } from '@/config/site';
import { type BreadcrumbItem, BreadcrumbTrail } from './breadcrumb-trail.client';

export type { BreadcrumbItem } from './breadcrumb-trail.client';

export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return <BreadcrumbTrail items={items} origin={siteConfig.origin} />;
}
