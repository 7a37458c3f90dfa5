import type { ReactNode } from 'react';
import { AnnouncementBar } from '@/features/site/announcement-bar';
import { SiteFooter } from '../_components/site-footer';
import { SiteHeader } from '../_components/site-header';

export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AnnouncementBar />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
