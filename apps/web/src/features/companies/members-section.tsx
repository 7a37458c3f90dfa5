// The company's members (decision 044): each with role; the owner changes roles, removes members and invites
// numbers with a role (nobody joins until the holder of the number accepts).
import { COMPANY_ROLE_LABELS, COMPANY_ROLES, type Company } from '@bazaar/contracts/companies-model';
import { toPersianDigits } from '@bazaar/fa/digits';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { sectionCardClass } from '@/components/ui/section-styles';
import { inviteMember, removeMember, setMemberRole } from './companies-actions';

function RoleSelect({ id, value }: { id: string; value?: string }) {
  return (
    <select id={id} name="role" defaultValue={value} className={inputClass(false)}>
      {COMPANY_ROLES.map((role) => (
        <option key={role} value={role}>
          {COMPANY_ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

export function MembersSection({ company }: { company: Company }) {
  const manage = company.myRights.includes('manage');
  return (
    <section aria-labelledby="members-heading" className={sectionCardClass}>
      <h2 id="members-heading" className="text-lg font-bold text-slate-900">
        اعضای شرکت ({toPersianDigits(company.members.length)})
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {company.members.map((m) => (
          <li key={m.userId} className="rounded-lg p-3 ring-1 ring-slate-200" data-testid="company-member">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span>
                <span className="font-medium text-slate-900">{m.displayName}</span>{' '}
                <bdi dir="ltr" className="text-slate-700">
                  {toPersianDigits(m.phone)}
                </bdi>{' '}
                <span className="text-sm text-slate-700">— {COMPANY_ROLE_LABELS[m.role]}</span>
              </span>
              {manage ? (
                <div className="flex flex-wrap items-end gap-2">
                  <form noValidate action={setMemberRole} className="flex items-end gap-2">
                    <input type="hidden" name="companyId" value={company.id} />
                    <input type="hidden" name="userId" value={m.userId} />
                    <label htmlFor={`role-${m.userId}`} className="sr-only">
                      نقش {m.displayName}
                    </label>
                    <RoleSelect id={`role-${m.userId}`} value={m.role} />
                    <button type="submit" className={buttonClass('secondary')}>
                      ذخیرهٔ نقش<span className="sr-only"> {m.displayName}</span>
                    </button>
                  </form>
                  <form noValidate action={removeMember}>
                    <input type="hidden" name="companyId" value={company.id} />
                    <input type="hidden" name="userId" value={m.userId} />
                    <button type="submit" className={buttonClass('ghost', 'text-red-800 hover:bg-red-50')}>
                      حذف<span className="sr-only"> {m.displayName} از شرکت</span>
                    </button>
                  </form>
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {manage ? (
        <>
          <h3 className="mt-5 font-bold text-slate-900">دعوت عضو تازه</h3>
          <form noValidate action={inviteMember} className="mt-2 flex flex-wrap items-end gap-3">
            <input type="hidden" name="companyId" value={company.id} />
            <div className="min-w-52 flex-1">
              <label htmlFor="invite-phone" className={labelClass}>
                شمارهٔ موبایل
              </label>
              <input
                id="invite-phone"
                name="phoneNumber"
                type="tel"
                inputMode="tel"
                dir="ltr"
                required
                maxLength={32}
                placeholder="۰۹۱۲۳۴۵۶۷۸۹"
                className={inputClass(false, 'text-start')}
              />
            </div>
            <div>
              <label htmlFor="invite-role" className={labelClass}>
                نقش
              </label>
              <RoleSelect id="invite-role" value="buyer" />
            </div>
            <button type="submit" className={buttonClass('primary')}>
              فرستادن دعوت
            </button>
          </form>
          {company.invitations.length ? (
            <ul className="mt-3 text-sm text-slate-700">
              {company.invitations.map((i) => (
                <li key={i.id}>
                  در انتظار پاسخ: <bdi dir="ltr">{toPersianDigits(i.phone)}</bdi> — {COMPANY_ROLE_LABELS[i.role]}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
