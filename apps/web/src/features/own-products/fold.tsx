import type { ReactNode } from 'react';

/** A card folded to its one-line summary (with a turning arrow) until opened. */
export function Fold({ open, summary, children }: { open: boolean; summary: ReactNode; children: ReactNode }) {
  return (
    <details open={open} className="group rounded-xl bg-white ring-1 ring-slate-200">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-4 py-2 font-medium text-slate-900">
        {summary}
        <span aria-hidden="true" className="text-slate-500 transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      {children}
    </details>
  );
}
