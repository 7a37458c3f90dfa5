// Footer of the default and profile layouts: the root category types and the editorial footer groups
// (GET /websitemenus/tree?location=footer); while the API is down, the information pages of spec
// section 2 stand in for the groups.
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES } from '@bazaar/contracts/categories';
import Link from 'next/link';
import { siteConfig } from '@/config/site';
import { categoryTypeHref } from '@/features/categories/category-links';
import { getWebsiteMenu } from '@/features/site/site-api.server';
import { type FooterGroup, footerGroups } from '@/features/site/website-menu';

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
  return (
    <footer className="ft on-dark mt-16 bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 md:grid-cols-3 lg:grid-cols-7">
        <div className="col-span-full lg:col-span-2">
          <p className="text-lg font-bold text-white">{siteConfig.name}</p>
          <p className="mt-2 text-sm leading-7">{siteConfig.description}</p>
          <p className="mt-3 text-sm">
            <Link href="/profile/supplier-registration" className="font-bold text-white hover:underline">
              ثبت‌نام تأمین‌کننده
            </Link>
          </p>
        </div>
        <nav aria-label="دسته‌های اصلی">
          <h2 className="font-bold text-white">دسته‌های اصلی</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {CATEGORY_TYPES.map((type) => (
              <li key={type}>
                <Link href={categoryTypeHref(type)}>{CATEGORY_TYPE_LABELS[type]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {(groups.length > 0 ? groups : FALLBACK_GROUPS).map((group) => (
          <nav key={group.id} aria-label={group.title}>
            <h2 className="font-bold text-white">{group.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.id}>
                  {link.external ? (
                    <a href={link.href} rel="noopener">
                      {link.title}
                    </a>
                  ) : (
                    <Link href={link.href}>{link.title}</Link>
                  )}
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
        تمامی حقوق این وب‌سایت برای {siteConfig.name} محفوظ است.
      </p>
    </footer>
  );
}
