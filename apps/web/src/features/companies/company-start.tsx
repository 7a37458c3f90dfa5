// For someone in no company (decision 044): the invitations to join one, and making the profile's company an
// account of its own (the company's name and ids stay those of «اطلاعات شخصی»).
import { COMPANY_ROLE_LABELS, type CompanyInvitation } from '@bazaar/contracts/companies-model';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { sectionCardClass } from '@/components/ui/section-styles';
import { answerInvitation, createCompany } from './companies-actions';

export function CompanyStart({ invitations }: { invitations: CompanyInvitation[] }) {
  return (
    <div className="flex flex-col gap-4">
      {invitations.length ? (
        <section aria-labelledby="received-heading" className={sectionCardClass}>
          <h2 id="received-heading" className="text-lg font-bold text-slate-900">
            دعوت به عضویت در شرکت
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            {invitations.map((i) => (
              <li
                key={i.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg p-3 ring-1 ring-slate-200"
              >
                <span>
                  «{i.companyName}» شما را با نقش {COMPANY_ROLE_LABELS[i.role]} دعوت کرده است.
                </span>
                <span className="flex gap-2">
                  {(['accepted', 'declined'] as const).map((decision) => (
                    <form key={decision} noValidate action={answerInvitation}>
                      <input type="hidden" name="id" value={i.id} />
                      <input type="hidden" name="decision" value={decision} />
                      <button type="submit" className={buttonClass(decision === 'accepted' ? 'primary' : 'ghost')}>
                        {decision === 'accepted' ? 'پذیرش' : 'رد'}
                        <span className="sr-only"> دعوت «{i.companyName}»</span>
                      </button>
                    </form>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="create-heading" className={sectionCardClass}>
        <h2 id="create-heading" className="text-lg font-bold text-slate-900">
          ساخت حساب شرکت
        </h2>
        <p className="mt-2 text-slate-700">
          شرکتی که در{' '}
          <Link href="/profile/personal-info" className="text-brand-700 underline">
            اطلاعات شخصی
          </Link>{' '}
          ثبت کرده‌اید حساب خود را می‌گیرد و شما مالک آن می‌شوید؛ سپس همکاران را با شمارهٔ موبایل و نقش دعوت کنید.
        </p>
        <form noValidate action={createCompany} className="mt-3">
          <button type="submit" className={buttonClass('primary')}>
            ساخت حساب شرکت
          </button>
        </form>
      </section>
    </div>
  );
}
