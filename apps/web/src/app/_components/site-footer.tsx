// Footer of the default and profile layouts: the root category types and the editorial footer groups
// (GET /websitemenus/tree?location=footer); while the API is down, the information pages of spec
// section 2 stand in for the groups. The markup is site-footer.client.tsx's.
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES } from '@bazaar/contracts/categories';
import { siteConfig } from '@/config/site';
import { categoryTypeHref } from '@/features/categories/category-links';
import { getWebsiteMenu } from '@/features/site/site-api.server';
import { type FooterGroup, footerGroups } from '@/features/site/website-menu';
import { type FooterColumn, SiteFooterView } from './site-footer.client';

const INFO_LINKS = [
  { href: '/how-it-work', label: 'راهنمای استفاده' },
  { href: '/faq', label: 'پرسش‌های متداول' },
  { href: '/videos', label: 'ویدئوها' },
  { href: '/feedback', label: 'ارسال بازخورد' },
] as const;

const FALLBACK_GROUPS: FooterGroup[] = [
  {
    id: 0,
    title: 'اطلاعات و راهنما',
    links: INFO_LINKS.map((link, index) => ({
      id: index + 1,
      title: link.label,
      href: link.href,
      external: false,
      children: [],
    })),
  },
];

export async function SiteFooter() {
  const groups = footerGroups(await getWebsiteMenu('footer'));
  const columns: FooterColumn[] = [
    {
      id: 'types',
      title: 'دسته‌های اصلی',
      links: CATEGORY_TYPES.map((type) => ({
        id: type,
        title: CATEGORY_TYPE_LABELS[type],
        href: categoryTypeHref(type),
        external: false,
      })),
    },
    ...(groups.length > 0 ? groups : FALLBACK_GROUPS).map((group) => ({
      id: group.id,
      title: group.title,
      links: group.links.map(({ id, title, href, external }) => ({ id, title, href, external })),
    })),
  ];
  return <SiteFooterView name={siteConfig.name} description={siteConfig.description} columns={columns} />;
}
