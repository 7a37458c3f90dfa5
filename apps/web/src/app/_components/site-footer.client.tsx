'use client';
// The footer's markup, drawn from a few strings that site-footer.tsx reads on the server. As a client
// component, the page's React payload carries the links' titles and addresses instead of the footer's whole
// markup a second time (every page pays for it; issue 18). Nothing in it is interactive. A link travels as a
// row, [title, href] or [title, href, 1] for another site, without key names (decision 076).
import Link from 'next/link';
import { MenuAnchor } from './header-site-links';

/** A footer link: title, address, and 1 when it leads to another site. */
export type FooterLinkRow = [title: string, href: string, external?: 1];

export interface FooterColumn {
  title: string;
  links: FooterLinkRow[];
}

interface SiteFooterViewProps {
  name: string;
  description: string;
  columns: FooterColumn[];
}

export function SiteFooterView({ name, description, columns }: SiteFooterViewProps) {
  return (
    <footer className="ft on-dark mt-16 bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 md:grid-cols-3 lg:grid-cols-7">
        <div className="col-span-full lg:col-span-2">
          <p className="text-lg font-bold text-white">{name}</p>
          <p className="mt-2 text-sm leading-7">{description}</p>
          <p className="mt-3 text-sm">
            <Link href="/profile/supplier-registration" className="font-bold text-white hover:underline">
              ثبت‌نام تأمین‌کننده
            </Link>
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-bold text-white">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map(([title, href, external]) => (
                <li key={`${href} ${title}`}>
                  <MenuAnchor link={{ title, href, external: external === 1 }} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-brand-800 px-4 py-4 text-center text-sm">
        {/* A plain link: the sitemap is XML for search engines, not a page of the app. */}
        <a href="/sitemap.xml" className="me-3">
          نقشهٔ سایت
        </a>
        {`تمامی حقوق این وب‌سایت برای ${name} محفوظ است.`}
      </p>
    </footer>
  );
}
