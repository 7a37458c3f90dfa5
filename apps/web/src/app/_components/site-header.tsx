// Header of the default and profile layouts: wordmark, search, account, the editorial site links and the
// category mega-menu. Cached with the page, so it is the same for everyone: the account's name and the
// unread count are filled in by the browser (lib/personal.ts). On phones it is one sticky row with menu
// and search buttons (header-phone.client.tsx); the site links and the category bar show from md up. The
// markup is site-header.client.tsx's; this part reads the editorial links.

import { getWebsiteMenu } from '@/features/site/site-api.server';
import { headerExtraLinks } from '@/features/site/website-menu';
import { SiteHeaderView } from './site-header.client';

export async function SiteHeader() {
  return <SiteHeaderView links={headerExtraLinks(await getWebsiteMenu('header'))} />;
}
