// The header's editorial links (GET /websitemenus/tree?location=header, read by site-header.tsx) that the category mega-menu and
// the account link do not already cover: suppliers, articles, videos, FAQ… An item with children opens
// a small disclosure panel, like the mega-menu. Nothing at all while the API is down.
import Link from 'next/link';
import { ChevronDownIcon } from '@/components/ui/icons';
import { MegaMenuDismiss } from '@/features/categories/mega-menu-dismiss.client';
import type { MenuLink } from '@/features/site/website-menu';

const NAV_ID = 'header-site-links';
// `.hl-item` and `.hl-sub` in app/globals.css: short classes, as every page carries these links.
const itemClass = 'hl-item';

/** An editorial link: a plain anchor to another site, a Next link inside this one. */
export function MenuAnchor({
  link,
  className,
}: {
  link: Pick<MenuLink, 'title' | 'href' | 'external'>;
  className?: string;
}) {
  return link.external ? (
    <a href={link.href} rel="noopener" className={className}>
      {link.title}
    </a>
  ) : (
    <Link href={link.href} className={className}>
      {link.title}
    </Link>
  );
}

export function HeaderSiteLinks({ links }: { links: MenuLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav id={NAV_ID} aria-label="پیوندهای سایت" className="w-full">
      <ul className="flex flex-wrap items-center gap-x-1">
        {links.map((link) => (
          <li key={link.id} className="relative">
            {link.children.length > 0 ? (
              <details name={NAV_ID} className="group">
                <summary className={itemClass}>
                  {link.title}
                  <ChevronDownIcon size={16} className="transition-transform group-open:rotate-180" />
                </summary>
                <ul className="absolute start-0 top-full z-40 mt-1 min-w-56 rounded-xl bg-white p-2 text-slate-900 shadow-lg ring-1 ring-slate-200 [--focus-ring-color:var(--color-accent-700)]">
                  {[{ ...link, id: -link.id, title: `همهٔ ${link.title}`, children: [] }, ...link.children].map(
                    (child) => (
                      <li key={child.id}>
                        <MenuAnchor link={child} className="hl-sub" />
                      </li>
                    ),
                  )}
                </ul>
              </details>
            ) : (
              <MenuAnchor link={link} className={itemClass} />
            )}
          </li>
        ))}
      </ul>
      <MegaMenuDismiss menuId={NAV_ID} />
    </nav>
  );
}
