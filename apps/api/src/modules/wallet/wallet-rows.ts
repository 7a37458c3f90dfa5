// The wallet's rows and ledger postings, shared by its repositories and use cases.
import type { ledgerTransactions, membershipPlans, payables, payments } from '../../db/schema/wallet.js';

export type SystemAccount =
  | 'gateway_clearing'
  | 'platform_revenue'
  | 'adjustments'
  | 'payouts_in_transit'
  | 'payouts_paid';
export type LedgerKind = (typeof ledgerTransactions.$inferInsert)['kind'];
export type PaymentRow = typeof payments.$inferSelect;
export type PayableRow = typeof payables.$inferSelect;
export type PlanRow = typeof membershipPlans.$inferSelect;

export class InsufficientFunds extends Error {}

export interface Posting {
  kind: LedgerKind;
  description: string;
  actorUserId?: number | null;
  paymentId?: number | null;
  reason?: string | null;
  lines: { accountId: number; amountRials: number }[];
}
