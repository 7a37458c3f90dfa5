'use client';
// The header's markup (site-header.tsx reads its links on the server). As a client component, the page's
// React payload carries the links' data instead of the header's whole markup a second time: every page
// pays for it (issue 18). The phone menu's flat list is derived here from the same links, not sent twice
// (decision 076).
import Link from 'next/link';
import { ASSISTANT_PATH } from '@/features/assistant/assistant-links';
import { CategoryMegaMenu } from '@/features/categories/category-mega-menu';
import { UnreadBadge } from '@/features/messaging/unread-badge.client';
import { SearchForm } from '@/features/search/search-form.client';
import type { MenuLink } from '@/features/site/website-menu';
import { AccountLink } from './account-link.client';
import { HeaderSearch, PhoneMenu, type PhoneMenuLink } from './header-phone.client';
import { HeaderSiteLinks } from './header-site-links';
import { Wordmark } from './wordmark';

/** The phone menu's links: the assistant, then every site link and its children in order. */
export function phoneLinksOf(links: MenuLink[]): PhoneMenuLink[] {
  return [
    { title: 'دستیار هوشمند خرید', href: ASSISTANT_PATH, external: false },
    ...links.flatMap((link) =>
      [link, ...link.children].map(({ title, href, external }) => ({ title, href, external })),
    ),
  ];
}

export function SiteHeaderView({ links }: { links: MenuLink[] }) {
  const phoneLinks = phoneLinksOf(links);
  return (
    <header className="relative max-md:sticky max-md:top-0 max-md:z-40" data-testid="site-header">
      <div className="on-dark bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-2 py-2 md:gap-x-6 md:gap-y-3 md:px-4 md:py-3">
          <PhoneMenu links={phoneLinks} />
          <Wordmark className="max-md:text-lg" />
          <HeaderSearch>
            <SearchForm />
          </HeaderSearch>
          <div className="ms-auto flex items-center gap-1 max-md:order-2 max-md:ms-0">
            <Link
              href={ASSISTANT_PATH}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 hover:bg-brand-800 max-md:hidden"
            >
              دستیار هوشمند خرید
            </Link>
            <UnreadBadge />
            <AccountLink />
          </div>
        </div>
        <div className="mx-auto hidden max-w-7xl px-2 pb-2 sm:px-3 md:block">
          <HeaderSiteLinks links={links} />
        </div>
      </div>
      <CategoryMegaMenu />
    </header>
  );
}
