// Footer of the default and profile layouts: the root category types and the editorial footer groups
// (GET /websitemenus/tree?location=footer); while the API is down, the information pages of spec
// section 2 stand in for the groups. The markup is site-footer.client.tsx's.
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES } from '@bazaar/contracts/categories';
import { siteConfig } from '@/config/site';
import { categoryTypeHref } from '@/features/categories/category-links';
import { getWebsiteMenu } from '@/features/site/site-api.server';
import { type FooterGroup, footerGroups } from '@/features/site/website-menu';
import { type FooterColumn, type FooterLinkRow, SiteFooterView } from './site-footer.client';

const rowOf = ({ title, href, external }: { title: string; href: string; external: boolean }): FooterLinkRow =>
  external ? [title, href, 1] : [title, href];

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
      title: 'دسته‌های اصلی',
      links: CATEGORY_TYPES.map((type): FooterLinkRow => [CATEGORY_TYPE_LABELS[type], categoryTypeHref(type)]),
    },
    ...(groups.length > 0 ? groups : FALLBACK_GROUPS).map((group) => ({
      title: group.title,
      links: group.links.map(rowOf),
    })),
  ];
  return <SiteFooterView name={siteConfig.name} description={siteConfig.description} columns={columns} />;
}
