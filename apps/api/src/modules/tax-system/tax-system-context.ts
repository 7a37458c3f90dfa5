// What every use case of the tax system shares (decision 042): its dependencies and settings, who may act for the
// seller of an invoice, and the rows as the contract shows them.
import type { TaxProfile, TaxSubmission, TaxSubmissionState, TaxSystemKind } from '@bazaar/contracts/tax-system';
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import type { TaxInvoiceSource } from './invoice-source.js';
import type { KeyVault } from './key-vault.js';
import type { TaxSystemAdapter } from './tax-adapters.js';
import {
  createTaxSystemRepo,
  type TaxProfileRow,
  type TaxSubmissionRow,
  type TaxSystemRepo,
} from './tax-system.repo.js';

export const SUBMIT_JOB = 'tax-system.submit';

export interface TaxSystemSettings {
  /** Retries of a send the system did not answer; the first try is not counted. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long after acceptance the buyer may still answer (the law's 30 days). */
  buyerWindowDays: number;
}

export interface TaxSystemDeps {
  db: Database;
  access: Pick<MerchantAccess, 'membership'>;
  /** The invoices module's official invoice as the tax system needs it; null when there is none. */
  readSource: (invoiceId: string) => Promise<TaxInvoiceSource | null>;
  adapter: TaxSystemAdapter;
  vault: KeyVault;
  /** Queues the send job (pg-boss through the platform; its retries are the job's). */
  queueSubmit: (invoiceId: string) => Promise<void>;
  settings: TaxSystemSettings;
  now?: () => Date;
}

export interface TaxSystemContext {
  deps: TaxSystemDeps;
  repo: TaxSystemRepo;
  now: () => Date;
}

export function createTaxSystemContext(deps: TaxSystemDeps): TaxSystemContext {
  return { deps, repo: createTaxSystemRepo(deps.db), now: deps.now ?? (() => new Date()) };
}

/** Who is asking: a signed-in person, and whether they are staff (who read every seller's, never send). */
export interface Caller {
  userId: number;
  staff: boolean;
}

const NOT_YOURS = 'تأمین‌کننده‌ای با این شناسه در تأمین‌کنندگان شما یافت نشد.';
const NO_INVOICE = 'صورتحسابی با این شناسه در صورتحساب‌های شما یافت نشد.';

export type Need = 'read' | 'send' | 'manage';

/**
 * What the caller may do for the merchant: any member reads; the owner and agents with the company-profile right
 * send invoices; only the owner replaces the tax profile (its key signs in the seller's name). Staff read. Anyone
 * else gets 404 and learns nothing.
 */
export async function mayActFor(
  ctx: TaxSystemContext,
  caller: Caller,
  merchantId: number,
  need: Need,
  notFound = NOT_YOURS,
) {
  const member = await ctx.deps.access.membership(caller.userId, merchantId);
  if (!member) {
    if (!caller.staff) throw new AppError('NOT_FOUND', { detail: notFound });
    if (need !== 'read')
      throw new AppError('FORBIDDEN', { detail: 'کارکنان وضعیت را می‌بینند؛ ارسال با خود تأمین‌کننده است.' });
    return { send: false, manage: false };
  }
  const rights = { send: member.manageProfile, manage: member.role === 'owner' };
  if (need === 'send' && !rights.send) throw new AppError('FORBIDDEN');
  if (need === 'manage' && !rights.manage)
    throw new AppError('FORBIDDEN', { detail: 'پروفایل مالیاتی را فقط مالک تأمین‌کننده ثبت یا جایگزین می‌کند.' });
  return rights;
}

/** The seller of an invoice: from its submission row, or from the invoices module when it was never sent. */
export async function sellerOf(ctx: TaxSystemContext, invoiceId: string) {
  const row = await ctx.repo.submission(invoiceId);
  if (row) return { merchantId: row.merchantId, row };
  const source = await ctx.deps.readSource(invoiceId);
  const merchantId = Number(source?.sellerMerchantId);
  if (!source || !Number.isInteger(merchantId)) throw new AppError('NOT_FOUND', { detail: NO_INVOICE });
  return { merchantId, row: undefined };
}

export const invoiceAccess = (ctx: TaxSystemContext, caller: Caller, merchantId: number, need: Need) =>
  mayActFor(ctx, caller, merchantId, need, NO_INVOICE);

/** States a seller may send from: never sent, refused by the system, or given up after retries. */
export const SENDABLE: TaxSubmissionState[] = ['not_sent', 'rejected', 'failed'];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toSubmission = (row: TaxSubmissionRow, mayCallerSend: boolean): TaxSubmission => ({
  invoiceId: row.invoiceId,
  merchantId: row.merchantId,
  taxId: row.taxId,
  state: row.state,
  reasons: row.reasons,
  lastError: row.lastError,
  attempts: row.attempts,
  nextAttemptAt: iso(row.nextAttemptAt),
  referenceNumber: row.referenceNumber,
  sentAt: iso(row.sentAt),
  decidedAt: iso(row.decidedAt),
  updatedAt: iso(row.updatedAt),
  canSend: mayCallerSend && SENDABLE.includes(row.state),
});

/** An invoice never sent has no row: this is how it reads. */
export const notSent = (invoiceId: string, merchantId: number, mayCallerSend: boolean): TaxSubmission => ({
  invoiceId,
  merchantId,
  taxId: null,
  state: 'not_sent',
  reasons: [],
  lastError: null,
  attempts: 0,
  nextAttemptAt: null,
  referenceNumber: null,
  sentAt: null,
  decidedAt: null,
  updatedAt: null,
  canSend: mayCallerSend,
});

export const toProfile = (row: TaxProfileRow): TaxProfile => ({
  merchantId: row.merchantId,
  memoryId: row.memoryId,
  savedAt: row.savedAt.toISOString(),
  certificateSubject: row.certificateSubject,
  certificateExpiresAt: row.certificateExpiresAt.toISOString(),
});

export type { TaxSystemKind };
