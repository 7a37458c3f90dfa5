'use client';
// The filter sheet itself (Radix Dialog: focus kept inside, Escape and the close buttons return to the
// button). Loaded on the first tap of the filter button (filter-sheet.client.tsx), so the dialog's code is
// not in the first load of every product list (issue 18).
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { CloseIcon } from '@/components/ui/icons';
import { Sheet } from '@/components/ui/sheet.client';

interface FilterSheetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the sheet: focus goes back to it on close. */
  returnFocus: RefObject<HTMLAnchorElement | null>;
  children: ReactNode;
}

export function FilterSheetDialog({ open, onOpenChange, returnFocus, children }: FilterSheetDialogProps) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      data-testid="filter-sheet"
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl bg-slate-50 shadow-xl"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
        <Dialog.Title className="text-lg font-bold text-slate-900">فیلتر محصولات</Dialog.Title>
        <Dialog.Close className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg hover:bg-slate-200">
          <CloseIcon size={22} />
          <span className="sr-only">بستن فیلترها</span>
        </Dialog.Close>
      </div>
      <Dialog.Description className="sr-only">
        انتخاب‌ها بی‌درنگ اعمال می‌شوند؛ برای دیدن نتایج این پنجره را ببندید.
      </Dialog.Description>
      <div className="overflow-y-auto p-3">{open ? children : null}</div>
      <div className="border-t border-slate-200 p-3">
        <Dialog.Close className={buttonClass('primary', 'w-full')}>مشاهدهٔ نتایج</Dialog.Close>
      </div>
    </Sheet>
  );
}
