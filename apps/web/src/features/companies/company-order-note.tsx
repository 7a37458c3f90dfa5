// On a direct order's page, for its buyer in a company (decision 044): the company's approval («در انتظار
// تأیید» and the like), the PO number, and the way to the company's page of the order (approval, payment).
import type { CompanyOrder } from '@bazaar/contracts/companies-model';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { ApprovalBadge } from './company-orders-table';
import { companyOrderHref } from './notices';

export function CompanyOrderNote({ order }: { order: CompanyOrder }) {
  const needs = order.approval.required > 0 || order.approval.ownerRequired;
  return (
    <section
      aria-label="سفارش شرکت"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <p className="flex flex-wrap items-center gap-2 text-slate-800">
        <span>سفارش شرکت</span>
        <ApprovalBadge order={order} />
        {order.poNumber ? (
          <span>
            PO: <bdi dir="ltr">{order.poNumber}</bdi>
          </span>
        ) : null}
        {needs && order.approval.status === 'none' ? <span>این سفارش پیش از ارسال تأیید شرکت را می‌خواهد.</span> : null}
      </p>
      <Link href={companyOrderHref(order.tradeRequestId)} className={buttonClass('secondary')}>
        تأیید شرکت، PO و پرداخت
      </Link>
    </section>
  );
}
