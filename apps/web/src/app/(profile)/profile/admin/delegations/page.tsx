// /profile/admin/delegations: staff's queue of delegation requests (decision 029). Each request with its
// documents (opened through the staff-only document call), confirmed (it appears on the supplier's public
// pages) or refused with a reason the supplier reads. Staff only: the page checks the role.
import { DELEGATION_STATE_LABELS, DELEGATION_STATES, delegationStateSchema } from '@bazaar/contracts/supplier-profile';
import { DELEGATION_KIND_LABELS } from '@bazaar/contracts/suppliers';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { ReviewForms } from '@/features/staff-admin/review-forms';
import { isStaff, staffApis } from '@/features/staff-admin/staff.server';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { StateTabs } from '@/features/staff-admin/state-tabs';
import { profileNotice, STAFF_DELEGATIONS_PATH } from '@/features/supplier-profile/notices';
import { confirmDelegation, rejectDelegation } from '@/features/supplier-profile/profile-actions';
import { firstParam } from '@/lib/route-params';

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(STAFF_DELEGATIONS_PATH))) return errorScreenMetadata('403');
  return { title: 'نمایندگی‌های درخواستی', robots: { index: false, follow: false } };
}

export default async function StaffDelegationsPage({ searchParams }: PageProps<'/profile/admin/delegations'>) {
  const { profile } = await staffApis(STAFF_DELEGATIONS_PATH);
  const params = await searchParams;
  const parsed = delegationStateSchema.safeParse(firstParam(params.state));
  const state = parsed.success ? parsed.data : 'pending';
  const queue = await profile.delegationQueue({ query: { state, pageSize: 50 } });

  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={STAFF_DELEGATIONS_PATH} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">نمایندگی‌های درخواستی</h1>
        <p className="mt-1 text-slate-700">
          مدارک هر درخواست را ببینید؛ نمایندگی تأییدشده در صفحهٔ عمومی تأمین‌کننده نمایش داده می‌شود.
        </p>
      </header>
      <NoticeBanner notice={profileNotice(params.notice)} />
      <StateTabs
        label="وضعیت درخواست‌ها"
        states={DELEGATION_STATES}
        labels={DELEGATION_STATE_LABELS}
        current={state}
        href={(s) => `${STAFF_DELEGATIONS_PATH}?state=${s}`}
      />
      <p className="text-slate-700">{toPersianDigits(queue.total)} مورد</p>
      {queue.items.length === 0 ? (
        <EmptyState title="موردی در این وضعیت نیست">فهرست دیگری را ببینید.</EmptyState>
      ) : null}
      <ul className="flex flex-col gap-4">
        {queue.items.map((d) => (
          <li key={d.id} className="rounded-xl bg-white p-5 ring-1 ring-slate-200" data-testid="delegation-entry">
            <h2 className="text-lg font-bold text-slate-900">
              {toPersianDigitsInText(d.name)} · {DELEGATION_KIND_LABELS[d.kind]}
            </h2>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-800 md:grid-cols-2">
              <div>
                <dt className="inline font-medium">تأمین‌کننده: </dt>
                <dd className="inline">{toPersianDigitsInText(d.merchant.name)}</dd>
              </div>
              <div>
                <dt className="inline font-medium">محدوده: </dt>
                <dd className="inline">{d.region ? toPersianDigitsInText(d.region) : '—'}</dd>
              </div>
              <div>
                <dt className="inline font-medium">درخواست: </dt>
                <dd className="inline">{d.requestedAt ? formatJalaliDate(d.requestedAt, { style: 'long' }) : '—'}</dd>
              </div>
              {d.rejectionReason ? (
                <div className="md:col-span-2">
                  <dt className="inline font-medium">دلیل رد: </dt>
                  <dd className="inline">{toPersianDigitsInText(d.rejectionReason)}</dd>
                </div>
              ) : null}
            </dl>
            <h3 className="mt-3 font-medium text-slate-900">مدارک</h3>
            {d.documents.length === 0 ? <p className="text-sm text-slate-700">مدرکی بارگذاری نشده است.</p> : null}
            <ul className="mt-1 flex flex-wrap gap-3">
              {d.documents.map((doc) => (
                <li key={doc.fileId}>
                  <a
                    href={`/api/v1/admin/delegations/${d.id}/documents?fileId=${encodeURIComponent(doc.fileId)}`}
                    target="_blank"
                    rel="noopener"
                    className="text-brand-800 underline"
                  >
                    {doc.fileName}
                  </a>
                </li>
              ))}
            </ul>
            {d.state === 'pending' ? (
              <ReviewForms
                id={d.id}
                name={toPersianDigitsInText(d.name)}
                acceptLabel="تأیید"
                accept={confirmDelegation}
                reject={rejectDelegation}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
