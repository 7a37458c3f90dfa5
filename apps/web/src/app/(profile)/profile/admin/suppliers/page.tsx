// /profile/admin/suppliers: staff's verification queue (decision 027). Each registration with its documents
// (opened through the staff-only document call), confirmed with a verification level or refused with a reason
// the supplier reads in its workspace. Staff only: the page checks the role.

import { CATEGORY_TYPE_LABELS } from '@bazaar/contracts/categories';
import {
  REGISTRATION_STATE_LABELS,
  REGISTRATION_STATES,
  registrationStateSchema,
} from '@bazaar/contracts/supplier-registration';
import { VERIFICATION_LABELS } from '@bazaar/contracts/suppliers';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { isStaff, staffApis } from '@/features/staff-admin/staff.server';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { StateTabs } from '@/features/staff-admin/state-tabs';
import { STAFF_SUPPLIERS_PATH, workspaceNotice } from '@/features/supplier-workspace/notices';
import { confirmMerchant, rejectMerchant } from '@/features/supplier-workspace/workspace-actions';
import { firstParam } from '@/lib/route-params';

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(STAFF_SUPPLIERS_PATH))) return errorScreenMetadata('403');
  return { title: 'احراز تأمین‌کنندگان', robots: { index: false, follow: false } };
}

export default async function StaffSuppliersPage({ searchParams }: PageProps<'/profile/admin/suppliers'>) {
  const { workspace } = await staffApis(STAFF_SUPPLIERS_PATH);
  const params = await searchParams;
  const parsed = registrationStateSchema.safeParse(firstParam(params.state));
  const state = parsed.success ? parsed.data : 'pending';
  const queue = await workspace.registrationQueue({ query: { state, pageSize: 50 } });

  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={STAFF_SUPPLIERS_PATH} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">احراز تأمین‌کنندگان</h1>
        <p className="mt-1 text-slate-700">
          مدارک هر تأمین‌کنندهٔ تازه را ببینید و آن را با سطح احراز تأیید یا با ذکر دلیل رد کنید.
        </p>
      </header>
      <NoticeBanner notice={workspaceNotice(params.notice)} />
      <StateTabs
        label="وضعیت درخواست‌ها"
        states={REGISTRATION_STATES}
        labels={REGISTRATION_STATE_LABELS}
        current={state}
        href={(s) => `${STAFF_SUPPLIERS_PATH}?state=${s}`}
      />
      <p className="text-slate-700">{toPersianDigits(queue.total)} مورد</p>
      {queue.items.length === 0 ? (
        <EmptyState title="موردی در این وضعیت نیست">فهرست دیگری را ببینید.</EmptyState>
      ) : null}
      <ul className="flex flex-col gap-4">
        {queue.items.map((m) => (
          <li key={m.id} className="rounded-xl bg-white p-5 ring-1 ring-slate-200" data-testid="registration-entry">
            <h2 className="text-lg font-bold text-slate-900">{toPersianDigitsInText(m.name)}</h2>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-800 md:grid-cols-2">
              <div>
                <dt className="inline font-medium">شناسهٔ ملی: </dt>
                <dd className="inline">{m.nationalId ? toPersianDigits(m.nationalId) : '—'}</dd>
              </div>
              <div>
                <dt className="inline font-medium">زمینه‌ها: </dt>
                <dd className="inline">{m.categoryTypes.map((t) => CATEGORY_TYPE_LABELS[t]).join('، ')}</dd>
              </div>
              <div>
                <dt className="inline font-medium">محل: </dt>
                <dd className="inline">{[m.provinceName, m.cityName].filter(Boolean).join('، ') || '—'}</dd>
              </div>
              <div>
                <dt className="inline font-medium">تماس: </dt>
                <dd className="inline">{toPersianDigits([m.phone, m.mobile].filter(Boolean).join(' · ') || '—')}</dd>
              </div>
              <div>
                <dt className="inline font-medium">مالک: </dt>
                <dd className="inline">{m.owner ? toPersianDigits(m.owner.phone) : '—'}</dd>
              </div>
              <div>
                <dt className="inline font-medium">ثبت: </dt>
                <dd className="inline">{m.registeredAt ? formatJalaliDate(m.registeredAt, { style: 'long' }) : '—'}</dd>
              </div>
              {m.state === 'confirmed' ? (
                <div>
                  <dt className="inline font-medium">سطح احراز: </dt>
                  <dd className="inline">{VERIFICATION_LABELS[m.verificationLevel]}</dd>
                </div>
              ) : null}
              {m.rejectionReason ? (
                <div className="md:col-span-2">
                  <dt className="inline font-medium">دلیل رد: </dt>
                  <dd className="inline">{toPersianDigitsInText(m.rejectionReason)}</dd>
                </div>
              ) : null}
            </dl>
            <h3 className="mt-3 font-medium text-slate-900">مدارک</h3>
            {m.documents.length === 0 ? <p className="text-sm text-slate-700">مدرکی بارگذاری نشده است.</p> : null}
            <ul className="mt-1 flex flex-wrap gap-3">
              {m.documents.map((d) => (
                <li key={d.fileId}>
                  <a
                    href={`/api/v1/admin/merchants/${m.id}/documents?fileId=${encodeURIComponent(d.fileId)}`}
                    target="_blank"
                    rel="noopener"
                    className="text-brand-800 underline"
                  >
                    {d.fileName}
                  </a>
                </li>
              ))}
            </ul>
            {m.state === 'pending' || m.state === 'rejected' ? (
              <div className="mt-4 grid gap-4 md:grid-cols-2">
                <form noValidate action={confirmMerchant} className="flex flex-wrap items-end gap-3">
                  <input type="hidden" name="id" value={m.id} />
                  <div>
                    <label htmlFor={`level-${m.id}`} className={labelClass}>
                      سطح احراز
                    </label>
                    <select
                      id={`level-${m.id}`}
                      name="verificationLevel"
                      defaultValue="documents"
                      className={inputClass()}
                    >
                      {(['identity', 'documents', 'site_visit'] as const).map((level) => (
                        <option key={level} value={level}>
                          {VERIFICATION_LABELS[level]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className={buttonClass('primary')}>
                    تأیید<span className="sr-only"> «{m.name}»</span>
                  </button>
                </form>
                {m.state === 'pending' ? (
                  <form noValidate action={rejectMerchant} className="flex flex-wrap items-end gap-3">
                    <input type="hidden" name="id" value={m.id} />
                    <div className="min-w-56 flex-1">
                      <label htmlFor={`reason-${m.id}`} className={labelClass}>
                        دلیل رد (به تأمین‌کننده نمایش داده می‌شود)
                      </label>
                      <input id={`reason-${m.id}`} name="reason" required maxLength={500} className={inputClass()} />
                    </div>
                    <button type="submit" className={buttonClass('secondary')}>
                      رد<span className="sr-only"> «{m.name}»</span>
                    </button>
                  </form>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
