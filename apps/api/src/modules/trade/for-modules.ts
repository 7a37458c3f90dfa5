// What trade offers other modules (secure payment, disputes; decision 039): an order's priced view, a party's
// transition with work of theirs in the same unit of work, a move the marketplace itself makes (the objection
// window ended, staff decided) inside their transaction, and hooks on a party's transition.

import type { StageEventAction } from '@bazaar/contracts/secure-payment-stages';
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import type { TradeAction, TradeEventAction, TradeRequestState } from '@bazaar/contracts/trade-states';
import type { Database } from '../../db/client.js';
import type { Emit } from '../../platform/transaction.js';
import { AppError } from '../../shared/app-error.js';
import { publishOrderIn } from './fees/confirm-and-publish.js';
import { requestById } from './request-queries.js';
import { quoteView } from './request-view.js';
import { createTradeRepo } from './trade.repo.js';
import {
  type Caller,
  NOT_FOUND_REQUEST,
  type QuoteAcceptedHook,
  type TradeContext,
  type TradeOrder,
  type TransitionHook,
  visible,
} from './trade-context.js';
import { orderOf } from './trade-order.js';
import { announce, transition } from './transition.js';

/** The order in the caller's transaction, its row locked when `lock`. */
export async function orderIn(
  ctx: TradeContext,
  db: Database,
  id: number,
  lock = false,
): Promise<TradeOrder | undefined> {
  const r = createTradeRepo(db, ctx.deps.access);
  const row = lock ? await r.requestForUpdate(id) : await r.request(id);
  return row && orderOf(r, row);
}

/** The order as the caller may see it, and who they are in it; 404 for anyone else. */
export async function visibleOrder(ctx: TradeContext, caller: Caller, id: number) {
  const { row, viewer } = await visible(ctx, caller, id);
  return { order: await orderOf(ctx.repo, row), viewer };
}

/** A party's transition whose own work (`work`, in the same unit of work) belongs to another module. */
export function actOn(
  ctx: TradeContext,
  caller: Caller,
  id: number,
  action: TradeAction,
  options: { note?: string; work?: (db: Database, emit: Emit, order: TradeOrder) => Promise<void> } = {},
): Promise<TradeRequest> {
  return transition(ctx, caller, id, action, {
    note: options.note,
    change: async (r, row, db, emit) => {
      await options.work?.(db, emit, await orderOf(r, row));
      return undefined;
    },
  });
}

/**
 * A move the marketplace makes inside the caller's transaction: from one of `from` to `to`, one event with the
 * actor's party (the buyer whose payment settled, staff as 'system'), one live event. Undefined when the order
 * is no longer in one of `from` (the other side of a race already moved it).
 */
export async function moveIn(
  ctx: TradeContext,
  db: Database,
  emit: Emit,
  id: number,
  move: {
    action: TradeEventAction;
    from: readonly TradeRequestState[];
    to: TradeRequestState;
    actorUserId: number | null;
    actorParty: 'buyer' | 'supplier' | 'system';
    note: string;
  },
): Promise<TradeOrder | undefined> {
  const r = createTradeRepo(db, ctx.deps.access);
  const before = await r.requestForUpdate(id);
  if (!before) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_REQUEST });
  if (!move.from.includes(before.state)) return undefined;
  const moved = await r.transition(id, move.from, move.to);
  if (!moved) return undefined;
  await r.addEvent({
    tradeRequestId: id,
    action: move.action,
    fromState: before.state,
    toState: move.to,
    actorUserId: move.actorUserId,
    actorParty: move.actorParty,
    note: move.note,
  });
  await announce(r, emit, moved, move.action, { actorUserId: move.actorUserId });
  return orderOf(r, moved);
}

/**
 * A step of another module that moves no state (a stage paid, delivered, confirmed, released, disputed or
 * decided; decision 056): the live event every transition publishes, through the caller's outbox, to the buyer
 * and the supplier's members, so both parties' open pages refresh.
 */
export async function announceIn(
  ctx: TradeContext,
  db: Database,
  emit: Emit,
  id: number,
  step: { action: StageEventAction; actorUserId: number | null; stage?: number },
) {
  const r = createTradeRepo(db, ctx.deps.access);
  const row = await r.request(id);
  if (!row) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_REQUEST });
  await announce(r, emit, row, step.action, { actorUserId: step.actorUserId, stage: step.stage });
}

export function beforeTransition(ctx: TradeContext, action: TradeAction, hook: TransitionHook) {
  ctx.hooks.set(action, [...(ctx.hooks.get(action) ?? []), hook]);
}

/** A quote with its prices per unit of the request, read in the caller's transaction (issue 31's proforma). */
export async function quoteIn(ctx: TradeContext, db: Database, quoteId: number) {
  const r = createTradeRepo(db, ctx.deps.access);
  const quote = await r.quote(quoteId);
  return quote && quoteView(ctx, r, quote, await r.items(quote.tradeRequestId));
}

/** A hook run in the unit of work that creates a draft; it may refuse (throw) the creation. */
export function afterCreate(ctx: TradeContext, hook: TransitionHook) {
  ctx.createdHooks.push(hook);
}

/** The names of an order's parties, for statements and staff lists. */
export async function partyNames(ctx: TradeContext, ids: number[]) {
  return ctx.repo.partyNames(ids);
}

/** The interface of `ctx.use('trade')`, bound to the module's context. */
export function tradeOffer(ctx: TradeContext) {
  return {
    orderIn: (db: Database, id: number, lock = false) => orderIn(ctx, db, id, lock),
    moveIn: (db: Database, emit: Emit, id: number, move: Parameters<typeof moveIn>[4]) =>
      moveIn(ctx, db, emit, id, move),
    announceIn: (db: Database, emit: Emit, id: number, step: Parameters<typeof announceIn>[4]) =>
      announceIn(ctx, db, emit, id, step),
    visibleOrder: (caller: Caller, id: number) => visibleOrder(ctx, caller, id),
    actOn: (caller: Caller, id: number, action: TradeAction, options?: Parameters<typeof actOn>[4]) =>
      actOn(ctx, caller, id, action, options),
    /** The buyer's plan, read before a unit of work that publishes (`publishIn`). */
    planForPublishing: (buyerUserId: number) => ctx.deps.wallet.planForUser(buyerUserId),
    /** Publishes a confirmed order in the caller's unit of work: quota, hooks, the plan's fee fixed (decision 049). */
    publishIn: async (
      db: Database,
      emit: Emit,
      id: number,
      caller: Caller,
      planned?: Awaited<ReturnType<TradeContext['deps']['wallet']['planForUser']>>,
    ) => {
      const r = createTradeRepo(db, ctx.deps.access);
      return orderOf(r, await publishOrderIn(ctx, db, emit, id, caller, planned));
    },
    beforeTransition: (action: TradeAction, hook: TransitionHook) => beforeTransition(ctx, action, hook),
    afterCreate: (hook: TransitionHook) => afterCreate(ctx, hook),
    /** Declares the work done when a quote with stages is accepted, in the acceptance's unit of work (056). */
    onQuoteAccepted: (hook: QuoteAcceptedHook) => {
      ctx.quoteAcceptedHooks.push(hook);
    },
    partyNames: (ids: number[]) => partyNames(ctx, ids),
    quoteIn: (db: Database, quoteId: number) => quoteIn(ctx, db, quoteId),
    get: (caller: Caller, id: number) => requestById(ctx, caller, id),
    phonesOf: (userIds: number[]) => ctx.repo.phonesOf(userIds),
    now: () => ctx.now(),
  };
}
export type TradeOffer = ReturnType<typeof tradeOffer>;
export type { AcceptedStages, TradeOrder } from './trade-context.js';
