// /profile/invitations: invitations to become a supplier's agent, sent to the visitor's mobile number.
// Accepting makes them an agent; nothing happens until they answer. Plain forms: works without JavaScript.
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { acceptInvitation, declineInvitation } from '@/features/agents/agents-actions';
import { loadReceivedInvitations } from '@/features/agents/agents-data.server';
import { agentNotice, INVITATIONS_PATH } from '@/features/agents/notices';

export const metadata: Metadata = { title: 'دعوت‌های نمایندگی', robots: { index: false, follow: false } };

export default async function InvitationsPage({ searchParams }: PageProps<'/profile/invitations'>) {
  const [invitations, { notice }] = await Promise.all([loadReceivedInvitations(INVITATIONS_PATH), searchParams]);
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'دعوت‌های نمایندگی' }]} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">دعوت‌های نمایندگی</h1>
        <p className="mt-1 text-slate-700">
          تأمین‌کنندگانی که از شما خواسته‌اند نمایندهٔ آن‌ها باشید. تا دعوتی را نپذیرید، نماینده نمی‌شوید و تأمین‌کننده نام
          شما را نمی‌بیند.
        </p>
      </header>
      <NoticeBanner notice={agentNotice(notice)} />
      {invitations.length === 0 ? (
        <EmptyState title="دعوتی در انتظار پاسخ شما نیست">
          هرگاه تأمین‌کننده‌ای شمارهٔ شما را برای نمایندگی دعوت کند، دعوت اینجا نمایش داده می‌شود.
        </EmptyState>
      ) : (
        <ul aria-label="دعوت‌های در انتظار پاسخ" className="flex flex-col gap-4">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              aria-labelledby={`invitation-${invitation.id}`}
              className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <h2 id={`invitation-${invitation.id}`} className="text-lg font-bold text-slate-900">
                {invitation.merchant.name}
              </h2>
              <p className="text-slate-700">
                شما را برای نمایندگی دعوت کرده است؛ تاریخ دعوت:{' '}
                <time dateTime={invitation.createdAt}>{formatJalaliDate(invitation.createdAt, { style: 'long' })}</time>
              </p>
              <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
                <form action={acceptInvitation}>
                  <input type="hidden" name="id" value={invitation.id} />
                  <button type="submit" className={buttonClass('primary')}>
                    پذیرفتن<span className="sr-only"> دعوت «{invitation.merchant.name}»</span>
                  </button>
                </form>
                <form action={declineInvitation}>
                  <input type="hidden" name="id" value={invitation.id} />
                  <button type="submit" className={buttonClass('secondary')}>
                    رد کردن<span className="sr-only"> دعوت «{invitation.merchant.name}»</span>
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
