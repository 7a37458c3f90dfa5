'use client';
// Below the lg breakpoint the filter panel is not in the page flow: a button that says how many filters
// are active opens it as a sheet (filter-sheet-dialog.client.tsx, loaded on the first tap), so the first
// results are on a phone's first screen. Without JavaScript the button is a link to the panel, which CSS
// shows while it is the URL's target. From lg up the panel stands beside the list.
import { formatNumberFa } from '@bazaar/fa/digits';
import dynamic from 'next/dynamic';
import { type ReactNode, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FilterIcon } from '@/components/ui/icons';

// The sheet's code (Radix Dialog) loads on the first tap, not with every product list (issue 18).
const FilterSheetDialog = dynamic(() => import('./filter-sheet-dialog.client').then((m) => m.FilterSheetDialog), {
  ssr: false,
});

const PANEL_ID = 'product-filters-panel';

export function FilterSheet({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
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
          setOpened(true);
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
      {opened ? (
        <FilterSheetDialog open={open} onOpenChange={setOpen} returnFocus={button}>
          {children}
        </FilterSheetDialog>
      ) : null}
    </>
  );
}
