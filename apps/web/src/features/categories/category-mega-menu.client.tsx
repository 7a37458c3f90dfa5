'use client';
// Header mega-menu of the four root category types, a disclosure navigation (four buttons, one panel): opens on
// hover (after a short delay), on click and from the keyboard (Enter/Space; arrows, Home and End move between the
// types; Escape closes and returns focus), closes when the pointer leaves it, on a click outside, when focus
// leaves it and when a link is followed. Only the four types are in the page; a panel's subcategories are
// fetched when it first opens (GET /menu/categories/{type}) and kept by the browser for ten minutes across
// pages (localStorage). Own code instead of Radix NavigationMenu (decision 076): the bar is in every page, and
// hydrating Radix's providers, collections and presence for four buttons was most of the header's React work.
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES, type CategoryType } from '@bazaar/contracts/category-types';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { categoryTypeHref } from './category-links';
import { type MegaMenuPanel, megaMenuPanelPath } from './mega-menu-panel';

const STORE_PREFIX = 'bazaar:mega-menu:';
const KEEP_MS = 10 * 60_000;
const panels = new Map<CategoryType, Promise<MegaMenuPanel>>();

function storedPanel(type: CategoryType): MegaMenuPanel | null {
  try {
    const raw = window.localStorage.getItem(STORE_PREFIX + type);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { at: number; panel: MegaMenuPanel };
    return Date.now() - stored.at < KEEP_MS && Array.isArray(stored.panel?.subcategories) ? stored.panel : null;
  } catch {
    return null;
  }
}

/** The panel of `type`: from this page's memory, the browser's storage, or the web server. */
export function loadMegaMenuPanel(type: CategoryType): Promise<MegaMenuPanel> {
  let known = panels.get(type);
  if (!known) {
    const stored = storedPanel(type);
    known = stored
      ? Promise.resolve(stored)
      : fetch(megaMenuPanelPath(type)).then(async (response) => {
          if (!response.ok) throw new Error(`menu ${type}: ${response.status}`);
          const panel = (await response.json()) as MegaMenuPanel;
          try {
            window.localStorage.setItem(STORE_PREFIX + type, JSON.stringify({ at: Date.now(), panel }));
          } catch {}
          return panel;
        });
    known.catch(() => panels.delete(type));
    panels.set(type, known);
  }
  return known;
}

function PanelBody({ type }: { type: CategoryType }) {
  const [panel, setPanel] = useState<MegaMenuPanel | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    loadMegaMenuPanel(type).then(
      (loaded) => live && setPanel(loaded),
      () => live && setPanel('failed'),
    );
    return () => {
      live = false;
    };
  }, [type]);

  if (panel === null)
    return (
      <p className="text-slate-600" aria-busy="true">
        در حال بارگذاری زیرگروه‌ها…
      </p>
    );
  if (panel === 'failed' || panel.subcategories.length === 0)
    return (
      <p className="text-slate-600">
        {panel === 'failed' ? 'فهرست زیرگروه‌ها اکنون در دسترس نیست.' : 'زیرگروهی برای این دسته ثبت نشده است.'}
      </p>
    );
  return (
    <ul className="grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-4">
      {panel.subcategories.map((sub) => (
        <li key={sub.href}>
          <Link href={sub.href} className="font-medium text-slate-900 hover:text-brand-700">
            {sub.name}
          </Link>
          {sub.children.length > 0 ? (
            <ul className="mt-2 space-y-1 border-s-2 border-slate-100 ps-3 text-sm">
              {sub.children.map((child) => (
                <li key={child.href}>
                  <Link href={child.href} className="text-slate-600 hover:text-brand-700">
                    {child.name}
                  </Link>
                </li>
              ))}
              {sub.more ? (
                <li>
                  <Link href={sub.href} className="text-brand-700 hover:underline">
                    بیشتر…
                    <span className="sr-only"> در {sub.name}</span>
                  </Link>
                </li>
              ) : null}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Hovering a type opens it after this long (a pointer passing over the bar opens nothing). */
const OPEN_DELAY_MS = 150;
/** Leaving the bar and its panel closes it after this long (a pointer slipping off for a moment keeps it). */
const CLOSE_DELAY_MS = 300;

export function CategoryMegaMenuClient() {
  const pathname = usePathname();
  const [open, setOpen] = useState<CategoryType | null>(null);
  const openedByHover = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const root = useRef<HTMLElement>(null);
  const panelId = useId();

  const later = (action: () => void, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, ms);
  };
  const close = (returnFocusTo?: CategoryType) => {
    window.clearTimeout(timer.current);
    setOpen(null);
    if (returnFocusTo) root.current?.querySelector<HTMLButtonElement>(`button[data-type="${returnFocusTo}"]`)?.focus();
  };

  // A followed link (client navigation keeps the header mounted) closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a new path
  useEffect(() => setOpen(null), [pathname]);

  // While a panel is open: a press outside the bar and its panel closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(open);
      return;
    }
    const button = (event.target as Element).closest('button[data-type]');
    if (!button) return;
    const buttons = [...(root.current?.querySelectorAll<HTMLButtonElement>('button[data-type]') ?? [])];
    const at = buttons.indexOf(button as HTMLButtonElement);
    // Right to left: the next type is to the left.
    const next = { ArrowLeft: at + 1, ArrowRight: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  }

  return (
    <nav
      ref={root}
      aria-label="دسته‌بندی‌ها"
      id="category-mega-menu"
      className="relative hidden border-b border-slate-200 bg-white md:block"
      onKeyDown={onKeyDown}
      onPointerEnter={() => window.clearTimeout(timer.current)}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && open) later(() => setOpen(null), CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        // Focus left the bar and its panel (null: the window lost focus, keep the panel then).
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) setOpen(null);
      }}
      onClick={(event) => {
        if ((event.target as Element).closest('a[href]')) close();
      }}
    >
      <ul className="mx-auto flex max-w-7xl gap-x-1 px-4">
        {CATEGORY_TYPES.map((type) => (
          <li key={type}>
            <button
              type="button"
              data-type={type}
              aria-expanded={open === type}
              aria-controls={open === type ? panelId : undefined}
              onPointerEnter={(event) => {
                // Warm the panel while the pointer travels to it.
                void loadMegaMenuPanel(type).catch(() => {});
                if (event.pointerType !== 'mouse') return;
                const show = () => {
                  openedByHover.current = true;
                  setOpen(type);
                };
                // Another panel is open: move to this one at once, as a menu bar does.
                if (open) show();
                else later(show, OPEN_DELAY_MS);
              }}
              onPointerLeave={() => {
                if (!open) window.clearTimeout(timer.current);
              }}
              onClick={() => {
                window.clearTimeout(timer.current);
                // The click that follows a hover-opening keeps the panel open instead of closing it again.
                if (open === type && !openedByHover.current) setOpen(null);
                else setOpen(type);
                openedByHover.current = false;
              }}
              className="mm-t group"
            >
              {CATEGORY_TYPE_LABELS[type]}
              <ChevronDownIcon
                size={18}
                aria-hidden="true"
                className="transition-transform group-aria-expanded:rotate-180"
              />
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <div
          id={panelId}
          className="absolute inset-x-0 top-full z-40 max-h-[70vh] overflow-y-auto border-y border-slate-200 bg-white shadow-lg"
        >
          <div className="mx-auto max-w-7xl px-4 py-6" data-testid="mega-menu-panel">
            <Link
              href={categoryTypeHref(open)}
              className="mb-4 inline-block font-bold text-brand-700 underline-offset-4 hover:underline"
            >
              همهٔ {CATEGORY_TYPE_LABELS[open]}
            </Link>
            <PanelBody key={open} type={open} />
          </div>
        </div>
      ) : null}
    </nav>
  );
}
