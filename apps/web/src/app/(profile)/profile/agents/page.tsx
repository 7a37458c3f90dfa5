// /profile/agents: the supplier owner's team. Agents are invited by mobile number and join only when the
// holder of the number accepts; the owner sees each invitation's state (numbers masked) and can revoke
// pending ones or remove an agent, and gives or takes back each agent's rights (products, the company
// profile; decision 035). Plain forms posting to server actions: works without JavaScript.
import {
  AGENT_INVITATION_STATUS_LABELS,
  type AgentInvitationStatus,
  inviteAgentBodySchema,
} from '@bazaar/contracts/customers';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { clsx } from 'clsx';
import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { HelpLink } from '@/components/ui/help-link';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { inviteAgent, removeAgent, revokeInvitation, setAgentRights } from '@/features/agents/agents-actions';
import { loadTeam } from '@/features/agents/agents-data.server';
import { AGENTS_PATH, agentNotice } from '@/features/agents/notices';
import { errorScreenMetadata } from '@/features/errors/error-metadata';

export async function generateMetadata(): Promise<Metadata> {
  if (!(await loadTeam(AGENTS_PATH))) return errorScreenMetadata('403');
  return { title: 'نمایندگان تأمین‌کننده', robots: { index: false, follow: false } };
}

const STATUS_LOOK: Record<AgentInvitationStatus, string> = {
  pending: 'bg-accent-100 text-accent-800',
  accepted: 'bg-brand-50 text-brand-800',
  declined: 'bg-slate-100 text-slate-700',
  revoked: 'bg-slate-100 text-slate-700',
};

/** The rights an owner gives or takes back, each a checkbox named like the API's field. */
const RIGHTS = [
  ['manageProducts', 'اجازه ویرایش محصولات'],
  ['manageProfile', 'اجازه ویرایش پروفایل شرکت'],
] as const;

/** What an agent may do today, in words. */
function rightsText(agent: { manageProducts: boolean; manageProfile: boolean }): string {
  const rights = [
    agent.manageProducts ? 'ویرایش محصولات' : null,
    agent.manageProfile ? 'ویرایش پروفایل شرکت' : null,
  ].filter(Boolean);
  return rights.length ? rights.join('، ') : 'فقط پیام‌ها و سفارش‌ها (بدون ویرایش محصولات یا پروفایل)';
}

export default async function AgentsPage({ searchParams }: PageProps<'/profile/agents'>) {
  const [team, { notice }] = await Promise.all([loadTeam(AGENTS_PATH), searchParams]);
  if (!team) forbidden();
  const agents = team.agents.filter((member) => member.role === 'agent');

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'نمایندگان تأمین‌کننده' }]} />
      <header>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold text-slate-900">نمایندگان تأمین‌کننده</h1>
          <HelpLink id="supplier-agents" />
        </div>
        <p className="mt-1 text-slate-700">
          شمارهٔ موبایل کسی را که می‌خواهید نماینده شود وارد کنید. او پس از ورود به حساب خود دعوت را می‌بیند و تنها با
          پذیرش آن نماینده می‌شود.
        </p>
      </header>
      <NoticeBanner notice={agentNotice(notice)} />

      <section aria-labelledby="invite-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="invite-heading" className="text-lg font-bold text-slate-900">
          دعوت نمایندهٔ تازه
        </h2>
        <form noValidate action={inviteAgent} className="mt-3 flex flex-wrap items-end gap-3">
          <div className="min-w-60 flex-1">
            <label htmlFor="invite-phone" className={labelClass}>
              شمارهٔ موبایل
            </label>
            <input
              id="invite-phone"
              name="phoneNumber"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              dir="ltr"
              required
              maxLength={inviteAgentBodySchema.shape.phoneNumber.maxLength ?? undefined}
              placeholder="۰۹۱۲۳۴۵۶۷۸۹"
              className={inputClass(false, 'text-start')}
            />
          </div>
          <button type="submit" className={buttonClass('primary')}>
            فرستادن دعوت
          </button>
        </form>
      </section>

      <section aria-labelledby="agents-heading" className="flex flex-col gap-3">
        <h2 id="agents-heading" className="text-lg font-bold text-slate-900">
          نمایندگان ({toPersianDigits(agents.length)})
        </h2>
        {agents.length === 0 ? (
          <p className="text-slate-700">هنوز کسی دعوت شما را نپذیرفته است.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {agents.map((agent) => {
              const name = [agent.firstName, agent.lastName].filter(Boolean).join(' ') || 'بی‌نام';
              return (
                <li
                  key={agent.userId}
                  className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
                  data-testid="agent-row"
                >
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <span>
                      <span className="font-medium text-slate-900">{name}</span>{' '}
                      <bdi dir="ltr" className="text-slate-700">
                        {toPersianDigits(agent.phone)}
                      </bdi>
                    </span>
                    <form noValidate action={removeAgent}>
                      <input type="hidden" name="id" value={agent.userId} />
                      <button type="submit" className={buttonClass('ghost', 'text-red-800 hover:bg-red-50')}>
                        حذف<span className="sr-only"> نماینده «{name}»</span>
                      </button>
                    </form>
                  </div>
                  <p className="mt-2 text-sm text-slate-700" data-testid="agent-rights">
                    اختیارات فعلی: {rightsText(agent)}
                  </p>
                  <form noValidate action={setAgentRights} className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
                    <input type="hidden" name="id" value={agent.userId} />
                    <fieldset className="contents">
                      <legend className="sr-only">اختیارات نماینده «{name}»</legend>
                      {RIGHTS.map(([right, label]) => (
                        <label key={right} className="flex items-center gap-2 text-slate-900">
                          <input type="checkbox" name={right} defaultChecked={agent[right]} className="size-4" />
                          {label}
                        </label>
                      ))}
                    </fieldset>
                    <button type="submit" className={buttonClass('secondary')}>
                      ذخیرهٔ اختیارات<span className="sr-only"> «{name}»</span>
                    </button>
                  </form>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="invitations-heading" className="flex flex-col gap-3">
        <h2 id="invitations-heading" className="text-lg font-bold text-slate-900">
          دعوت‌نامه‌ها
        </h2>
        {team.invitations.length === 0 ? (
          <p className="text-slate-700">هنوز دعوتی نفرستاده‌اید.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {team.invitations.map((invitation) => {
              const phone = toPersianDigits(invitation.phone);
              return (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <bdi dir="ltr" className="font-medium text-slate-900">
                      {phone}
                    </bdi>
                    <span
                      className={clsx('rounded-full px-3 py-0.5 text-sm font-medium', STATUS_LOOK[invitation.status])}
                    >
                      {AGENT_INVITATION_STATUS_LABELS[invitation.status]}
                    </span>
                    <time dateTime={invitation.createdAt} className="text-sm text-slate-600">
                      {formatJalaliDate(invitation.createdAt, { style: 'long' })}
                    </time>
                  </span>
                  {invitation.status === 'pending' ? (
                    <form noValidate action={revokeInvitation}>
                      <input type="hidden" name="id" value={invitation.id} />
                      <button type="submit" className={buttonClass('ghost', 'text-red-800 hover:bg-red-50')}>
                        لغو دعوت<span className="sr-only"> شمارهٔ {phone}</span>
                      </button>
                    </form>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
