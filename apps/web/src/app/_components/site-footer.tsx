// Footer of the default and profile layouts: links to the information pages of spec section 2.
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES } from '@bazaar/contracts/categories';
import Link from 'next/link';
import { siteConfig } from '@/config/site';
import { categoryTypeHref } from '@/features/categories/category-links';

const INFO_LINKS = [
  { href: '/how-it-work', label: 'راهنمای استفاده' },
  { href: '/faq', label: 'پرسش‌های متداول' },
  { href: '/videos', label: 'ویدئوها' },
  { href: '/feedback', label: 'ارسال بازخورد' },
] as const;

export function SiteFooter() {
  return (
    <footer className="on-dark mt-16 bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{siteConfig.name}</p>
          <p className="mt-2 text-sm leading-7">{siteConfig.description}</p>
        </div>
        <nav aria-label="دسته‌های اصلی">
          <h2 className="font-bold text-white">دسته‌های اصلی</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {CATEGORY_TYPES.map((type) => (
              <li key={type}>
                <Link href={categoryTypeHref(type)} className="hover:text-white hover:underline">
                  {CATEGORY_TYPE_LABELS[type]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="اطلاعات و راهنما">
          <h2 className="font-bold text-white">اطلاعات و راهنما</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {INFO_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-brand-800 px-4 py-4 text-center text-sm">
        تمامی حقوق این وب‌سایت برای {siteConfig.name} محفوظ است.
      </p>
    </footer>
  );
}
