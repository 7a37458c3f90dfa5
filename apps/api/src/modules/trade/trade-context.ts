// What every use case of trade requests shares: its dependencies, the clock, who the caller is in a request,
// the refusals its rules answer with and the Persian messages they carry.
import { MAX_ORDER_TOTAL_RIALS, orderLinesSum } from '@bazaar/contracts/trade-orders';
import type { QuoteStage } from '@bazaar/contracts/trade-quotes';
import {
  QUOTE_ACTION_LABELS,
  type QuoteAction,
  TRADE_REQUEST_STATE_LABELS,
  TRADE_TRANSITIONS,
  type TradeAction,
  type TradeParty,
  type TradeRequestState,
} from '@bazaar/contracts/trade-states';
import { validationMessage } from '@bazaar/contracts/validation-messages';
import type { MembershipPlan, Payable } from '@bazaar/contracts/wallet-membership';
import { toPersianDigits } from '@bazaar/fa/digits';
import { tehranDayStart, toJalali } from '@bazaar/fa/jalali';
import type { Database } from '../../db/client.js';
import type { Emit, UnitOfWork } from '../../platform/transaction.js';
import { AppError } from '../../shared/app-error.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import { unitConverter } from './quote-units.js';
import { createTradeRepo, type TradeRepo, type TradeRequestRow } from './trade.repo.js';

export const DAY_MS = 86_400_000;
export const NOT_FOUND_REQUEST = 'درخواستی با این شناسه در درخواست‌های شما یافت نشد.';
export const fieldError = (field: string, code: string, message: string) => ({ field, code, message });

/** Refuses prices whose order total (Σ quantity × price per unit) is more than an order can be. */
export function refuseOverTotal(lines: { quantity: number; unitPriceRials: number | null }[]) {
  const sum = orderLinesSum(lines);
  if (sum !== null && !(Math.round(sum) <= MAX_ORDER_TOTAL_RIALS))
    throw new AppError('VALIDATION_FAILED', {
      errors: [fieldError('body.items', 'maxOrderTotal', validationMessage('maxOrderTotal'))],
    });
}

/** What trade needs from the wallet, offered by the wallet module (`ctx.use('wallet')` in trade/index.ts; the wallet's tables are the wallet's). */
export interface TradeWallet {
  createPayableIn(
    db: Database,
    row: {
      userId: number;
      kind: 'trade_request_fee';
      title: string;
      amountRials: number;
      subject: Record<string, number>;
    },
  ): Promise<Payable>;
  payableIn(db: Database, id: number): Promise<Payable | undefined>;
  cancelPayableIn(db: Database, id: number): Promise<void>;
  planForUser(userId: number): Promise<{ merchantId: number | null; plan: MembershipPlan }>;
  /** The current plan of a merchant (its quotes per month), else the free base plan. */
  planForMerchant(merchantId: number): Promise<MembershipPlan>;
}

export interface TradeServiceDeps {
  db: Database;
  uow: UnitOfWork;
  wallet: TradeWallet;
  /** Who acts for a merchant (customers). */
  access: MerchantAccess;
  now?: () => Date;
  /** VAT on goods and shipping (VAT_BASIS_POINTS), to compare quotes on delivered cost (decision 045). */
  vatBasisPoints?: number;
}

/** The config's default VAT (10 %), for services built without one (tests). */
export const DEFAULT_VAT_BASIS_POINTS = 1000;

/** A listing's query as the contract reads it: Jalali days as text. */
export interface ListQuery {
  page: number;
  pageSize: number;
  state?: TradeRequestState;
  from?: string;
  to?: string;
}

export interface Caller {
  userId: number;
  staff: boolean;
}
/** 'quoter': a supplier of an open request's category, or one that quoted on it (decision 023). */
export type Viewer = TradeParty | 'quoter' | 'staff';
/** Who the caller is in a request, and the merchants they act for (to show only their own quotes). */
export interface Seen {
  viewer: Viewer;
  userId: number;
  mine: number[];
}

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function illegal(state: TradeRequestState, action: TradeAction) {
  return new AppError('TRADE_ILLEGAL_TRANSITION', {
    detail: `«${TRADE_TRANSITIONS[action].label}» در وضعیت «${TRADE_REQUEST_STATE_LABELS[state]}» مجاز نیست.`,
  });
}
export function illegalQuote(state: TradeRequestState, action: QuoteAction) {
  return new AppError('TRADE_ILLEGAL_TRANSITION', {
    detail: `«${QUOTE_ACTION_LABELS[action]}» در وضعیت «${TRADE_REQUEST_STATE_LABELS[state]}» مجاز نیست.`,
  });
}
export const notQuoter = () =>
  new AppError('TRADE_WRONG_PARTY', {
    detail: 'پیشنهاد قیمت کار تأمین‌کنندگان دستهٔ این درخواست است، نه خریدار آن.',
  });
export const NOT_A_QUOTER = 'تأمین‌کننده‌ای از دستهٔ این درخواست در حساب شما یافت نشد.';
export const todayIso = (now: Date) => new Date(now.getTime() + 3.5 * 3_600_000).toISOString().slice(0, 10);
export function wrongParty(action: TradeAction) {
  const party = TRADE_TRANSITIONS[action].party === 'buyer' ? 'خریدار' : 'تأمین‌کننده';
  return new AppError('TRADE_WRONG_PARTY', {
    detail: `«${TRADE_TRANSITIONS[action].label}» فقط کار ${party} این درخواست است.`,
  });
}

/** Midnight (Tehran) of the first day of the current Jalali month. */
export function jalaliMonthStart(now: Date): Date {
  const { jy, jm } = toJalali(now);
  return tehranDayStart(jy, jm, 1);
}

/** An order as other modules see it (secure payment, disputes): its parties, state and priced total. */
export interface TradeOrder {
  id: number;
  state: TradeRequestState;
  buyerUserId: number;
  merchantId: number;
  /** Σ quantity × the supplier's price per unit, rounded to whole Rials; null while unpriced. */
  goodsRials: number | null;
  shippingRials: number;
  /** The publishing fee fixed when it was published, paid as a line of the order's payable (decision 049). */
  feeRials: number;
}

/**
 * What another module does inside a party's transition, before the state changes (its unit of work): secure
 * payment refunds held money on `cancel` and starts the objection window on `deliver`. Declared with
 * `beforeTransition`, which trade offers (index.ts).
 */
export type TransitionHook = (db: Database, emit: Emit, order: TradeOrder, caller: Caller) => Promise<void>;

/** A quote with stages accepted (decision 056): the goods and shipping the order now has, and the stages. */
export interface AcceptedStages {
  tradeRequestId: number;
  goodsRials: number;
  shippingRials: number;
  stages: QuoteStage[];
}
/** Secure payment's part in an acceptance, in its unit of work: the quote's stages become the order's. */
export type QuoteAcceptedHook = (db: Database, accepted: AcceptedStages) => Promise<void>;

export interface TradeContext {
  deps: TradeServiceDeps;
  hooks: Map<TradeAction, TransitionHook[]>;
  /** Run in the unit of work that creates a draft (buyer companies record their orders, decision 044). */
  createdHooks: TransitionHook[];
  /** Run when a quote that proposes stages is accepted (decision 056). */
  quoteAcceptedHooks: QuoteAcceptedHook[];
  /** The repository on the pool, for reads; a unit of work builds its own on its `tx`. */
  repo: TradeRepo;
  now: () => Date;
  /** The converter of units of measurement, read once on first use (see `converter`). */
  units?: ReturnType<typeof unitConverter>;
}

export function createTradeContext(deps: TradeServiceDeps): TradeContext {
  return {
    deps,
    hooks: new Map(),
    createdHooks: [],
    quoteAcceptedHooks: [],
    repo: createTradeRepo(deps.db, deps.access),
    now: deps.now ?? (() => new Date()),
  };
}

export async function viewerOf(r: TradeRepo, row: TradeRequestRow, caller: Caller): Promise<Seen | null> {
  const userId = caller.userId;
  if (row.buyerUserId === userId) return { viewer: 'buyer', userId, mine: [] };
  const mine = await r.merchantIdsOf(userId);
  if (mine.includes(row.merchantId)) return { viewer: 'supplier', userId, mine };
  if (mine.length) {
    const open = row.state === 'open_for_quotes' && row.categoryId;
    if (open && (await r.quotingMerchants(userId, open)).length) return { viewer: 'quoter', userId, mine };
    if ((await r.quotes(row.id)).some((q) => mine.includes(q.merchantId))) return { viewer: 'quoter', userId, mine };
  }
  if (caller.staff) return { viewer: 'staff', userId, mine: [] };
  return null;
}

export async function converter(ctx: TradeContext, r: TradeRepo) {
  ctx.units ??= unitConverter(await r.units());
  return ctx.units;
}

export function titleOf(first: string, count: number) {
  return count > 1 ? `${first} و ${toPersianDigits(count - 1)} قلم دیگر` : first;
}

/** A request the caller may see, and who they are in it; anyone else gets 404 (no hint it exists). */
export async function visible(ctx: TradeContext, caller: Caller, id: number) {
  const row = await ctx.repo.request(id);
  const seen = row && (await viewerOf(ctx.repo, row, caller));
  if (!row || !seen) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_REQUEST });
  return { row, viewer: seen.viewer, seen };
}
