'use client';
// Header mega-menu of the four root category types on Radix NavigationMenu: opens on hover (after a short
// delay), on click and from the keyboard (Enter/Space, arrows between the types, Escape closes and returns
// focus). Only the four types are in the page; a panel's subcategories are fetched when it first opens
// (GET /menu/categories/{type}) and kept by the browser for ten minutes across pages (localStorage).
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES, type CategoryType } from '@bazaar/contracts/category-types';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { NavigationMenu } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
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

/** A link of a panel: following it closes the menu (Radix NavigationMenu.Link). */
function PanelLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <NavigationMenu.Link asChild>
      <Link href={href} className={className}>
        {children}
      </Link>
    </NavigationMenu.Link>
  );
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
          <PanelLink href={sub.href} className="font-medium text-slate-900 hover:text-brand-700">
            {sub.name}
          </PanelLink>
          {sub.children.length > 0 ? (
            <ul className="mt-2 space-y-1 border-s-2 border-slate-100 ps-3 text-sm">
              {sub.children.map((child) => (
                <li key={child.href}>
                  <PanelLink href={child.href} className="text-slate-600 hover:text-brand-700">
                    {child.name}
                  </PanelLink>
                </li>
              ))}
              {sub.more ? (
                <li>
                  <PanelLink href={sub.href} className="text-brand-700 hover:underline">
                    بیشتر…
                    <span className="sr-only"> در {sub.name}</span>
                  </PanelLink>
                </li>
              ) : null}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function CategoryMegaMenuClient() {
  const pathname = usePathname();
  const [open, setOpen] = useState('');
  // A followed link (client navigation keeps the header mounted) closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a new path
  useEffect(() => setOpen(''), [pathname]);

  return (
    <NavigationMenu.Root
      value={open}
      onValueChange={setOpen}
      dir="rtl"
      delayDuration={150}
      aria-label="دسته‌بندی‌ها"
      id="category-mega-menu"
      className="relative hidden border-b border-slate-200 bg-white md:block"
    >
      <NavigationMenu.List className="mx-auto flex max-w-7xl gap-x-1 px-4">
        {CATEGORY_TYPES.map((type) => (
          <NavigationMenu.Item key={type} value={type}>
            <NavigationMenu.Trigger
              // Warm the panel while the pointer travels to it.
              onPointerEnter={() => void loadMegaMenuPanel(type).catch(() => {})}
              className="group flex min-h-12 items-center gap-1 whitespace-nowrap rounded-md px-3 font-medium text-brand-900 hover:bg-brand-50 data-[state=open]:text-brand-700"
            >
              {CATEGORY_TYPE_LABELS[type]}
              <ChevronDownIcon
                size={18}
                aria-hidden="true"
                className="transition-transform group-data-[state=open]:rotate-180"
              />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute inset-x-0 top-full z-40 max-h-[70vh] overflow-y-auto border-y border-slate-200 bg-white shadow-lg">
              <div className="mx-auto max-w-7xl px-4 py-6" data-testid="mega-menu-panel">
                <NavigationMenu.Link asChild>
                  <Link
                    href={categoryTypeHref(type)}
                    className="mb-4 inline-block font-bold text-brand-700 underline-offset-4 hover:underline"
                  >
                    همهٔ {CATEGORY_TYPE_LABELS[type]}
                  </Link>
                </NavigationMenu.Link>
                <PanelBody type={type} />
              </div>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
