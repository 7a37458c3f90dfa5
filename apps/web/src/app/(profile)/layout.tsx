// Profile area layout: site header, the profile side menu (with the count of invitations waiting for an
// answer), then the page. Auth checks belong in each page (house style), not here.
import type { ReactNode } from 'react';
import { pendingInvitationCount } from '@/features/agents/agents-data.server';
import { getSession } from '@/features/auth/session.server';
import { SiteFooter } from '../_components/site-footer';
import { SiteHeader } from '../_components/site-header';
import { ProfileMenu } from './_components/profile-menu.client';

export default async function ProfileLayout({ children }: { children: ReactNode }) {
  // Not a permission check (pages do those): the claims only choose menu entries, and the count is a hint.
  const [session, invitationCount] = await Promise.all([getSession(), pendingInvitationCount()]);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 py-4 md:flex-row md:gap-6 md:py-8">
        <aside className="md:w-64 md:shrink-0">
          <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
            <ProfileMenu roles={session?.roles ?? []} invitationCount={invitationCount} />
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
