// "Nothing here (yet)" box of listings and sections: says so plainly and offers a way on.
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** Links or buttons offering a way on. */
  actions?: ReactNode;
}

export function EmptyState({ title, children, actions }: EmptyStateProps) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="text-lg font-bold text-slate-900">{title}</p>
      {children ? <div className="mx-auto mt-2 max-w-xl text-slate-700">{children}</div> : null}
      {actions ? <div className="mt-5 flex flex-wrap items-center justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
