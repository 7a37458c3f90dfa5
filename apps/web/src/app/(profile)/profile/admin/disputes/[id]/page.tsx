// /profile/admin/disputes/{id}: one dispute for staff (decision 039): the order's money, the thread with both
// parties' evidence, a message box both parties read, and the final decision with its reason. Staff only.
import { toPersianDigits } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { LiveRefresh } from '@/features/live/live-refresh';
import {
  DisputeDecision,
  DisputeMessageForm,
  DisputeSummary,
  DisputeThread,
} from '@/features/secure-payment/dispute-thread';
import { writeStaffDisputeMessage } from '@/features/secure-payment/secure-payment-actions';
import { staffSecurePaymentApi, unlessMissing } from '@/features/secure-payment/secure-payment-data.server';
import { STAFF_DISPUTES_PATH, staffDisputeHref } from '@/features/secure-payment/secure-payment-links';
import { DecisionForm } from '@/features/secure-payment/staff-decision-form';
import { isStaff } from '@/features/staff-admin/staff.server';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { directOrderInfoHref } from '@/features/trade/trade-links';
import { firstParam, parsePublicId } from '@/lib/route-params';

const NOTICES: Record<string, { ok: boolean; text: string }> = {
  message: { ok: true, text: 'پیام شما در پرونده ثبت شد و هر دو طرف آن را می‌بینند.' },
  decided: { ok: true, text: 'تصمیم ثبت شد و وجه طبق آن جابه‌جا شد؛ هر دو طرف تصمیم و دلیل آن را می‌بینند.' },
};

export async function generateMetadata({ params }: PageProps<'/profile/admin/disputes/[id]'>): Promise<Metadata> {
  const id = parsePublicId((await params).id);
  if (!(await isStaff(STAFF_DISPUTES_PATH))) return errorScreenMetadata('403');
  return { title: `اختلاف ${toPersianDigits(id ?? 0)}`, robots: { index: false, follow: false } };
}

export default async function StaffDisputePage({ params, searchParams }: PageProps<'/profile/admin/disputes/[id]'>) {
  const id = parsePublicId((await params).id);
  if (id === null) notFound();
  const path = staffDisputeHref(id);
  const api = await staffSecurePaymentApi(path);
  const dispute = await unlessMissing(api.money.staffDispute({ params: { id } }), path);
  if (!dispute) notFound();
  const notice = NOTICES[firstParam((await searchParams).notice) ?? ''] ?? null;
  return (
    <div className="flex flex-col gap-6">
      <LiveRefresh types={['trade.request.changed']} />
      <StaffNav current={STAFF_DISPUTES_PATH} />
      <Breadcrumb
        items={[
          { label: 'اختلاف‌های پرداخت امن', href: STAFF_DISPUTES_PATH },
          { label: `اختلاف ${toPersianDigits(id)}` },
        ]}
      />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          اختلاف {toPersianDigits(id)} در سفارش {toPersianDigits(dispute.tradeRequestId)}
        </h1>
        <Link href={directOrderInfoHref(dispute.tradeRequestId)} className="text-brand-800 underline">
          صفحهٔ سفارش و گردش وجه
        </Link>
      </header>
      <NoticeBanner notice={notice} />
      <section aria-labelledby="summary-heading" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="summary-heading" className="mb-3 text-lg font-bold text-slate-900">
          {dispute.status === 'open' ? 'پرونده باز است' : 'تصمیم گرفته شد'}
        </h2>
        <div className="flex flex-col gap-4">
          <DisputeDecision dispute={dispute} />
          <DisputeSummary dispute={dispute} />
        </div>
      </section>
      {dispute.status === 'open' ? (
        <section
          id="decide"
          aria-labelledby="decide-heading"
          className="scroll-mt-24 rounded-xl bg-white p-5 ring-1 ring-slate-200"
        >
          <h2 id="decide-heading" className="mb-3 text-lg font-bold text-slate-900">
            تصمیم نهایی
          </h2>
          <DecisionForm dispute={dispute} />
        </section>
      ) : null}
      <section
        id="thread"
        aria-labelledby="thread-heading"
        className="scroll-mt-24 rounded-xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id="thread-heading" className="mb-3 text-lg font-bold text-slate-900">
          پیام‌ها و مدارک
        </h2>
        <div className="flex flex-col gap-4">
          <DisputeThread dispute={dispute} />
          {dispute.status === 'open' ? (
            <DisputeMessageForm
              action={writeStaffDisputeMessage}
              hidden={{ disputeId: id }}
              label="پیام پشتیبانی به هر دو طرف"
            />
          ) : null}
        </div>
      </section>
    </div>
  );
}
