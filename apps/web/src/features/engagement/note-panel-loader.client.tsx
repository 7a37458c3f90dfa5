'use client';
// The notes panel of a public page as the page first loads it: the frame, and for a visitor who is not
// signed in the invitation to log in. The panel itself (its form, the notes client and the schemas it
// validates with, zod) loads only for a signed-in visitor: it is most of a product page's own JavaScript,
// and an anonymous visitor's panel needs none of it (nor an API call answered 401).
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { loadPersonal } from '@/lib/personal';
import { NoteLoginInvitation } from './note-login-invitation';
import type { NotePanelProps } from './note-panel.client';

const FullNotePanel = lazy(() => import('./note-panel.client').then((module) => ({ default: module.NotePanel })));

function NoteFrame({ anonymous }: { anonymous: boolean }) {
  const pathname = usePathname();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        یادداشت‌های من
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        فقط شما این یادداشت‌ها را می‌بینید، مگر آن‌هایی که با شرکت به اشتراک گذاشته‌اید.
      </p>
      {anonymous ? <NoteLoginInvitation pathname={pathname} /> : null}
    </section>
  );
}

export function NotePanel(props: NotePanelProps) {
  const [visitor, setVisitor] = useState<'unknown' | 'anonymous' | 'signed-in'>('unknown');
  useEffect(() => {
    let live = true;
    void loadPersonal().then((user) => live && setVisitor(user ? 'signed-in' : 'anonymous'));
    return () => {
      live = false;
    };
  }, []);
  if (visitor !== 'signed-in') return <NoteFrame anonymous={visitor === 'anonymous'} />;
  return (
    <Suspense fallback={<NoteFrame anonymous={false} />}>
      <FullNotePanel {...props} />
    </Suspense>
  );
}
