// Profile area layout: site header, the profile side menu, then the page. Auth checks belong in each
// page (house style), not here.
import type { ReactNode } from 'react';
import { SiteFooter } from '../_components/site-footer';
import { SiteHeader } from '../_components/site-header';
import { ProfileMenu } from './_components/profile-menu.client';

export default function ProfileLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-8 md:flex-row">
        <aside className="md:w-64 md:shrink-0">
          <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
            <ProfileMenu />
          </div>
        </aside>
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {children}
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
