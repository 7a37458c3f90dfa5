// A supplier quotes on an open request, or revises its quote.
import { MAX_UNIT_PRICE_RIALS, orderTotalRials } from '@bazaar/contracts/trade-orders';
import { type TradeQuote, type TradeQuoteInput, tradeQuoteInputSchema } from '@bazaar/contracts/trade-quotes';
import type { QuoteAction } from '@bazaar/contracts/trade-states';
import { validationMessage } from '@bazaar/contracts/validation-messages';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { normalizePersian } from '@bazaar/fa/normalize';
import { AppError } from '../../../shared/app-error.js';
import { quoteView } from '../request-view.js';
import { createTradeRepo, type TradeQuoteRow } from '../trade.repo.js';
import {
  type Caller,
  converter,
  fieldError,
  illegalQuote,
  jalaliMonthStart,
  NOT_A_QUOTER,
  NOT_FOUND_REQUEST,
  notQuoter,
  refuseOverTotal,
  type TradeContext,
  todayIso,
  visible,
} from '../trade-context.js';
import { announce } from '../transition.js';

/** A quote (or the revision of the merchant's quote) on an open request. */
export async function submitQuote(
  ctx: TradeContext,
  caller: Caller,
  id: number,
  input: TradeQuoteInput,
): Promise<{ quote: TradeQuote; created: boolean }> {
  const parsed = tradeQuoteInputSchema.parse(input);
  const { row: before, viewer } = await visible(ctx, caller, id);
  if (viewer === 'buyer' || viewer === 'staff') throw notQuoter();
  if (before.state !== 'open_for_quotes' || !before.categoryId) throw illegalQuote(before.state, 'quote');
  const quoting = await ctx.repo.quotingMerchants(caller.userId, before.categoryId);
  const merchantId = parsed.merchantId ?? quoting[0];
  if (!merchantId || !quoting.includes(merchantId)) throw new AppError('NOT_FOUND', { detail: NOT_A_QUOTER });
  const plan = await ctx.deps.wallet.planForMerchant(merchantId);
  const convert = await converter(ctx, ctx.repo);
  const items = await ctx.repo.items(id);
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
      errors.push(fieldError(`body.items.${index}.unitPriceRials`, 'maxUnitPrice', validationMessage('maxUnitPrice')));
    inRequestUnits.push({ quantity: item.quantity, unitPriceRials: converted });
    return { itemId: item.id, unitPriceRials: price.unitPriceRials, unit };
  });
  if (!errors.length) refuseOverTotal(inRequestUnits);
  errors.push(...stageProblems(parsed.stages, errors.length ? null : orderTotalRials(inRequestUnits)));
  if (parsed.items.some((p) => !items.some((i) => i.id === p.itemId)))
    errors.push(fieldError('body.items', 'notFound', 'یکی از اقلام در این درخواست نیست.'));
  if (parsed.validUntil < todayIso(ctx.now()))
    errors.push(fieldError('body.validUntil', 'date', 'اعتبار پیشنهاد باید تا امروز یا پس از آن باشد.'));
  if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });

  return ctx.deps.uow.run(async (db, emit) => {
    const r = createTradeRepo(db, ctx.deps.access);
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
      shippingRials: parsed.shippingRials,
      validUntil: parsed.validUntil,
      notes: normalizePersian(parsed.notes),
      documents,
      stages: parsed.stages.map((stage) => ({
        ...stage,
        title: normalizePersian(stage.title),
        deliverable: normalizePersian(stage.deliverable),
      })),
      authorUserId: caller.userId,
      status: 'active' as const,
    };
    let quote: TradeQuoteRow;
    if (existing) quote = await r.updateQuote(existing.id, fields);
    else {
      // The merchant's monthly allowance, counted under its quota lock (decision 023).
      await r.lockMerchant(merchantId);
      if ((await r.quotesSince(merchantId, jalaliMonthStart(ctx.now()))) >= plan.requestsPerMonth)
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
    return { quote: await quoteView(ctx, r, named, await r.items(id)), created: !existing };
  });
}

/**
 * What is wrong with the stages a quote proposes (decision 056), as Persian field errors: none, or at least two
 * whose amounts sum to the quote's goods (Σ quantity × price per the request's unit, what the order's goods will
 * be once the quote is accepted; decision 040's rule). `goodsRials` is null while the prices themselves are wrong.
 */
export function stageProblems(stages: { amountRials: number }[], goodsRials: number | null) {
  if (!stages.length) return [];
  if (stages.length < 2)
    return [
      fieldError(
        'body.stages',
        'min',
        'پرداخت مرحله‌ای دست‌کم دو مرحله دارد؛ مرحلهٔ دیگری بیفزایید یا این مرحله را بردارید.',
      ),
    ];
  const sum = stages.reduce((total, s) => total + s.amountRials, 0);
  if (goodsRials === null || sum === goodsRials) return [];
  return [
    fieldError(
      'body.stages',
      'sum',
      `جمع مبلغ ${toPersianDigits(stages.length)} مرحله (${formatMoney(sum, { unit: 'toman' })}) باید با بهای کالای این پیشنهاد (${formatMoney(goodsRials, { unit: 'toman' })}) برابر باشد.`,
    ),
  ];
}
