// The row of state links above a staff queue (pending, confirmed, rejected…): one link per state, the
// current one marked for assistive technology and styled from that mark.
import Link from 'next/link';

interface StateTabsProps<S extends string> {
  /** Names the navigation for screen readers, e.g. «وضعیت دیدگاه‌ها». */
  label: string;
  states: readonly S[];
  labels: Record<S, string>;
  current: S;
  href: (state: S) => string;
}

export function StateTabs<S extends string>({ label, states, labels, current, href }: StateTabsProps<S>) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {states.map((state) => (
          <li key={state}>
            <Link
              href={href(state)}
              aria-current={state === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm ring-1 ring-slate-300 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white"
            >
              {labels[state]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
