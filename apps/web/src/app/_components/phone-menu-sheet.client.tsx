'use client';
// The phone menu's sheet (Radix Dialog): the category types and the site links. Loaded on the first tap of
// the menu button (header-phone.client.tsx), so the dialog's code is not in every page's first load
// (issue 18).
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES } from '@bazaar/contracts/category-types';
import Link from 'next/link';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { Sheet } from '@/components/ui/sheet.client';
import { categoryTypeHref } from '@/features/categories/category-links';
import type { PhoneMenuLink } from './header-phone.client';
import { MenuAnchor } from './header-site-links';

interface PhoneMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: PhoneMenuLink[];
  /** The menu button: focus goes back to it on close. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

export function PhoneMenuSheet({ open, onOpenChange, links, returnFocus }: PhoneMenuSheetProps) {
  const linkClass = 'flex min-h-11 items-center rounded-lg px-3 hover:bg-brand-50 hover:text-brand-800';
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
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
                <MenuAnchor link={link} className={linkClass} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </Sheet>
  );
}
