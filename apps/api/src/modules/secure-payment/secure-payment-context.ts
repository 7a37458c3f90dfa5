// What every use case of secure payment shares (decision 039): its dependencies, settings, the clock and the
// Persian refusals it answers with.
import type { Database } from '../../db/client.js';
import type { Emit, UnitOfWork } from '../../platform/transaction.js';
import { AppError } from '../../shared/app-error.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import type { TradeOffer } from '../trade/for-modules.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { createSecurePaymentRepo } from './secure-payment.repo.js';

export type SecurePaymentWallet = Pick<
  WalletService,
  | 'createPayableIn'
  | 'payableIn'
  | 'cancelPayableIn'
  | 'lockHeldIn'
  | 'commissionPlanIn'
  | 'releaseHeldIn'
  | 'refundHeldIn'
  | 'holdingMovements'
  | 'receivableOf'
  | 'currentPlan'
>;

export interface SecurePaymentDeps {
  db: Database;
  uow: UnitOfWork;
  wallet: SecurePaymentWallet;
  trade: TradeOffer;
  /** Who acts for a merchant (the customers module's offer). */
  access: Pick<MerchantAccess, 'actsFor'>;
  vatBasisPoints: number;
  objectionDays: number;
  now?: () => Date;
}

/** Who pays; `fromCompanyWallet` only on the companies module's own payment from a company's wallet. */
export type PayCaller = { userId: number; staff: boolean; fromCompanyWallet?: boolean };
/** Another module's check before an order's payable is made or answered (`beforePay`; decision 052). */
export type PayGuard = (db: Database, tradeRequestId: number, caller: PayCaller) => Promise<void>;

export interface SecurePaymentContext {
  deps: SecurePaymentDeps;
  repo: ReturnType<typeof createSecurePaymentRepo>;
  now: () => Date;
  payGuards: PayGuard[];
}

export function createSecurePaymentContext(deps: SecurePaymentDeps): SecurePaymentContext {
  return { deps, repo: createSecurePaymentRepo(deps.db), now: deps.now ?? deps.trade.now, payGuards: [] };
}

/** Runs the registered checks of who may pay order `id` (a company order: only from the company wallet). */
export async function checkPayer(ctx: SecurePaymentContext, caller: PayCaller, id: number) {
  for (const guard of ctx.payGuards) await guard(ctx.deps.db, id, caller);
}

export type { Emit };
export const DAY_MS = 86_400_000;
export const fieldError = (field: string, code: string, message: string) => ({ field, code, message });

export const notPriced = () =>
  new AppError('TRADE_ILLEGAL_TRANSITION', {
    detail: 'این سفارش هنوز قیمت تأییدشده ندارد؛ پرداخت امن پس از تأیید قیمت‌ها ممکن است.',
  });

/** The commission of the merchant's current plan (the base plan when it has none), read through `db`. */
export function planOf(ctx: SecurePaymentContext, merchantId: number, db: Database = ctx.deps.db) {
  return ctx.deps.wallet.commissionPlanIn(db, merchantId, ctx.now());
}
