// /profile/admin/comments: comments waiting for moderation (and the approved and rejected ones), approved or
// rejected by staff; each decision is written to the audit log with it (decision 027). Staff only.
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { isStaff, staffApis } from '@/features/staff-admin/staff.server';
import { moderateComment } from '@/features/staff-admin/staff-actions';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { StateTabs } from '@/features/staff-admin/state-tabs';
import { firstParam } from '@/lib/route-params';

const PATH = '/profile/admin/comments';
const STATUSES = { pending: 'در انتظار بررسی', approved: 'تأییدشده', rejected: 'ردشده' } as const;
const NOTICES: Record<string, { ok: boolean; text: string }> = {
  approved: { ok: true, text: 'دیدگاه تأیید شد و در صفحهٔ مطلب نمایش داده می‌شود.' },
  rejected: { ok: true, text: 'دیدگاه رد شد.' },
  gone: { ok: false, text: 'این دیدگاه یافت نشد.' },
  failed: { ok: false, text: 'انجام نشد، لطفاً دوباره تلاش کنید.' },
};

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(PATH))) return errorScreenMetadata('403');
  return { title: 'بررسی دیدگاه‌ها', robots: { index: false, follow: false } };
}

export default async function StaffCommentsPage({ searchParams }: PageProps<'/profile/admin/comments'>) {
  const { content } = await staffApis(PATH);
  const params = await searchParams;
  const asked = firstParam(params.status);
  const status = asked === 'approved' || asked === 'rejected' ? asked : 'pending';
  const comments = await content.commentsForModeration({ query: { status, pageSize: 50 } });
  const notice = NOTICES[firstParam(params.notice) ?? ''] ?? null;

  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={PATH} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">بررسی دیدگاه‌ها</h1>
      </header>
      <NoticeBanner notice={notice} />
      <StateTabs
        label="وضعیت دیدگاه‌ها"
        states={Object.keys(STATUSES) as (keyof typeof STATUSES)[]}
        labels={STATUSES}
        current={status}
        href={(s) => `${PATH}?status=${s}`}
      />
      {comments.length === 0 ? <EmptyState title="دیدگاهی در این وضعیت نیست">فهرست دیگری را ببینید.</EmptyState> : null}
      <ul className="flex flex-col gap-3">
        {comments.map((c) => (
          <li key={c.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <p className="text-sm text-slate-700">
              {c.authorName} دربارهٔ «{toPersianDigitsInText(c.pageTitle)}» ·{' '}
              <time dateTime={c.createdAt}>{formatJalaliDate(c.createdAt, { style: 'long' })}</time> · شناسه{' '}
              {toPersianDigits(c.id)}
            </p>
            <p className="mt-2 whitespace-pre-line text-slate-900">{toPersianDigitsInText(c.body)}</p>
            {c.status === 'pending' ? (
              <div className="mt-3 flex gap-3">
                {(['approve', 'reject'] as const).map((decision) => (
                  <form key={decision} action={moderateComment}>
                    <input type="hidden" name="id" value={c.id} />
                    <input type="hidden" name="decision" value={decision} />
                    <button type="submit" className={buttonClass(decision === 'approve' ? 'primary' : 'secondary')}>
                      {decision === 'approve' ? 'تأیید' : 'رد'}
                      <span className="sr-only"> دیدگاه {toPersianDigits(c.id)}</span>
                    </button>
                  </form>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
