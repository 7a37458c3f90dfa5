// Sending an official invoice to سامانه مودیان and reading its state (decision 042). Sending queues the invoice and
// a job; the job prepares, signs and sends it (submit-job.ts). Sending again is allowed after a rejection or after
// the retries gave up; a queued or sent invoice answers as it stands (a second click queues nothing), an accepted
// one is refused.
import type { Page } from '@bazaar/contracts/paging';
import type { TaxSubmission, TaxSubmissionState } from '@bazaar/contracts/tax-system';
import { AppError } from '../../shared/app-error.js';
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
  const queued = await ctx.repo.queue(invoiceId, merchantId, SENDABLE);
  if (queued) await ctx.deps.queueSubmit(invoiceId);
  const now = queued ?? (await ctx.repo.submission(invoiceId));
  if (!now) throw new AppError('NOT_FOUND');
  return toSubmission(now, true);
}

export async function submissions(
  ctx: TaxSystemContext,
  caller: Caller,
  merchantId: number,
  query: { page: number; pageSize: number; state?: TaxSubmissionState },
): Promise<Page<TaxSubmission>> {
  const rights = await mayActFor(ctx, caller, merchantId, 'read');
  const page = await ctx.repo.submissions(merchantId, query);
  return { ...page, items: page.items.map((row) => toSubmission(row, rights.send)) };
}
