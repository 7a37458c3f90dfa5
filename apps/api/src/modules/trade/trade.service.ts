// Trade requests (docs/decisions/021-trade-requests.md). Every transition is one unit of work: the request's
// row is locked, the rule of TRADE_TRANSITIONS is checked against its state and the caller's party, the state
// changes, one event row is written and a live event is emitted to the other party, together or not at all.
// The fee is a wallet payable ('trade_request_fee'); paying it publishes the request (`onFeePaid`, which the
// wallet calls inside its settling transaction).
// The service the routes and the module's index call, one line per use case; each use case is a plain function
// in its own file, taking the trade context (decision 037).
import type { CategoryType } from '@bazaar/contracts/categories';
import type { DirectOrderInput } from '@bazaar/contracts/trade-orders';
import type { TradeQuoteInput } from '@bazaar/contracts/trade-quotes';
import type { Database } from '../../db/client.js';
import type { Emit } from '../../platform/transaction.js';
import { askForConfirmation } from './direct-orders/ask-for-confirmation.js';
import { confirmOrder } from './direct-orders/confirm-order.js';
import { createDirectOrder } from './direct-orders/create-direct-order.js';
import { editDirectOrder } from './direct-orders/edit-direct-order.js';
import { cancelOrder, deliverOrder, startWork } from './direct-orders/progress-order.js';
import { rejectOrder } from './direct-orders/reject-order.js';
import { confirmAndPublish } from './fees/confirm-and-publish.js';
import { onFeePaid } from './fees/on-fee-paid.js';
import { membershipAndPrice } from './fees/publication-price.js';
import { tradeOffer } from './for-modules.js';
import { acceptQuote } from './quotes/accept-quote.js';
import { openRequests } from './quotes/open-requests.js';
import { openToQuotes } from './quotes/open-to-quotes.js';
import { quoteDocument, quoteOfMember } from './quotes/quote-access.js';
import { reviseQuote } from './quotes/revise-quote.js';
import { submitQuote } from './quotes/submit-quote.js';
import { withdrawQuote } from './quotes/withdraw-quote.js';
import {
  documentTypes,
  myRequests,
  requestById,
  requestDocument,
  requestEvents,
  supplierRequests,
} from './request-queries.js';
import { type Caller, createTradeContext, type ListQuery, type TradeServiceDeps } from './trade-context.js';

export type { Caller, ListQuery, TradeServiceDeps, TradeWallet } from './trade-context.js';

export function createTradeService(deps: TradeServiceDeps) {
  const ctx = createTradeContext(deps);
  return {
    /** What trade offers other modules (for-modules.ts). */
    forModules: tradeOffer(ctx),
    documentTypes: (categoryType?: CategoryType) => documentTypes(categoryType),
    createDirectOrder: (userId: number, input: DirectOrderInput) => createDirectOrder(ctx, userId, input),
    updateDirectOrder: (caller: Caller, id: number, input: DirectOrderInput) => editDirectOrder(ctx, caller, id, input),
    get: (caller: Caller, id: number) => requestById(ctx, caller, id),
    events: (caller: Caller, id: number) => requestEvents(ctx, caller, id),
    document: (caller: Caller, id: number, fileId: string) => requestDocument(ctx, caller, id, fileId),
    mine: (userId: number, q: ListQuery) => myRequests(ctx, userId, q),
    bySupplier: (userId: number, q: ListQuery & { merchantId?: number }) => supplierRequests(ctx, userId, q),
    requestConfirmation: (caller: Caller, id: number) => askForConfirmation(ctx, caller, id),
    supplierConfirm: (
      caller: Caller,
      id: number,
      input: {
        items: { itemId: number; unitPriceRials: number }[];
        leadTimeDays: number;
        notes: string;
        shippingRials?: number;
      },
    ) => confirmOrder(ctx, caller, id, input),
    supplierReject: (caller: Caller, id: number, reason: string) => rejectOrder(ctx, caller, id, reason),
    start: (caller: Caller, id: number, note: string) => startWork(ctx, caller, id, note),
    deliver: (caller: Caller, id: number, note: string) => deliverOrder(ctx, caller, id, note),
    cancel: (caller: Caller, id: number, reason: string) => cancelOrder(ctx, caller, id, reason),

    membershipAndPrice: (caller: Caller, id: number) => membershipAndPrice(ctx, caller, id),
    confirmAndPublish: (caller: Caller, id: number) => confirmAndPublish(ctx, caller, id),
    onFeePaid: (db: Database, emit: Emit, payable: { id: number; userId: number; subject: Record<string, number> }) =>
      onFeePaid(ctx, db, emit, payable),

    // ---- Requests for quotation (decision 023) -------------------------------------------------------
    openToQuotes: (caller: Caller, id: number) => openToQuotes(ctx, caller, id),
    openRequests: (userId: number, q: { page: number; pageSize: number; merchantId?: number }) =>
      openRequests(ctx, userId, q),
    sendQuote: (caller: Caller, id: number, input: TradeQuoteInput) => submitQuote(ctx, caller, id, input),
    quoteFor: (caller: Caller, quoteId: number, options: { buyerReads?: boolean } = {}) =>
      quoteOfMember(ctx, caller, quoteId, options),
    reviseQuote: (caller: Caller, quoteId: number, input: TradeQuoteInput) => reviseQuote(ctx, caller, quoteId, input),
    withdrawQuote: (caller: Caller, quoteId: number) => withdrawQuote(ctx, caller, quoteId),
    quoteDocument: (caller: Caller, quoteId: number, fileId: string) => quoteDocument(ctx, caller, quoteId, fileId),
    acceptQuote: (caller: Caller, id: number, quoteId: number) => acceptQuote(ctx, caller, id, quoteId),
  };
}

export type TradeService = ReturnType<typeof createTradeService>;
