'use client';
// The header's phone parts (below the md breakpoint the header is one sticky row): a menu button opening a
// sheet with the category types and the site links (the desktop rows are hidden there), and a search
// button that shows the search field under the row and focuses it, so search stays reachable while the
// page scrolls.
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES } from '@bazaar/contracts/category-types';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Dialog } from 'radix-ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, ListIcon, SearchIcon } from '@/components/ui/icons';
import { categoryTypeHref } from '@/features/categories/category-links';

const iconButton = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg hover:bg-brand-800 md:hidden';

export interface PhoneMenuLink {
  title: string;
  href: string;
  external: boolean;
}

export function PhoneMenu({ links }: { links: PhoneMenuLink[] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a followed link closes the sheet
  useEffect(() => setOpen(false), [pathname]);
  const linkClass = 'flex min-h-11 items-center rounded-lg px-3 hover:bg-brand-50 hover:text-brand-800';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={iconButton} aria-label="منو" data-testid="phone-menu-button">
        <ListIcon size={24} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          dir="rtl"
          className="fixed inset-y-0 start-0 z-50 w-[min(20rem,85vw)] overflow-y-auto bg-white p-4 text-slate-900 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">منو</Dialog.Title>
            <Dialog.Close className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg hover:bg-slate-100">
              <CloseIcon size={22} />
              <span className="sr-only">بستن منو</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">دسته‌بندی‌ها و پیوندهای سایت</Dialog.Description>
          <nav aria-label="دسته‌بندی‌ها در منو" className="mt-3">
            <ul>
              {CATEGORY_TYPES.map((type) => (
                <li key={type}>
                  <Link href={categoryTypeHref(type)} className={`${linkClass} font-medium`}>
                    {CATEGORY_TYPE_LABELS[type]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {links.length > 0 ? (
            <nav aria-label="پیوندهای سایت در منو" className="mt-3 border-t border-slate-200 pt-3">
              <ul>
                {links.map((link) => (
                  <li key={`${link.href}-${link.title}`}>
                    {link.external ? (
                      <a href={link.href} rel="noopener" className={linkClass}>
                        {link.title}
                      </a>
                    ) : (
                      <Link href={link.href} className={linkClass}>
                        {link.title}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
