// Header of the default and profile layouts: wordmark, search, account, the editorial site links and the
// category mega-menu. Cached with the page, so it is the same for everyone: the account's name and the
// unread count are filled in by the browser (lib/personal.ts). On phones it is one sticky row with menu
// and search buttons (header-phone.client.tsx); the site links and the category bar show from md up.

import Link from 'next/link';
import { ASSISTANT_PATH } from '@/features/assistant/assistant-links';
import { CategoryMegaMenu } from '@/features/categories/category-mega-menu';
import { UnreadBadge } from '@/features/messaging/unread-badge.client';
import { SearchForm } from '@/features/search/search-form.client';
import { getWebsiteMenu } from '@/features/site/site-api.server';
import { headerExtraLinks } from '@/features/site/website-menu';
import { AccountLink } from './account-link.client';
import { HeaderSearch, PhoneMenu, type PhoneMenuLink } from './header-phone.client';
import { HeaderSiteLinks } from './header-site-links';
import { Wordmark } from './wordmark';

export async function SiteHeader() {
  const links = headerExtraLinks(await getWebsiteMenu('header'));
  const phoneLinks: PhoneMenuLink[] = links.flatMap((link) =>
    [link, ...link.children].map(({ title, href, external }) => ({ title, href, external })),
  );
  phoneLinks.unshift({ title: 'دستیار هوشمند خرید', href: ASSISTANT_PATH, external: false });
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
