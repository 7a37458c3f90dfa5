// Sending an official invoice to سامانه مودیان and reading its state (decision 042). Sending queues the invoice and
// a job; the job prepares, signs and sends it (submit-job.ts). Sending again is allowed after a rejection or after
// the retries gave up; a queued or sent invoice answers as it stands (a second click queues nothing), an accepted
// one is refused, and so is one with a unit the system's table has no code for (decision 057).
import type { Page } from '@bazaar/contracts/paging';
import type { TaxSubmission, TaxSubmissionState } from '@bazaar/contracts/tax-system';
import { AppError } from '../../shared/app-error.js';
import { unitRefusal } from './measurement-units.js';
import {
  type Caller,
  invoiceAccess,
  mayActFor,
  notSent,
  SENDABLE,
  sellerOf,
  type TaxSystemContext,
  toSubmission,
} from './tax-system-context.js';

export async function submission(ctx: TaxSystemContext, caller: Caller, invoiceId: string): Promise<TaxSubmission> {
  const { merchantId, row } = await sellerOf(ctx, invoiceId);
  const rights = await invoiceAccess(ctx, caller, merchantId, 'read');
  return row ? toSubmission(row, rights.send) : notSent(invoiceId, merchantId, rights.send);
}

export async function send(ctx: TaxSystemContext, caller: Caller, invoiceId: string): Promise<TaxSubmission> {
  const { merchantId, row } = await sellerOf(ctx, invoiceId);
  await invoiceAccess(ctx, caller, merchantId, 'send');
  if (row && (row.state === 'queued' || row.state === 'sent')) return toSubmission(row, true);
  if (row && !SENDABLE.includes(row.state)) throw new AppError('TAX_SYSTEM_ALREADY_SENT');
  if (!(await ctx.repo.profile(merchantId))) throw new AppError('TAX_SYSTEM_PROFILE_MISSING');
  // A row whose unit has no code in the system's table is refused before anything is sent (decision 057); the
  // reason stays beside the invoice, naming the row and its unit.
  const source = await ctx.deps.readSource(invoiceId);
  const refusal = source && unitRefusal(source.lines);
  if (refusal) {
    await ctx.repo.refuse(invoiceId, merchantId, SENDABLE, refusal);
    throw new AppError('TAX_SYSTEM_UNIT_UNKNOWN', { detail: refusal });
  }
  const queued = await ctx.repo.queue(invoiceId, merchantId, SENDABLE);
  if (queued) await ctx.deps.queueSubmit(invoiceId);
  const now = queued ?? (await ctx.repo.submission(invoiceId));
  if (!now) throw new AppError('NOT_FOUND');
  return toSubmission(now, true);
}

/** States in which an invoice is in the tax system with its tax id (a correction of it may follow). */
const THERE: TaxSubmissionState[] = ['sent', 'accepted', 'buyer_accepted', 'buyer_rejected'];

/**
 * The system's own send of a correction it issued (a paid order cancelled and refunded: its ابطالی): queued as
 * the seller's send would be when its original is already in the tax system and the seller has a profile.
 * Nothing when the invoice already has a submission, so asking again after a redelivered event is a no-op;
 * otherwise the invoice waits, not sent, beside its original in the seller's list.
 */
export async function sendAfterOriginal(ctx: TaxSystemContext, invoiceId: string): Promise<boolean> {
  if (await ctx.repo.submission(invoiceId)) return false;
  const source = await ctx.deps.readSource(invoiceId);
  if (!source?.referencesInvoiceId) return false;
  const original = await ctx.repo.submission(source.referencesInvoiceId);
  if (!original?.taxId || !THERE.includes(original.state)) return false;
  if (!(await ctx.repo.profile(original.merchantId))) return false;
  const queued = await ctx.repo.queue(invoiceId, original.merchantId, ['not_sent']);
  if (queued) await ctx.deps.queueSubmit(invoiceId);
  return Boolean(queued);
}

export async function submissions(
  ctx: TaxSystemContext,
  caller: Caller,
  merchantId: number,
  query: { page: number; pageSize: number; state?: TaxSubmissionState; invoiceIds?: string },
): Promise<Page<TaxSubmission>> {
  const rights = await mayActFor(ctx, caller, merchantId, 'read');
  if (query.invoiceIds) {
    // One answer for a list page's rows: only this merchant's rows are read, so another seller's invoice
    // reads as not sent here and reveals nothing.
    const ids = [...new Set(query.invoiceIds.split(','))];
    const rows = new Map((await ctx.repo.ofInvoices(merchantId, ids)).map((r) => [r.invoiceId, r]));
    const items = ids.map((id) => {
      const row = rows.get(id);
      return row ? toSubmission(row, rights.send) : notSent(id, merchantId, rights.send);
    });
    return { items, total: items.length, page: 1, pageSize: Math.max(items.length, 1) };
  }
  const page = await ctx.repo.submissions(merchantId, query);
  return { ...page, items: page.items.map((row) => toSubmission(row, rights.send)) };
}
