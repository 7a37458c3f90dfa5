// The company's orders as CSV for its ERP (decision 044): UTF-8 with BOM (Excel reads Persian), one row per order
// with its PO number, cost centre, supplier, amount in Rials, state and approval. Any member with the read right.
import { APPROVAL_STATUS_LABELS } from '@bazaar/contracts/companies-model';
import { TRADE_REQUEST_STATE_LABELS } from '@bazaar/contracts/trade-states';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { stringify } from 'csv-stringify/sync';
import type { CompaniesContext } from './companies-context.js';
import { memberOf } from './companies-context.js';

const COLUMNS = [
  'شماره سفارش',
  'شماره سفارش خرید (PO)',
  'مرکز هزینه',
  'تأمین‌کننده',
  'شرح',
  'مبلغ کالا (ریال)',
  'وضعیت سفارش',
  'تأیید شرکت',
  'ثبت‌کننده',
  'تاریخ ثبت',
] as const;

export async function ordersCsv(ctx: CompaniesContext, userId: number, companyId: number): Promise<string> {
  await memberOf(ctx.repo, userId, companyId, 'read');
  const rows = await ctx.repo.listed({ companyId });
  const records = rows.map((r) => [
    String(r.order.tradeRequestId),
    r.order.poNumber,
    r.order.costCentre,
    r.supplierName,
    r.title,
    r.amount === null ? '' : String(r.amount),
    TRADE_REQUEST_STATE_LABELS[r.state],
    APPROVAL_STATUS_LABELS[r.order.approvalStatus],
    r.createdByName,
    formatJalaliDate(r.order.createdAt),
  ]);
  return `\uFEFF${stringify([[...COLUMNS], ...records], { record_delimiter: '\r\n' })}`;
}
