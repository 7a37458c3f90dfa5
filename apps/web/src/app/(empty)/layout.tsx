// Bare layout (spec: 400 and 403 screens, later login): wordmark and centred content, no navigation.
import type { ReactNode } from 'react';
import { Wordmark } from '../_components/wordmark';

export default function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    // Top-aligned, not centred: a centred column moves as a whole when anything in it changes height (the web
    // font arriving late on a slow phone), which Lighthouse counted as a layout shift of 0.13 on the login page.
    <div className="flex min-h-dvh flex-col items-center gap-6 px-4 py-10 sm:pt-[12vh]">
      <Wordmark className="text-brand-900" />
      <main
        id="main-content"
        tabIndex={-1}
        className="w-full max-w-2xl rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 outline-none"
      >
        {children}
      </main>
    </div>
  );
}
