// Header of the default and profile layouts: wordmark, search, the editorial site links and the
// category mega-menu.
import Link from 'next/link';
import { UserIcon } from '@/components/ui/icons';
import { ASSISTANT_PATH } from '@/features/assistant/assistant-links';
import { CategoryMegaMenu } from '@/features/categories/category-mega-menu';
import { getCategoryMenus } from '@/features/categories/menu.server';
import { UnreadBadge } from '@/features/messaging/unread-badge.client';
import { SearchForm } from '@/features/search/search-form.client';
import { HeaderSiteLinks } from './header-site-links';
import { Wordmark } from './wordmark';

export async function SiteHeader() {
  const menus = await getCategoryMenus();
  return (
    <header className="relative">
      <div className="on-dark bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
          <Wordmark />
          <div className="order-last w-full md:order-none md:max-w-xl md:flex-1">
            <SearchForm />
          </div>
          <div className="ms-auto flex items-center gap-1">
            <Link
              href={ASSISTANT_PATH}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 hover:bg-brand-800"
            >
              دستیار هوشمند خرید
            </Link>
            <UnreadBadge />
            <Link
              href="/profile"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 hover:bg-brand-800"
            >
              <UserIcon size={20} />
              <span>حساب کاربری</span>
            </Link>
          </div>
        </div>
        <div className="mx-auto max-w-7xl px-2 pb-2 sm:px-3">
          <HeaderSiteLinks />
        </div>
      </div>
      <CategoryMegaMenu menus={menus} />
    </header>
  );
}
