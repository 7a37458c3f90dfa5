// Tabs of the profile's favourites and notes: all, then one per type; each tab is its own address.
import { SAVED_OBJECT_TYPE_LABELS, SAVED_OBJECT_TYPES } from '@bazaar/contracts/engagement';
import { clsx } from 'clsx';
import Link from 'next/link';
import type { SavedListType } from './saved-links';

const TABS: { type: SavedListType; label: string }[] = [
  { type: 'all', label: 'همه' },
  ...SAVED_OBJECT_TYPES.map((type) => ({ type, label: SAVED_OBJECT_TYPE_LABELS[type] })),
];

export function SavedTabs({
  current,
  hrefOf,
  label,
}: {
  current: SavedListType;
  hrefOf: (type: SavedListType) => string;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {TABS.map((tab) => (
          <li key={tab.type} className="shrink-0">
            <Link
              href={hrefOf(tab.type)}
              aria-current={tab.type === current ? 'page' : undefined}
              className={clsx(
                'inline-flex min-h-11 items-center rounded-full px-4 font-medium',
                tab.type === current
                  ? 'bg-brand-700 text-white'
                  : 'bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-brand-50',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
