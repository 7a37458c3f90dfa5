// Trade requests (docs/decisions/021-trade-requests.md). Every transition is one unit of work: the request's
// row is locked, the rule of TRADE_TRANSITIONS is checked against its state and the caller's party, the state
// changes, one event row is written and a live event is emitted to the other party, together or not at all.
// The fee is a wallet payable ('trade_request_fee'); paying it publishes the request (`onFeePaid`, which the
// wallet calls inside its settling transaction).

import type { CategoryType } from '@bazaar/contracts/categories';
import { MAX_RIALS } from '@bazaar/contracts/money';
import {
  allowedTradeActions,
  type DirectOrderInput,
  directOrderInputSchema,
  MAX_ORDER_TOTAL_RIALS,
  MAX_UNIT_PRICE_RIALS,
  type MembershipAndPrice,
  type OpenRequestSummary,
  orderLinesSum,
  orderTotalRials,
  QUOTE_ACTION_LABELS,
  type QuoteAction,
  TRADE_DOCUMENT_TYPES,
  TRADE_REQUEST_STATE_LABELS,
  TRADE_TRANSITIONS,
  type TradeAction,
  type TradeDocumentType,
  type TradeParty,
  type TradeQuote,
  type TradeQuoteInput,
  type TradeRequest,
  type TradeRequestState,
  type TradeRequestSummary,
  tradeQuoteInputSchema,
} from '@bazaar/contracts/trade';
import { validationMessage } from '@bazaar/contracts/validation-messages';
import type { MembershipPlan, Payable } from '@bazaar/contracts/wallet';
import { toPersianDigits } from '@bazaar/fa/digits';
import { tehranDayStart, toJalali } from '@bazaar/fa/jalali';
import { formatMoney } from '@bazaar/fa/money';
import { normalizePersian } from '@bazaar/fa/normalize';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Emit, UnitOfWork } from '../../platform/transaction.js';
import { AppError } from '../../shared/app-error.js';
import { jalaliDayRange } from '../../shared/jalali-range.js';
import { unitConverter } from './quote-units.js';
import {
  createTradeRepo,
  type ListFilter,
  type TradeItemRow,
  type TradeQuoteRow,
  type TradeQuoteWithName,
  type TradeRepo,
  type TradeRequestRow,
} from './trade.repo.js';

const DAY_MS = 86_400_000;
const NOT_FOUND_REQUEST = 'درخواستی با این شناسه در درخواست‌های شما یافت نشد.';
const fieldError = (field: string, code: string, message: string) => ({ field, code, message });

/** Refuses prices whose order total (Σ quantity × price per unit) is more than an order can be. */
function refuseOverTotal(lines: { quantity: number; unitPriceRials: number | null }[]) {
  const sum = orderLinesSum(lines);
  if (sum !== null && !(Math.round(sum) <= MAX_ORDER_TOTAL_RIALS))
    throw new AppError('VALIDATION_FAILED', {
      errors: [fieldError('body.items', 'maxOrderTotal', validationMessage('maxOrderTotal'))],
    });
}

/** What trade needs from the wallet, handed over in app.ts (the wallet's tables are the wallet's). */
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
  now?: () => Date;
}

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
type Viewer = TradeParty | 'quoter' | 'staff';
/** Who the caller is in a request, and the merchants they act for (to show only their own quotes). */
interface Seen {
  viewer: Viewer;
  userId: number;
  mine: number[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function illegal(state: TradeRequestState, action: TradeAction) {
  return new AppError('TRADE_ILLEGAL_TRANSITION', {
    detail: `«${TRADE_TRANSITIONS[action].label}» در وضعیت «${TRADE_REQUEST_STATE_LABELS[state]}» مجاز نیست.`,
  });
}
function illegalQuote(state: TradeRequestState, action: QuoteAction) {
  return new AppError('TRADE_ILLEGAL_TRANSITION', {
    detail: `«${QUOTE_ACTION_LABELS[action]}» در وضعیت «${TRADE_REQUEST_STATE_LABELS[state]}» مجاز نیست.`,
  });
}
const notQuoter = () =>
  new AppError('TRADE_WRONG_PARTY', {
    detail: 'پیشنهاد قیمت کار تأمین‌کنندگان دستهٔ این درخواست است، نه خریدار آن.',
  });
const NOT_A_QUOTER = 'تأمین‌کننده‌ای از دستهٔ این درخواست در حساب شما یافت نشد.';
const todayIso = (now: Date) => new Date(now.getTime() + 3.5 * 3_600_000).toISOString().slice(0, 10);
function wrongParty(action: TradeAction) {
  const party = TRADE_TRANSITIONS[action].party === 'buyer' ? 'خریدار' : 'تأمین‌کننده';
  return new AppError('TRADE_WRONG_PARTY', {
    detail: `«${TRADE_TRANSITIONS[action].label}» فقط کار ${party} این درخواست است.`,
  });
}

/** Midnight (Tehran) of the first day of the current Jalali month. */
function jalaliMonthStart(now: Date): Date {
  const { jy, jm } = toJalali(now);
  return tehranDayStart(jy, jm, 1);
}

export function createTradeService(deps: TradeServiceDeps) {
  const repo = createTradeRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  async function viewerOf(r: TradeRepo, row: TradeRequestRow, caller: Caller): Promise<Seen | null> {
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

  let units: ReturnType<typeof unitConverter> | undefined;
  async function converter(r: TradeRepo) {
    units ??= unitConverter(await r.units());
    return units;
  }

  /** A quote as its reader sees it, prices converted to the request's units for comparison. */
  async function quoteView(r: TradeRepo, quote: TradeQuoteWithName, items: TradeItemRow[]): Promise<TradeQuote> {
    const convert = await converter(r);
    const lines = items.map((item) => {
      const price = quote.prices.find((p) => p.itemId === item.id);
      const converted = price ? convert.convert(price.unitPriceRials, price.unit, item.unit) : null;
      // A quote stored before the bounds may convert to a price no answer can carry: it is not compared.
      const comparable = converted !== null && converted <= MAX_RIALS ? converted : null;
      return {
        itemId: item.id,
        productTitle: item.productTitle,
        quantity: item.quantity,
        requestUnit: item.unit,
        unit: price?.unit ?? item.unit,
        unitPriceRials: price?.unitPriceRials ?? 0,
        pricePerRequestUnitRials: comparable,
      };
    });
    return {
      id: quote.id,
      tradeRequestId: quote.tradeRequestId,
      merchantId: quote.merchantId,
      merchantName: quote.merchantName,
      status: quote.status,
      leadTimeDays: quote.leadTimeDays,
      validUntil: quote.validUntil,
      expired: quote.validUntil < todayIso(now()),
      notes: quote.notes,
      documents: quote.documents.map((d) => ({
        fileId: d.fileId,
        fileName: d.fileName,
        url: `/api/v1/tradequotes/${quote.id}/documents?fileId=${encodeURIComponent(d.fileId)}`,
      })),
      items: lines,
      totalRials: orderTotalRials(
        lines.map((l) => ({ quantity: l.quantity, unitPriceRials: l.pricePerRequestUnitRials })),
      ),
      createdAt: quote.createdAt.toISOString(),
      updatedAt: quote.updatedAt.toISOString(),
    };
  }

  /** The request as its viewer sees it (read on `r`, the pool or the caller's transaction). */
  async function view(r: TradeRepo, row: TradeRequestRow, seen: Seen): Promise<TradeRequest> {
    const { viewer } = seen;
    const [items, documents, allEvents, parties, allQuotes, categoryName] = await Promise.all([
      r.items(row.id),
      r.documents(row.id),
      r.events(row.id),
      r.parties(row.id),
      r.quotes(row.id),
      r.categoryName(row.categoryId),
    ]);
    // The buyer and staff see every quote and the whole timeline; a supplier only its own merchant's quote and
    // quote events (and a quoter nothing else of the timeline): no supplier learns another's quote.
    const everything = viewer === 'buyer' || viewer === 'staff';
    const quotes = everything ? allQuotes : allQuotes.filter((q) => seen.mine.includes(q.merchantId));
    const events = allEvents.filter((e) =>
      everything
        ? true
        : e.merchantId !== null
          ? seen.mine.includes(e.merchantId)
          : viewer === 'supplier' && !(QUOTE_ACTION_LABELS as Record<string, string>)[e.action],
    );
    const quoting =
      row.state === 'open_for_quotes' && row.categoryId && (viewer === 'supplier' || viewer === 'quoter')
        ? await r.quotingMerchants(seen.userId, row.categoryId)
        : [];
    const hidden = viewer === 'quoter';
    const first = items[0];
    return {
      id: row.id,
      state: row.state,
      buyerUserId: row.buyerUserId,
      buyerName: parties?.buyerName ?? '',
      buyerPhone: hidden ? '' : (parties?.buyerPhone ?? ''),
      buyerCompany: hidden
        ? null
        : (row.buyerCompany ??
          (parties?.companyName && parties.companyNationalId && parties.companyAddress
            ? {
                name: parties.companyName,
                nationalId: parties.companyNationalId,
                economicCode: parties.companyEconomicCode,
                registrationNumber: parties.companyRegistrationNumber,
                address: parties.companyAddress,
              }
            : null)),
      merchantId: hidden ? 0 : row.merchantId,
      merchantName: hidden ? '' : (parties?.merchantName ?? ''),
      merchantPhone: hidden ? null : (parties?.merchantPhone ?? null),
      title: titleOf(first?.productTitle ?? '', items.length),
      totalRials: orderTotalRials(items),
      requestedDeliveryDate: row.requestedDeliveryDate,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      items: items.map((i) => ({
        id: i.id,
        productId: i.productId,
        productTitle: i.productTitle,
        quantity: i.quantity,
        unit: i.unit,
        targetPriceRials: i.targetPriceRials,
        unitPriceRials: i.unitPriceRials,
      })),
      deliveryAddress: row.deliveryAddress ?? null,
      paymentTerms: row.paymentTerms as TradeRequest['paymentTerms'],
      description: row.description,
      documents: documents.map((d) => ({
        fileId: d.fileId,
        fileName: d.fileName,
        documentTypeId: d.documentTypeId,
        documentTypeName: TRADE_DOCUMENT_TYPES.find((t) => t.id === d.documentTypeId)?.name ?? '',
        url: `/api/v1/traderequests/${row.id}/documents?fileId=${encodeURIComponent(d.fileId)}`,
      })),
      supplierLeadTimeDays: row.supplierLeadTimeDays,
      supplierNotes: row.supplierNotes,
      rejectionReason: row.rejectionReason,
      feePayableId: viewer === 'buyer' || viewer === 'staff' ? row.feePayableId : null,
      publishedAt: iso(row.publishedAt),
      categoryId: row.categoryId,
      categoryName,
      openedAt: iso(row.openedAt),
      quotes: await Promise.all(quotes.map((q) => quoteView(r, q, items))),
      viewerParty: viewer,
      canQuoteAs: quoting[0] ?? null,
      allowedActions: allowedTradeActions(row.state, viewer === 'buyer' || viewer === 'supplier' ? viewer : null),
      events: events.map((e) => ({
        id: e.id,
        tradeRequestId: e.tradeRequestId,
        action: e.action,
        fromState: e.fromState,
        toState: e.toState,
        actorName: e.actorName,
        actorParty: e.actorParty as 'buyer' | 'supplier' | 'system',
        note: e.note,
        createdAt: e.createdAt.toISOString(),
      })),
    };
  }

  function titleOf(first: string, count: number) {
    return count > 1 ? `${first} و ${toPersianDigits(count - 1)} قلم دیگر` : first;
  }

  /** A request the caller may see, and who they are in it; anyone else gets 404 (no hint it exists). */
  async function visible(caller: Caller, id: number) {
    const row = await repo.request(id);
    const seen = row && (await viewerOf(repo, row, caller));
    if (!row || !seen) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_REQUEST });
    return { row, viewer: seen.viewer, seen };
  }

  /** Checks a direct order's content and turns it into rows (products, units, address, files). */
  async function prepare(userId: number, input: z.output<typeof directOrderInputSchema>) {
    const products = await repo.products([...new Set(input.items.map((i) => i.productId))]);
    const byId = new Map(products.map((p) => [p.id, p]));
    const errors: ReturnType<typeof fieldError>[] = [];
    input.items.forEach((item, i) => {
      const product = byId.get(item.productId);
      if (!product)
        errors.push(fieldError(`body.items.${i}.productId`, 'notFound', 'این کالا منتشر نشده یا یافت نشد.'));
      else if (normalizePersian(item.unit) !== normalizePersian(product.salesUnit))
        errors.push(
          fieldError(
            `body.items.${i}.unit`,
            'oneOf',
            `واحد این کالا «${product.salesUnit}» است؛ مقدار را با آن بنویسید.`,
          ),
        );
    });
    if (errors.length) throw new AppError('TRADE_PRODUCT_NOT_AVAILABLE', { errors });
    const merchantIds = new Set(products.map((p) => p.merchantId));
    if (merchantIds.size !== 1) throw new AppError('TRADE_ONE_SUPPLIER_PER_REQUEST');
    const [merchantId] = [...merchantIds] as [number];
    if (await repo.memberRole(userId, merchantId)) throw new AppError('TRADE_OWN_PRODUCT');

    let deliveryAddress = null;
    if (input.deliveryAddressId) {
      deliveryAddress = (await repo.address(userId, input.deliveryAddressId)) ?? null;
      if (!deliveryAddress)
        throw new AppError('NOT_FOUND', {
          detail: 'این نشانی در دفترچهٔ نشانی شما یافت نشد.',
          errors: [fieldError('body.deliveryAddressId', 'notFound', 'این نشانی در دفترچهٔ نشانی شما یافت نشد.')],
        });
    }
    if (input.requestedDeliveryDate) {
      const day = new Date(`${input.requestedDeliveryDate}T00:00:00Z`);
      if (Number.isNaN(day.getTime()) || day.getTime() < now().getTime() - DAY_MS)
        throw new AppError('VALIDATION_FAILED', {
          errors: [fieldError('body.requestedDeliveryDate', 'date', 'تاریخ تحویل باید امروز یا پس از آن باشد.')],
        });
    }
    const files = await repo.ownFiles(
      userId,
      input.documents.map((d) => d.fileId),
    );
    const fileNames = new Map(files.map((f) => [f.id, f.fileName]));
    const docErrors: ReturnType<typeof fieldError>[] = [];
    input.documents.forEach((d, i) => {
      if (!fileNames.has(d.fileId))
        docErrors.push(fieldError(`body.documents.${i}.fileId`, 'notFound', 'این فایل در فایل‌های شما یافت نشد.'));
      if (!TRADE_DOCUMENT_TYPES.some((t) => t.id === d.documentTypeId))
        docErrors.push(fieldError(`body.documents.${i}.documentTypeId`, 'oneOf', 'نوع مدرک را از فهرست برگزینید.'));
    });
    if (docErrors.length) throw new AppError('VALIDATION_FAILED', { errors: docErrors });

    return {
      merchantId,
      fields: {
        requestedDeliveryDate: input.requestedDeliveryDate ?? null,
        deliveryAddress,
        paymentTerms: input.paymentTerms,
        description: normalizePersian(input.description),
      },
      items: input.items.map((item) => ({
        productId: item.productId,
        productTitle: byId.get(item.productId)?.title ?? '',
        quantity: item.quantity,
        unit: byId.get(item.productId)?.salesUnit ?? item.unit,
        targetPriceRials: item.targetPriceRials ?? null,
        unitPriceRials: null,
      })),
      documents: [
        ...new Map(
          input.documents.map((d) => [
            d.fileId,
            { fileId: d.fileId, fileName: fileNames.get(d.fileId) ?? '', documentTypeId: d.documentTypeId },
          ]),
        ).values(),
      ],
    };
  }

  /** The live event of a transition: both parties' open pages refresh (the actor's other tabs too). */
  async function announce(
    r: TradeRepo,
    emit: Emit,
    row: TradeRequestRow,
    action: TradeAction | QuoteAction | 'not_chosen',
    options: { actorUserId?: number | null; merchantId?: number } = {},
  ) {
    // An open request's own merchant is one quoter among others: a quote event goes to the buyer and the
    // quoting merchant only; a transition to the buyer and the request's supplier.
    const merchantId = options.merchantId ?? row.merchantId;
    const members = await r.memberIds(merchantId);
    const audience = action === 'not_chosen' ? members : [row.buyerUserId, ...members];
    await emit(
      'trade.request.changed',
      {
        tradeRequestId: row.id,
        merchantId,
        buyerUserId: row.buyerUserId,
        state: row.state,
        action,
        actorUserId: options.actorUserId ?? null,
      },
      { audience: [...new Set(audience)] },
    );
  }

  /**
   * One transition: lock the row, check party and state, change, one event, one live event. Concurrent calls
   * queue on the lock; the second finds the new state and is refused.
   */
  async function transition(
    caller: Caller,
    id: number,
    action: TradeAction,
    options: {
      note?: string;
      change?: (
        r: TradeRepo,
        row: TradeRequestRow,
        db: Database,
        emit: Emit,
      ) => Promise<Partial<TradeRequestRow> | undefined>;
    } = {},
  ): Promise<TradeRequest> {
    return deps.uow.run(async (db, emit) => {
      const r = createTradeRepo(db);
      const row = await r.requestForUpdate(id);
      const seen = row && (await viewerOf(r, row, caller));
      if (!row || !seen) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_REQUEST });
      const rule = TRADE_TRANSITIONS[action];
      if (seen.viewer !== rule.party) throw wrongParty(action);
      if (!rule.from.includes(row.state)) throw illegal(row.state, action);
      const patch = (await options.change?.(r, row, db, emit)) ?? {};
      const moved = await r.transition(id, rule.from, rule.to, patch);
      if (!moved) throw illegal(row.state, action);
      await r.addEvent({
        tradeRequestId: id,
        action,
        fromState: row.state,
        toState: rule.to,
        actorUserId: caller.userId,
        actorParty: rule.party,
        note: options.note ?? '',
      });
      await announce(r, emit, moved, action, { actorUserId: caller.userId });
      return view(r, moved, seen);
    });
  }

  /** Forgets an open fee (the request changed or ended): a gateway paying it later credits the wallet. */
  async function dropFee(db: Database, row: TradeRequestRow) {
    if (row.feePayableId) await deps.wallet.cancelPayableIn(db, row.feePayableId);
  }

  /** What the buyer's plan allows; `r` a transaction's repository when the count must hold (under lockBuyer). */
  async function membershipAndPriceFor(
    buyerUserId: number,
    r: TradeRepo = repo,
    planned?: Awaited<ReturnType<TradeWallet['planForUser']>>,
  ): Promise<MembershipAndPrice> {
    const { merchantId, plan } = planned ?? (await deps.wallet.planForUser(buyerUserId));
    const published = await r.publishedSince(buyerUserId, jalaliMonthStart(now()));
    const remaining = Math.max(0, plan.requestsPerMonth - published);
    return {
      plan,
      merchantId,
      feeRials: plan.feePerRequestRials,
      requestsPerMonth: plan.requestsPerMonth,
      publishedThisMonth: published,
      remainingThisMonth: remaining,
      canPublish: remaining > 0,
    };
  }

  async function publishIn(db: Database, emit: Emit, row: TradeRequestRow, actorUserId: number, note: string) {
    const r = createTradeRepo(db);
    const moved = await r.transition(row.id, TRADE_TRANSITIONS.publish.from, 'published', {
      publishedAt: now(),
      feePayableId: null,
      // The published order is the official record: its company no longer follows the profile.
      buyerCompany: (await r.companyOf(row.buyerUserId)) ?? null,
    });
    if (!moved) return undefined;
    await r.addEvent({
      tradeRequestId: row.id,
      action: 'publish',
      fromState: row.state,
      toState: 'published',
      actorUserId,
      actorParty: 'buyer',
      note,
    });
    await announce(r, emit, moved, 'publish', { actorUserId });
    return moved;
  }

  return {
    documentTypes(categoryType?: CategoryType): TradeDocumentType[] {
      return TRADE_DOCUMENT_TYPES.filter(
        (t) => !categoryType || (t.categoryTypes as readonly string[]).includes(categoryType),
      ).map((t) => ({ ...t, categoryTypes: [...t.categoryTypes] }));
    },

    async createDirectOrder(userId: number, input: DirectOrderInput): Promise<TradeRequest> {
      const parsed = directOrderInputSchema.parse(input);
      const prepared = await prepare(userId, parsed);
      return deps.uow.run(async (db, emit) => {
        const r = createTradeRepo(db);
        const row = await r.insert({ buyerUserId: userId, merchantId: prepared.merchantId, ...prepared.fields });
        await r.replaceContent(row.id, prepared.items, prepared.documents);
        await r.addEvent({
          tradeRequestId: row.id,
          action: 'edit',
          fromState: null,
          toState: 'draft',
          actorUserId: userId,
          actorParty: 'buyer',
          note: 'ثبت پیش‌نویس سفارش',
        });
        await announce(r, emit, row, 'edit', { actorUserId: userId });
        return view(r, row, { viewer: 'buyer', userId, mine: [] });
      });
    },

    async updateDirectOrder(caller: Caller, id: number, input: DirectOrderInput): Promise<TradeRequest> {
      const parsed = directOrderInputSchema.parse(input);
      const { viewer } = await visible(caller, id);
      if (viewer !== 'buyer') throw wrongParty('edit');
      const prepared = await prepare(caller.userId, parsed);
      return transition(caller, id, 'edit', {
        note: 'ویرایش سفارش',
        change: async (r, locked, db) => {
          if (prepared.merchantId !== locked.merchantId) throw new AppError('TRADE_ONE_SUPPLIER_PER_REQUEST');
          await r.replaceContent(id, prepared.items, prepared.documents);
          await dropFee(db, locked);
          return {
            ...prepared.fields,
            supplierLeadTimeDays: null,
            supplierNotes: '',
            rejectionReason: '',
            feePayableId: null,
          };
        },
      });
    },

    async get(caller: Caller, id: number): Promise<TradeRequest> {
      const { row, seen } = await visible(caller, id);
      return view(repo, row, seen);
    },

    async events(caller: Caller, id: number) {
      const { row, seen } = await visible(caller, id);
      return (await view(repo, row, seen)).events;
    },

    /** The buyer's file attached to a request, for a party or staff to download. */
    async document(caller: Caller, id: number, fileId: string) {
      const { row } = await visible(caller, id);
      // A quoter reads the request's documents too: it needs the drawings to price the work.
      const documents = await repo.documents(id);
      if (!documents.some((d) => d.fileId === fileId))
        throw new AppError('NOT_FOUND', { detail: 'این مدرک به این درخواست پیوست نشده است.' });
      return { fileId, ownerUserId: row.buyerUserId };
    },

    async mine(userId: number, q: ListQuery) {
      return toSummaries(await repo.listMine(userId, dateRange(q)));
    },

    async bySupplier(userId: number, q: ListQuery & { merchantId?: number }) {
      const own = await repo.merchantIdsOf(userId);
      const merchantIds = q.merchantId ? own.filter((m) => m === q.merchantId) : own;
      if (!merchantIds.length) {
        if (q.merchantId)
          throw new AppError('NOT_FOUND', { detail: 'تأمین‌کننده‌ای با این شناسه در حساب شما یافت نشد.' });
        return { items: [], total: 0, page: q.page, pageSize: q.pageSize };
      }
      return toSummaries(await repo.listForMerchants(merchantIds, dateRange(q)));
    },

    requestConfirmation(caller: Caller, id: number) {
      return transition(caller, id, 'request_confirmation', { note: '' });
    },

    supplierConfirm(
      caller: Caller,
      id: number,
      input: { items: { itemId: number; unitPriceRials: number }[]; leadTimeDays: number; notes: string },
    ) {
      return transition(caller, id, 'supplier_confirm', {
        note: normalizePersian(input.notes),
        change: async (r) => {
          const items = await r.items(id);
          const prices = new Map(input.items.map((i) => [i.itemId, i.unitPriceRials]));
          const missing = items.filter((i) => !prices.has(i.id));
          const foreign = input.items.filter((i) => !items.some((item) => item.id === i.itemId));
          if (missing.length || foreign.length)
            throw new AppError('VALIDATION_FAILED', {
              errors: [fieldError('body.items', 'required', 'برای هر قلم درخواست یک قیمت واحد وارد کنید.')],
            });
          refuseOverTotal(items.map((i) => ({ quantity: i.quantity, unitPriceRials: prices.get(i.id) ?? null })));
          await r.setUnitPrices(
            id,
            items.map((i) => ({ itemId: i.id, unitPriceRials: prices.get(i.id) ?? null })),
          );
          return {
            supplierLeadTimeDays: input.leadTimeDays,
            supplierNotes: normalizePersian(input.notes),
            rejectionReason: '',
          };
        },
      });
    },

    supplierReject(caller: Caller, id: number, reason: string) {
      const text = normalizePersian(reason);
      return transition(caller, id, 'supplier_reject', {
        note: text,
        change: async (r) => {
          await r.clearUnitPrices(id);
          return { rejectionReason: text };
        },
      });
    },

    start(caller: Caller, id: number, note: string) {
      return transition(caller, id, 'start', { note: normalizePersian(note) });
    },
    deliver(caller: Caller, id: number, note: string) {
      return transition(caller, id, 'deliver', { note: normalizePersian(note) });
    },
    cancel(caller: Caller, id: number, reason: string) {
      const text = normalizePersian(reason);
      return transition(caller, id, 'cancel', {
        note: text,
        change: async (_r, row, db) => {
          await dropFee(db, row);
          return { feePayableId: null };
        },
      });
    },

    async membershipAndPrice(caller: Caller, id: number): Promise<MembershipAndPrice> {
      const { row, viewer } = await visible(caller, id);
      if (viewer !== 'buyer')
        throw new AppError('TRADE_WRONG_PARTY', { detail: 'هزینهٔ انتشار را فقط خریدار این درخواست می‌بیند.' });
      return membershipAndPriceFor(row.buyerUserId);
    },

    /**
     * The buyer accepts the supplier's answer. Free under its plan: published at once. Otherwise the fee is a
     * payable (one per request until paid or dropped: a repeat answers the same one), paid by wallet or gateway.
     */
    async confirmAndPublish(caller: Caller, id: number): Promise<{ request: TradeRequest; payable: Payable | null }> {
      const { row: before, viewer } = await visible(caller, id);
      if (viewer !== 'buyer') throw wrongParty('publish');
      const seen: Seen = { viewer: 'buyer', userId: caller.userId, mine: [] };
      // The plan is read before the transaction; the month's count inside it, under the buyer's quota lock, so
      // parallel publishes at the limit cannot all pass (decision 023).
      const planned = await deps.wallet.planForUser(before.buyerUserId);
      return deps.uow.run(async (db, emit) => {
        const r = createTradeRepo(db);
        const row = await r.requestForUpdate(id);
        if (!row) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_REQUEST });
        if (!TRADE_TRANSITIONS.publish.from.includes(row.state)) throw illegal(row.state, 'publish');
        await r.lockBuyer(row.buyerUserId);
        const price = await membershipAndPriceFor(row.buyerUserId, r, planned);
        // A request opened to quotes was counted when it opened.
        if (!row.openedAt && !price.canPublish) throw new AppError('TRADE_MONTHLY_LIMIT_REACHED');
        if (price.feeRials === 0) {
          const moved = await publishIn(db, emit, row, caller.userId, 'انتشار بدون کارمزد (طرح عضویت)');
          if (!moved) throw illegal(row.state, 'publish');
          return { request: await view(r, moved, seen), payable: null };
        }
        if (row.feePayableId) {
          const open = await deps.wallet.payableIn(db, row.feePayableId);
          if (open?.status === 'open') return { request: await view(r, row, seen), payable: open };
        }
        const payable = await deps.wallet.createPayableIn(db, {
          userId: row.buyerUserId,
          kind: 'trade_request_fee',
          title: `کارمزد انتشار درخواست خرید شمارهٔ ${toPersianDigits(row.id)} (${formatMoney(price.feeRials, { unit: 'toman' })})`,
          amountRials: price.feeRials,
          subject: { tradeRequestId: row.id },
        });
        await r.update(row.id, { feePayableId: payable.id });
        const updated = { ...row, feePayableId: payable.id };
        return { request: await view(r, updated, seen), payable };
      });
    },

    /**
     * The wallet's fulfilment of a paid fee, in its settling transaction: publishes the request if it still
     * waits for this very fee; otherwise answers false (nothing is charged from the wallet, or the money a
     * gateway took goes to the buyer's wallet).
     */
    async onFeePaid(
      db: Database,
      emit: Emit,
      payable: { id: number; userId: number; subject: Record<string, number> },
    ) {
      const id = payable.subject.tradeRequestId;
      if (!id) return false;
      const r = createTradeRepo(db);
      const row = await r.requestForUpdate(id);
      if (!row || row.feePayableId !== payable.id || row.state !== 'supplier_confirmed') return false;
      return Boolean(await publishIn(db, emit, row, payable.userId, 'کارمزد پرداخت شد'));
    },

    // ---- Requests for quotation (decision 023) -------------------------------------------------------

    /**
     * The buyer opens a draft to every confirmed supplier of its category. Counts against the plan's monthly
     * allowance like a publish, checked under the buyer's quota lock inside the transaction.
     */
    async openToQuotes(caller: Caller, id: number): Promise<TradeRequest> {
      const { row: before, viewer } = await visible(caller, id);
      if (viewer !== 'buyer') throw wrongParty('open_to_quotes');
      const planned = await deps.wallet.planForUser(before.buyerUserId);
      const [first] = await repo.items(id);
      const categoryId = first ? await repo.categoryOfProduct(first.productId) : undefined;
      return transition(caller, id, 'open_to_quotes', {
        note: 'انتشار برای دریافت پیشنهاد قیمت از تأمین‌کنندگان دسته',
        change: async (r, row, db) => {
          await r.lockBuyer(row.buyerUserId);
          const price = await membershipAndPriceFor(row.buyerUserId, r, planned);
          if (!price.canPublish) throw new AppError('TRADE_MONTHLY_LIMIT_REACHED');
          await dropFee(db, row);
          return { categoryId: categoryId ?? null, openedAt: now(), feePayableId: null };
        },
      });
    },

    /** Open requests of the categories the caller's merchants supply (not the caller's own requests). */
    async openRequests(userId: number, q: { page: number; pageSize: number; merchantId?: number }) {
      const own = await repo.merchantIdsOf(userId);
      const merchantIds = q.merchantId ? own.filter((m) => m === q.merchantId) : own;
      if (!merchantIds.length) {
        if (q.merchantId)
          throw new AppError('NOT_FOUND', { detail: 'تأمین‌کننده‌ای با این شناسه در حساب شما یافت نشد.' });
        return { items: [], total: 0, page: q.page, pageSize: q.pageSize };
      }
      const page = await repo.listOpen(merchantIds, q);
      return {
        ...page,
        items: page.items.map(
          (row): OpenRequestSummary => ({
            id: row.request.id,
            state: row.request.state,
            buyerName: row.buyerName,
            merchantId: 0,
            merchantName: '',
            title: titleOf(row.firstTitle ?? '', row.itemCount),
            totalRials: null,
            requestedDeliveryDate: row.request.requestedDeliveryDate,
            createdAt: (row.request.openedAt ?? row.request.createdAt).toISOString(),
            updatedAt: row.request.updatedAt.toISOString(),
            categoryName: row.categoryName,
            myQuoteStatus: row.quoteStatus,
          }),
        ),
      };
    },

    /** A quote (or the revision of the merchant's quote) on an open request. */
    async sendQuote(
      caller: Caller,
      id: number,
      input: TradeQuoteInput,
    ): Promise<{ quote: TradeQuote; created: boolean }> {
      const parsed = tradeQuoteInputSchema.parse(input);
      const { row: before, viewer } = await visible(caller, id);
      if (viewer === 'buyer' || viewer === 'staff') throw notQuoter();
      if (before.state !== 'open_for_quotes' || !before.categoryId) throw illegalQuote(before.state, 'quote');
      const quoting = await repo.quotingMerchants(caller.userId, before.categoryId);
      const merchantId = parsed.merchantId ?? quoting[0];
      if (!merchantId || !quoting.includes(merchantId)) throw new AppError('NOT_FOUND', { detail: NOT_A_QUOTER });
      const plan = await deps.wallet.planForMerchant(merchantId);
      const convert = await converter(repo);
      const items = await repo.items(id);
      const errors: ReturnType<typeof fieldError>[] = [];
      const inRequestUnits: { quantity: number; unitPriceRials: number | null }[] = [];
      const prices = items.map((item) => {
        const index = parsed.items.findIndex((p) => p.itemId === item.id);
        const price = parsed.items[index];
        if (!price) {
          errors.push(fieldError('body.items', 'required', `برای «${item.productTitle}» قیمت واحد وارد کنید.`));
          return { itemId: item.id, unitPriceRials: 0, unit: item.unit };
        }
        const unit = normalizePersian(price.unit);
        const converted = convert.convert(price.unitPriceRials, unit, item.unit);
        if (converted === null)
          errors.push(
            fieldError(
              `body.items.${index}.unit`,
              'oneOf',
              `قیمت را برای «${item.unit}» یا واحدی از همان کمیت بنویسید تا با پیشنهادهای دیگر سنجیده شود.`,
            ),
          );
        // Per the buyer's unit (a price per gram is a million times dearer per tonne) it holds the same bound.
        else if (converted > MAX_UNIT_PRICE_RIALS)
          errors.push(
            fieldError(`body.items.${index}.unitPriceRials`, 'maxUnitPrice', validationMessage('maxUnitPrice')),
          );
        inRequestUnits.push({ quantity: item.quantity, unitPriceRials: converted });
        return { itemId: item.id, unitPriceRials: price.unitPriceRials, unit };
      });
      if (!errors.length) refuseOverTotal(inRequestUnits);
      if (parsed.items.some((p) => !items.some((i) => i.id === p.itemId)))
        errors.push(fieldError('body.items', 'notFound', 'یکی از اقلام در این درخواست نیست.'));
      if (parsed.validUntil < todayIso(now()))
        errors.push(fieldError('body.validUntil', 'date', 'اعتبار پیشنهاد باید تا امروز یا پس از آن باشد.'));
      if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });

      return deps.uow.run(async (db, emit) => {
        const r = createTradeRepo(db);
        const row = await r.requestForUpdate(id);
        if (!row) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_REQUEST });
        const existing = await r.quoteOf(id, merchantId);
        const action: QuoteAction = existing ? 'revise_quote' : 'quote';
        if (row.state !== 'open_for_quotes') throw illegalQuote(row.state, action);
        if (existing && existing.status !== 'active' && existing.status !== 'withdrawn')
          throw new AppError('TRADE_QUOTE_CLOSED');
        // Documents: the caller's own uploads, or ones already on this quote (another agent's).
        const kept = new Map((existing?.documents ?? []).map((d) => [d.fileId, d]));
        const ownFiles = await r.ownFiles(caller.userId, parsed.documents);
        const documents = parsed.documents.map((fileId, i) => {
          const own = ownFiles.find((f) => f.id === fileId);
          if (own) return { fileId, fileName: own.fileName, ownerUserId: caller.userId };
          const previous = kept.get(fileId);
          if (previous) return previous;
          throw new AppError('VALIDATION_FAILED', {
            errors: [fieldError(`body.documents.${i}`, 'notFound', 'این فایل در فایل‌های شما یافت نشد.')],
          });
        });
        const fields = {
          prices,
          leadTimeDays: parsed.leadTimeDays,
          validUntil: parsed.validUntil,
          notes: normalizePersian(parsed.notes),
          documents,
          authorUserId: caller.userId,
          status: 'active' as const,
        };
        let quote: TradeQuoteRow;
        if (existing) quote = await r.updateQuote(existing.id, fields);
        else {
          // The merchant's monthly allowance, counted under its quota lock (decision 023).
          await r.lockMerchant(merchantId);
          if ((await r.quotesSince(merchantId, jalaliMonthStart(now()))) >= plan.requestsPerMonth)
            throw new AppError('TRADE_QUOTE_LIMIT_REACHED');
          quote = await r.insertQuote({ tradeRequestId: id, merchantId, ...fields });
        }
        await r.addEvent({
          tradeRequestId: id,
          action,
          fromState: row.state,
          toState: row.state,
          actorUserId: caller.userId,
          actorParty: 'supplier',
          merchantId,
          note: fields.notes,
        });
        await announce(r, emit, row, action, { actorUserId: caller.userId, merchantId });
        const named = await r.quote(quote.id);
        if (!named) throw new Error('quote vanished');
        return { quote: await quoteView(r, named, await r.items(id)), created: !existing };
      });
    },

    /** The quote's merchant's member, for revising, withdrawing or reading its documents; else 404. */
    async quoteFor(caller: Caller, quoteId: number, options: { buyerReads?: boolean } = {}) {
      const quote = await repo.quote(quoteId);
      const request = quote && (await repo.request(quote.tradeRequestId));
      const member = quote && (await repo.memberRole(caller.userId, quote.merchantId));
      const reader = options.buyerReads && (request?.buyerUserId === caller.userId || caller.staff);
      if (!quote || !request || !(member || reader))
        throw new AppError('NOT_FOUND', { detail: 'پیشنهاد قیمتی با این شناسه در حساب شما یافت نشد.' });
      return { quote, request };
    },

    async reviseQuote(caller: Caller, quoteId: number, input: TradeQuoteInput) {
      const { quote } = await this.quoteFor(caller, quoteId);
      return (await this.sendQuote(caller, quote.tradeRequestId, { ...input, merchantId: quote.merchantId })).quote;
    },

    async withdrawQuote(caller: Caller, quoteId: number): Promise<TradeQuote> {
      const { quote } = await this.quoteFor(caller, quoteId);
      return deps.uow.run(async (db, emit) => {
        const r = createTradeRepo(db);
        const row = await r.requestForUpdate(quote.tradeRequestId);
        const current = await r.quoteOf(quote.tradeRequestId, quote.merchantId);
        if (!row || !current) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_REQUEST });
        if (row.state !== 'open_for_quotes') throw illegalQuote(row.state, 'withdraw_quote');
        if (current.status !== 'active') throw new AppError('TRADE_QUOTE_CLOSED');
        await r.updateQuote(current.id, { status: 'withdrawn' });
        await r.addEvent({
          tradeRequestId: row.id,
          action: 'withdraw_quote',
          fromState: row.state,
          toState: row.state,
          actorUserId: caller.userId,
          actorParty: 'supplier',
          merchantId: current.merchantId,
        });
        await announce(r, emit, row, 'withdraw_quote', { actorUserId: caller.userId, merchantId: current.merchantId });
        const named = await r.quote(current.id);
        if (!named) throw new Error('quote vanished');
        return quoteView(r, named, await r.items(row.id));
      });
    },

    /** A file of a quote, for its merchant's members, the request's buyer and staff. */
    async quoteDocument(caller: Caller, quoteId: number, fileId: string) {
      const { quote } = await this.quoteFor(caller, quoteId, { buyerReads: true });
      const document = quote.documents.find((d) => d.fileId === fileId);
      if (!document) throw new AppError('NOT_FOUND', { detail: 'این مدرک به این پیشنهاد پیوست نشده است.' });
      return { fileId, ownerUserId: document.ownerUserId };
    },

    /**
     * The buyer accepts one active, still valid quote: the request becomes the order confirmed by that
     * supplier (its prices converted to the request's units, its lead time and notes), the other quotes are
     * not chosen and their suppliers are told.
     */
    acceptQuote(caller: Caller, id: number, quoteId: number) {
      return transition(caller, id, 'accept_quote', {
        change: async (r, row, db, emit) => {
          const quote = await r.quote(quoteId);
          if (!quote || quote.tradeRequestId !== id)
            throw new AppError('NOT_FOUND', {
              detail: 'این پیشنهاد قیمت برای این درخواست نیست.',
              errors: [fieldError('body.quoteId', 'notFound', 'این پیشنهاد قیمت برای این درخواست نیست.')],
            });
          if (quote.status !== 'active') throw new AppError('TRADE_QUOTE_CLOSED');
          if (quote.validUntil < todayIso(now())) throw new AppError('TRADE_QUOTE_EXPIRED');
          const items = await r.items(id);
          const seenQuote = await quoteView(r, quote, items);
          // A quote stored before the bounds may total more than an order can: it cannot become one.
          if (seenQuote.totalRials === null)
            throw new AppError('VALIDATION_FAILED', {
              errors: [fieldError('body.quoteId', 'maxOrderTotal', validationMessage('maxOrderTotal'))],
            });
          await r.setUnitPrices(
            id,
            seenQuote.items.map((i) => ({ itemId: i.itemId, unitPriceRials: i.pricePerRequestUnitRials })),
          );
          await r.updateQuote(quote.id, { status: 'accepted' });
          for (const merchantId of await r.closeOtherQuotes(id, quote.id))
            await announce(r, emit, row, 'not_chosen', { actorUserId: caller.userId, merchantId });
          await dropFee(db, row);
          return {
            merchantId: quote.merchantId,
            supplierLeadTimeDays: quote.leadTimeDays,
            supplierNotes: quote.notes,
            rejectionReason: '',
            feePayableId: null,
          };
        },
        note: 'پذیرش پیشنهاد قیمت',
      });
    },
  };

  function dateRange(q: ListQuery): ListFilter {
    return { page: q.page, pageSize: q.pageSize, state: q.state, ...jalaliDayRange(q) };
  }

  function toSummaries(page: Awaited<ReturnType<TradeRepo['listMine']>>) {
    return {
      ...page,
      items: page.items.map(
        (row): TradeRequestSummary => ({
          id: row.request.id,
          state: row.request.state,
          buyerName: row.buyerName,
          merchantId: row.request.merchantId,
          merchantName: row.merchantName,
          title: titleOf(row.firstTitle ?? '', row.itemCount),
          totalRials: row.totalRials === null ? null : Number(row.totalRials),
          requestedDeliveryDate: row.request.requestedDeliveryDate,
          createdAt: row.request.createdAt.toISOString(),
          updatedAt: row.request.updatedAt.toISOString(),
        }),
      ),
    };
  }
}

export type TradeService = ReturnType<typeof createTradeService>;
