// Trade requests (docs/decisions/021-trade-requests.md). Every transition is one unit of work: the request's
// row is locked, the rule of TRADE_TRANSITIONS is checked against its state and the caller's party, the state
// changes, one event row is written and a live event is emitted to the other party, together or not at all.
// The fee is a wallet payable ('trade_request_fee'); paying it publishes the request (`onFeePaid`, which the
// wallet calls inside its settling transaction).

import type { CategoryType } from '@bazaar/contracts/categories';
import {
  allowedTradeActions,
  type DirectOrderInput,
  directOrderInputSchema,
  type MembershipAndPrice,
  TRADE_DOCUMENT_TYPES,
  TRADE_REQUEST_STATE_LABELS,
  TRADE_TRANSITIONS,
  type TradeAction,
  type TradeDocumentType,
  type TradeParty,
  type TradeRequest,
  type TradeRequestState,
  type TradeRequestSummary,
} from '@bazaar/contracts/trade';
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
import { createTradeRepo, type ListFilter, type TradeRepo, type TradeRequestRow } from './trade.repo.js';

const DAY_MS = 86_400_000;
const NOT_FOUND_REQUEST = 'درخواستی با این شناسه در درخواست‌های شما یافت نشد.';
const fieldError = (field: string, code: string, message: string) => ({ field, code, message });

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
type Viewer = TradeParty | 'staff';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function illegal(state: TradeRequestState, action: TradeAction) {
  return new AppError('TRADE_ILLEGAL_TRANSITION', {
    detail: `«${TRADE_TRANSITIONS[action].label}» در وضعیت «${TRADE_REQUEST_STATE_LABELS[state]}» مجاز نیست.`,
  });
}
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

  async function viewerOf(r: TradeRepo, row: TradeRequestRow, caller: Caller): Promise<Viewer | null> {
    if (row.buyerUserId === caller.userId) return 'buyer';
    if (await r.memberRole(caller.userId, row.merchantId)) return 'supplier';
    if (caller.staff) return 'staff';
    return null;
  }

  /** The request as its viewer sees it (read on `r`, the pool or the caller's transaction). */
  async function view(r: TradeRepo, row: TradeRequestRow, viewer: Viewer): Promise<TradeRequest> {
    const [items, documents, events, parties] = await Promise.all([
      r.items(row.id),
      r.documents(row.id),
      r.events(row.id),
      r.parties(row.id),
    ]);
    const priced = items.length > 0 && items.every((i) => i.unitPriceRials !== null);
    const first = items[0];
    return {
      id: row.id,
      state: row.state,
      buyerUserId: row.buyerUserId,
      buyerName: parties?.buyerName ?? '',
      buyerPhone: parties?.buyerPhone ?? '',
      buyerCompany:
        parties?.companyName && parties.companyNationalId && parties.companyAddress
          ? {
              name: parties.companyName,
              nationalId: parties.companyNationalId,
              economicCode: parties.companyEconomicCode,
              registrationNumber: parties.companyRegistrationNumber,
              address: parties.companyAddress,
            }
          : null,
      merchantId: row.merchantId,
      merchantName: parties?.merchantName ?? '',
      merchantPhone: parties?.merchantPhone ?? null,
      title: titleOf(first?.productTitle ?? '', items.length),
      totalRials: priced ? Math.round(items.reduce((t, i) => t + i.quantity * (i.unitPriceRials ?? 0), 0)) : null,
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
      feePayableId: viewer === 'supplier' ? null : row.feePayableId,
      publishedAt: iso(row.publishedAt),
      viewerParty: viewer,
      allowedActions: allowedTradeActions(row.state, viewer === 'staff' ? null : viewer),
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
    const viewer = row && (await viewerOf(repo, row, caller));
    if (!row || !viewer) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_REQUEST });
    return { row, viewer };
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
  async function announce(r: TradeRepo, emit: Emit, row: TradeRequestRow, action: TradeAction) {
    const audience = [row.buyerUserId, ...(await r.memberIds(row.merchantId))];
    await emit(
      'trade.request.changed',
      { tradeRequestId: row.id, merchantId: row.merchantId, buyerUserId: row.buyerUserId, state: row.state, action },
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
      change?: (r: TradeRepo, row: TradeRequestRow, db: Database) => Promise<Partial<TradeRequestRow> | undefined>;
    } = {},
  ): Promise<TradeRequest> {
    return deps.uow.run(async (db, emit) => {
      const r = createTradeRepo(db);
      const row = await r.requestForUpdate(id);
      const viewer = row && (await viewerOf(r, row, caller));
      if (!row || !viewer) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_REQUEST });
      const rule = TRADE_TRANSITIONS[action];
      if (viewer !== rule.party) throw wrongParty(action);
      if (!rule.from.includes(row.state)) throw illegal(row.state, action);
      const patch = (await options.change?.(r, row, db)) ?? {};
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
      await announce(r, emit, moved, action);
      return view(r, moved, viewer);
    });
  }

  /** Forgets an open fee (the request changed or ended): a gateway paying it later credits the wallet. */
  async function dropFee(db: Database, row: TradeRequestRow) {
    if (row.feePayableId) await deps.wallet.cancelPayableIn(db, row.feePayableId);
  }

  async function membershipAndPriceFor(buyerUserId: number): Promise<MembershipAndPrice> {
    const { merchantId, plan } = await deps.wallet.planForUser(buyerUserId);
    const published = await repo.publishedSince(buyerUserId, jalaliMonthStart(now()));
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
    await announce(r, emit, moved, 'publish');
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
        await announce(r, emit, row, 'edit');
        return view(r, row, 'buyer');
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
      const { row, viewer } = await visible(caller, id);
      return view(repo, row, viewer);
    },

    async events(caller: Caller, id: number) {
      const { row, viewer } = await visible(caller, id);
      return (await view(repo, row, viewer)).events;
    },

    /** The buyer's file attached to a request, for a party or staff to download. */
    async document(caller: Caller, id: number, fileId: string) {
      const { row } = await visible(caller, id);
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
      const { row: seen, viewer } = await visible(caller, id);
      if (viewer !== 'buyer') throw wrongParty('publish');
      const price = await membershipAndPriceFor(seen.buyerUserId);
      return deps.uow.run(async (db, emit) => {
        const r = createTradeRepo(db);
        const row = await r.requestForUpdate(id);
        if (!row) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_REQUEST });
        if (!TRADE_TRANSITIONS.publish.from.includes(row.state)) throw illegal(row.state, 'publish');
        if (!price.canPublish) throw new AppError('TRADE_MONTHLY_LIMIT_REACHED');
        if (price.feeRials === 0) {
          const moved = await publishIn(db, emit, row, caller.userId, 'انتشار بدون کارمزد (طرح عضویت)');
          if (!moved) throw illegal(row.state, 'publish');
          return { request: await view(r, moved, 'buyer'), payable: null };
        }
        if (row.feePayableId) {
          const open = await deps.wallet.payableIn(db, row.feePayableId);
          if (open?.status === 'open') return { request: await view(r, row, 'buyer'), payable: open };
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
        return { request: await view(r, updated, 'buyer'), payable };
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
