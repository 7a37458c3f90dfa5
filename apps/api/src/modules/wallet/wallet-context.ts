// What every use case of the wallet shares: its dependencies, the clock, the registered fulfilments of other
// modules' payables, the mapping of rows to the contract's shapes and the Persian messages they answer with.
import type { MembershipPlan, Payable } from '@bazaar/contracts/wallet-membership';
import type { GatewayCode, PayableKind, Payment } from '@bazaar/contracts/wallet-payments';
import type { Database } from '../../db/client.js';
import type { Emit, UnitOfWork } from '../../platform/transaction.js';
import { AppError } from '../../shared/app-error.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import type { GatewayRegistry } from './gateways.js';
import { createWalletRepo, type PayableRow, type PaymentRow, type PlanRow, type WalletRepo } from './wallet.repo.js';

export const PENDING_AT_GATEWAY =
  'پاسخی از درگاه پرداخت دریافت نشد. اگر مبلغ از حساب شما کم شده باشد، وضعیت پرداخت تا چند دقیقهٔ دیگر خودکار بررسی و ثبت می‌شود.';
export const NOT_PAID_YET =
  'درگاه هنوز پرداخت را تأیید نکرده است. اگر پرداخت را در درگاه لغو کرده‌اید، می‌توانید از کیف پول دوباره پرداخت کنید؛ اگر مبلغ از حساب شما کم شده باشد، پرداخت خودکار بررسی و ثبت می‌شود.';
export const EXPIRED_AT_GATEWAY = 'مهلت پرداخت در درگاه به پایان رسید.';
export const NOT_FOUND_PAYMENT = 'پرداختی با این شناسه در پرداخت‌های شما یافت نشد.';
export const NOT_FOUND_PAYABLE = 'موردی با این شناسه برای پرداخت شما یافت نشد.';

export const fieldError = (field: string, code: string, message: string) => ({ field, code, message });

/** A module's fulfilment of its payables (registered with `onPaid`); see `settlement/fulfil.ts`. */
export type PaidHandler = (
  db: Database,
  emit: Emit,
  payable: { id: number; userId: number; subject: Record<string, number> },
) => Promise<boolean>;

/** How a payable is being paid: the payer's own wallet, a gateway, or a buyer company's wallet (decision 044). */
export type PayingVia = 'own_wallet' | 'gateway' | 'company_wallet';
/**
 * Another module's check before one of its payables is paid (`guardPayment`, decision 058): it throws an AppError
 * to refuse. Run inside the paying transaction for the wallets, before anything is asked of a gateway.
 */
export type PayGuard = (
  db: Database,
  payable: { id: number; userId: number; payerUserId: number; subject: Record<string, number> },
  via: PayingVia,
) => Promise<void>;

export interface WalletServiceDeps {
  db: Database;
  uow: UnitOfWork;
  gateways: GatewayRegistry;
  publicSiteUrl: string;
  expireMinutes: number;
  /** Who acts for a merchant (customers): its members see its plan, its owner buys one. */
  access: Pick<MerchantAccess, 'memberships' | 'membership'>;
  /** The gateways' time limit (GATEWAY_TIMEOUT_MS): an attempt that calls one holds its key a little longer. */
  gatewayTimeoutMs?: number;
  now?: () => Date;
}

export interface WalletContext {
  deps: WalletServiceDeps;
  /** The repository on the pool, for reads and single-statement changes. */
  repo: WalletRepo;
  now: () => Date;
  /** What other modules deliver when a payable of theirs is paid, by kind. */
  fulfilments: Map<PayableKind, PaidHandler>;
  /** Who may pay a payable of this kind, and how (by kind; decision 058). */
  payGuards: Map<PayableKind, PayGuard>;
}

export function createWalletContext(deps: WalletServiceDeps): WalletContext {
  return {
    deps,
    repo: createWalletRepo(deps.db),
    now: deps.now ?? (() => new Date()),
    fulfilments: new Map(),
    payGuards: new Map(),
  };
}

/** The gateway of that code, or a Persian field error when it is not offered here. */
export function gatewayOf(ctx: WalletContext, code: GatewayCode) {
  const gateway = ctx.deps.gateways.get(code);
  if (!gateway)
    throw new AppError('WALLET_GATEWAY_NOT_AVAILABLE', {
      errors: [fieldError('body.gateway', 'oneOf', 'این درگاه پرداخت فعال نیست.')],
    });
  return gateway;
}

/** Runs the guard registered for the payable's kind, if any: it refuses by throwing. */
export async function guardPaying(
  ctx: WalletContext,
  db: Database,
  payable: Pick<PayableRow, 'id' | 'userId' | 'kind' | 'subject'>,
  payerUserId: number,
  via: PayingVia,
) {
  await ctx.payGuards.get(payable.kind)?.(
    db,
    { id: payable.id, userId: payable.userId, payerUserId, subject: payable.subject as Record<string, number> },
    via,
  );
}

export const iso = (d: Date) => d.toISOString();

export function toPayment(row: PaymentRow, payable: Pick<PayableRow, 'kind' | 'title'>): Payment {
  return {
    id: row.id,
    status: row.status,
    method: row.method,
    gateway: (row.gateway as GatewayCode | null) ?? null,
    amountRials: row.amountRials,
    payableId: row.payableId,
    payableKind: payable.kind,
    title: payable.title,
    referenceId: row.referenceId,
    failureReason: row.failureReason,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
export const toPayable = (row: PayableRow): Payable => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  amountRials: row.amountRials,
  status: row.status,
  createdAt: iso(row.createdAt),
});
export const toPlan = (row: PlanRow): MembershipPlan => ({
  id: row.id,
  name: row.name,
  description: row.description,
  priceRials: row.priceRials,
  periodDays: row.periodDays,
  requestsPerMonth: row.requestsPerMonth,
  feePerRequestRials: row.feePerRequestRials,
  commissionBasisPoints: row.commissionBasisPoints,
  commissionMinRials: row.commissionMinRials,
  isBase: row.isBase,
});

/** How long a call that waits for a gateway holds its idempotency key: the gateway's limit and 15 s more. */
export const gatewayClaimSeconds = (ctx: WalletContext) => Math.ceil((ctx.deps.gatewayTimeoutMs ?? 10_000) / 1000) + 15;

/** A payment of the caller's own, with its payable; otherwise 404 (another person's payment is not there). */
export async function ownPayment(ctx: WalletContext, userId: number, paymentId: number) {
  const payment = await ctx.repo.payment(paymentId);
  if (!payment || payment.userId !== userId) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_PAYMENT });
  const payable = await ctx.repo.payable(payment.payableId);
  if (!payable) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_PAYMENT });
  return { payment, payable };
}
