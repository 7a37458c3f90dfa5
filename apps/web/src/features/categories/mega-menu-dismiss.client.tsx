'use client';
// Progressive enhancement for the <details> mega-menu: Escape, a click outside, leaving it with Tab
// and following a link all close the open panel, as the disclosure navigation pattern expects.
// Renders nothing; without it the menu still works, panels just stay open until toggled.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

function closeAll(menu: HTMLElement) {
  for (const details of menu.querySelectorAll<HTMLDetailsElement>('details[open]')) details.open = false;
}

export function MegaMenuDismiss({ menuId }: { menuId: string }) {
  const pathname = usePathname();

  // Client navigation keeps the layout (and an open panel) mounted: close it on every route change.
  useEffect(() => {
    const menu = document.getElementById(menuId);
    if (menu && pathname) closeAll(menu);
  }, [menuId, pathname]);

  useEffect(() => {
    const menu = document.getElementById(menuId);
    if (!menu) return;

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const open = (event.target as Element | null)?.closest('details[open]');
      if (!(open instanceof HTMLDetailsElement)) return;
      open.open = false;
      open.querySelector('summary')?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (menu && !menu.contains(event.target as Node)) closeAll(menu);
    }
    function onFocusOut(event: FocusEvent) {
      const details = (event.target as Element | null)?.closest('details[open]');
      const next = event.relatedTarget as Node | null;
      // relatedTarget is null when focus leaves the window; keep the panel then.
      if (details instanceof HTMLDetailsElement && next && !details.contains(next)) details.open = false;
    }
    function onClick(event: MouseEvent) {
      if ((event.target as Element | null)?.closest('a[href]') && menu) closeAll(menu);
    }

    menu.addEventListener('keydown', onKeyDown);
    menu.addEventListener('focusout', onFocusOut);
    menu.addEventListener('click', onClick);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      menu.removeEventListener('keydown', onKeyDown);
      menu.removeEventListener('focusout', onFocusOut);
      menu.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuId]);

  return null;
}
