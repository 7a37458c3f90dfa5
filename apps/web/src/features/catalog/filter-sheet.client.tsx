'use client';
// Below the lg breakpoint the filter panel is not in the page flow: a button that says how many filters
// are active opens it as a sheet (Radix Dialog: focus kept inside, Escape and the close buttons return to
// the button), so the first results are on a phone's first screen. Without JavaScript the button is a link
// to the panel, which CSS shows while it is the URL's target. From lg up the panel stands beside the list.
import { formatNumberFa } from '@bazaar/fa/digits';
import { Dialog } from 'radix-ui';
import { type ReactNode, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { CloseIcon, FilterIcon } from '@/components/ui/icons';

const PANEL_ID = 'product-filters-panel';

export function FilterSheet({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);
  const label = activeCount > 0 ? `فیلترها، ${formatNumberFa(activeCount)} فیلتر فعال` : 'فیلترها';
  return (
    <>
      <a
        ref={button}
        href={`#${PANEL_ID}`}
        aria-label={label}
        data-testid="filter-sheet-button"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className={buttonClass('secondary', 'lg:hidden')}
      >
        <FilterIcon size={20} />
        فیلترها
        {activeCount > 0 ? (
          <span
            aria-hidden="true"
            data-testid="active-filter-count"
            className="min-w-6 rounded-full bg-brand-700 px-1.5 text-center text-sm leading-6 font-bold text-white"
          >
            {formatNumberFa(activeCount)}
          </span>
        ) : null}
      </a>
      <div id={PANEL_ID} className="max-lg:hidden max-lg:target:block">
        {open ? null : children}
      </div>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <Dialog.Content
            dir="rtl"
            // The button is a link (it works without JavaScript), not Radix's trigger: focus goes back to it here.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
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
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
