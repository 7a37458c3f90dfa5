'use client';
// A sheet over the page (Radix Dialog: focus kept inside, Escape, the overlay and the close buttons close
// it). Opened by a button of the page's own rather than Radix's trigger, so the sheet's code can load on
// the first tap (the phone menu, the product filters): focus goes back to that button on close.
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
  /** The panel's placement and look. */
  className: string;
  'data-testid'?: string;
  /** Dialog.Title, Dialog.Description and the content. */
  children: ReactNode;
}

export function Sheet({ open, onOpenChange, returnFocus, className, children, ...rest }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          dir="rtl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          data-testid={rest['data-testid']}
          className={className}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
