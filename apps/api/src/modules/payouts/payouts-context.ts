// What every use case of payouts shares: its dependencies and settings, who may act for a merchant or a person,
// the Tehran day the daily cap counts, and the mapping of rows to the contract's shapes.
import type { BankAccount, Withdrawal } from '@bazaar/contracts/payouts';
import { tehranDayStart, toJalali } from '@bazaar/fa/jalali';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../platform/transaction.js';
import { AppError } from '../../shared/app-error.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import type { RegistryOffer } from '../trust/registry/registry-offer.js';
import type { LedgerIn } from '../wallet/ledger-for-modules.js';
import { holderMismatchMessage } from './holder-check.js';
import type { PayoutAdapter } from './payout-adapters.js';
import {
  type BankAccountRow,
  createPayoutsRepo,
  type PayoutOwner,
  type PayoutRow,
  type PayoutsRepo,
} from './payouts.repo.js';

export interface PayoutSettings {
  minRials: number;
  dailyCapRials: number;
  batchSize: number;
}

/** The identity module's one-time codes for a signed-in person (decision 038: a fresh code per account change). */
export interface StepUpCodes {
  sendCodeToUser(userId: number, ip: string): Promise<import('@bazaar/contracts/identity').OtpSent>;
  confirmCodeOfUser(userId: number, code: string, ip: string): Promise<void>;
}

export interface PayoutsDeps {
  db: Database;
  uow: UnitOfWork;
  ledgerIn: (db: Database) => LedgerIn;
  /** Who acts for a merchant (the customers module's offer; the only reader of merchant_members). */
  access: Pick<MerchantAccess, 'membership'>;
  codes: StepUpCodes;
  /** null: no provider may pay here (the sandbox in production without DEMO_MODE); withdrawals wait. */
  adapter: PayoutAdapter | null;
  settings: PayoutSettings;
  /** Trust's registry inquiries, for matching a merchant account's holder with the company (decision 051). */
  registry?: RegistryOffer;
  now?: () => Date;
}

export interface PayoutsContext {
  deps: PayoutsDeps;
  repo: PayoutsRepo;
  now: () => Date;
}

export function createPayoutsContext(deps: PayoutsDeps): PayoutsContext {
  return { deps, repo: createPayoutsRepo(deps.db), now: deps.now ?? (() => new Date()) };
}

const NOT_YOURS = 'تأمین‌کننده‌ای با این شناسه در تأمین‌کنندگان شما یافت نشد.';

/**
 * The caller's role in the merchant. Any member reads its money; only the owner manages it (adds accounts and
 * withdraws): agents' rights (decision 035) cover products and the profile, never money. Someone who is not a
 * member gets 404, so they learn nothing about the merchant.
 */
export async function memberOf(ctx: PayoutsContext, merchantId: number, userId: number, need: 'read' | 'manage') {
  const role = (await ctx.deps.access.membership(userId, merchantId))?.role;
  if (!role) throw new AppError('NOT_FOUND', { detail: NOT_YOURS });
  if (need === 'manage' && role !== 'owner') throw new AppError('PAYOUTS_OWNER_ONLY');
  return role;
}

const NOT_YOU = 'شخصی با این شناسه یافت نشد.';

/**
 * Whether the caller may act for the owner: for a merchant, its members read and its owner manages
 * (`memberOf`); for a person, only that person, in everything. Anyone else gets 404.
 */
export async function actFor(ctx: PayoutsContext, owner: PayoutOwner, userId: number, need: 'read' | 'manage') {
  if (owner.kind === 'merchant') return memberOf(ctx, owner.id, userId, need);
  if (owner.id !== userId) throw new AppError('NOT_FOUND', { detail: NOT_YOU });
  return 'owner' as const;
}

/** When today began in Tehran: the daily cap counts withdrawals from then. */
export function startOfTehranDay(now: Date): Date {
  const { jy, jm, jd } = toJalali(now);
  return tehranDayStart(jy, jm, jd);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toBankAccount = (row: BankAccountRow): BankAccount => ({
  id: row.id,
  merchantId: row.merchantId,
  userId: row.userId,
  sheba: row.sheba,
  bankCode: row.bankCode,
  bankName: row.bankName,
  holderName: row.holderName,
  holderCheck: row.holderCheck === 'matched' || row.holderCheck === 'mismatch' ? row.holderCheck : null,
  holderProblem: row.holderCheck === 'mismatch' ? holderMismatchMessage(row) : null,
  createdAt: row.createdAt.toISOString(),
});

export const toWithdrawal = (row: PayoutRow): Withdrawal => ({
  id: row.id,
  merchantId: row.merchantId,
  userId: row.userId,
  amountRials: row.amountRials,
  status: row.status,
  bankAccount: row.account,
  provider: row.provider,
  bankReference: row.bankReference,
  failureReason: row.failureReason,
  createdAt: row.createdAt.toISOString(),
  sentAt: iso(row.sentAt),
  settledAt: iso(row.settledAt),
});
