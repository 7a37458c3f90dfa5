// The staff area's own navigation: a list of links above each staff page (the current one marked).
import Link from 'next/link';
import { STAFF_SCREENS } from './staff-links';

export function StaffNav({ current }: { current: string }) {
  return (
    <nav aria-label="ابزارهای مدیریت">
      <ul className="flex flex-wrap gap-2">
        {STAFF_SCREENS.map((screen) => (
          <li key={screen.href}>
            <Link
              href={screen.href}
              aria-current={screen.href === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ring-1 ring-slate-300 hover:bg-slate-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white aria-[current=page]:ring-brand-700"
            >
              {screen.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
