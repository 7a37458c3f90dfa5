'use client';
// The header's phone parts (below the md breakpoint the header is one sticky row): a menu button opening a
// sheet with the category types and the site links (the desktop rows are hidden there; the sheet is
// phone-menu-sheet.client.tsx, loaded on the first tap), and a search button that shows the search field
// under the row and focuses it, so search stays reachable while the page scrolls.
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ListIcon, SearchIcon } from '@/components/ui/icons';

// The sheet's code (Radix Dialog) loads on the first tap of the menu button, not with every page (issue 18).
const PhoneMenuSheet = dynamic(() => import('./phone-menu-sheet.client').then((m) => m.PhoneMenuSheet), {
  ssr: false,
});

const iconButton = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg hover:bg-brand-800 md:hidden';

export interface PhoneMenuLink {
  title: string;
  href: string;
  external: boolean;
}

export function PhoneMenu({ links }: { links: PhoneMenuLink[] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a followed link closes the sheet
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={iconButton}
        aria-label="منو"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="phone-menu-button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <ListIcon size={24} />
      </button>
      {opened ? <PhoneMenuSheet open={open} onOpenChange={setOpen} links={links} returnFocus={button} /> : null}
    </>
  );
}

/**
 * The search form (children) in the header row on wider screens; on phones behind a button, shown on its
 * own line under the sticky row when asked for.
 */
export function HeaderSearch({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a search (a new page) folds the field away
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (open) panel.current?.querySelector('input')?.focus();
  }, [open]);
  return (
    <>
      <button
        type="button"
        className={`${iconButton} max-md:order-1`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        data-testid="phone-search-button"
      >
        <SearchIcon size={22} />
        <span className="sr-only">{open ? 'بستن جستجو' : 'جستجو'}</span>
      </button>
      <div
        id={panelId}
        ref={panel}
        className={`order-last w-full md:order-none md:block md:max-w-xl md:flex-1 ${open ? '' : 'max-md:hidden'}`}
      >
        {children}
      </div>
    </>
  );
}
