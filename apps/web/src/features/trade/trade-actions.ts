'use server';
// Server actions of the direct-order forms: plain forms post to them, so they work without JavaScript. Each
// redirects to the request's page with a notice key; the API decides what is legal (docs/decisions/021).
import { isApiError } from '@bazaar/api-client/api-error';
import { MAX_RIALS } from '@bazaar/contracts/money';
import { PAYMENT_TERMS, type PaymentTerms, TRADE_DOCUMENT_TYPES } from '@bazaar/contracts/trade';
import { toLatinDigits } from '@bazaar/fa/digits';
import { parseJalaliDate } from '@bazaar/fa/jalali';
import { parseTomansToRials } from '@bazaar/fa/money';
import { redirect } from 'next/navigation';
import { loginHref } from '@/features/auth/login-links';
import { parsePublicId } from '@/lib/route-params';
import type { TradeNoticeKey } from './notices';
import { tradeApi } from './trade-data.server';
import { DIRECT_ORDERS_PATH, directOrderInfoHref, editDirectOrderHref } from './trade-links';

const to = (id: number, notice: TradeNoticeKey, anchor = ''): never =>
  redirect(`${directOrderInfoHref(id)}?notice=${notice}${anchor}`);

/** The rules of the bounds of one order (contracts/trade.ts): a quantity, a price per unit, a total. */
const ORDER_BOUNDS = new Set(['maxOrderQuantity', 'maxUnitPrice', 'maxOrderTotal']);

function noticeFor(error: unknown, path: string): TradeNoticeKey {
  if (!isApiError(error)) throw error;
  if (error.status === 401) redirect(loginHref(path));
  switch (error.code) {
    case 'TRADE_ILLEGAL_TRANSITION':
      return 'illegal';
    case 'TRADE_WRONG_PARTY':
      return 'wrong-party';
    case 'TRADE_MONTHLY_LIMIT_REACHED':
      return 'limit-reached';
    case 'TRADE_QUOTE_LIMIT_REACHED':
      return 'quote-limit';
    case 'TRADE_QUOTE_CLOSED':
      return 'quote-closed';
    case 'TRADE_QUOTE_EXPIRED':
      return 'quote-expired';
    case 'TRADE_OWN_PRODUCT':
      return 'own-product';
    case 'TRADE_PRODUCT_NOT_AVAILABLE':
      return 'unavailable';
    case 'VALIDATION_FAILED':
      return error.problem?.errors?.some((e) => ORDER_BOUNDS.has(e.code)) ? 'too-large' : 'invalid';
    case 'NOT_FOUND':
      return 'gone';
    default:
      return 'failed';
  }
}

/** Tomans as typed (Persian or Latin digits, separators) → whole Rials, null when blank, 'invalid' otherwise. */
function rialsOf(value: FormDataEntryValue | null): number | null | 'invalid' {
  const typed = parseTomansToRials(String(value ?? ''));
  if (!typed.ok) return typed.reason === 'empty' ? null : 'invalid';
  return typed.rials > 0 && typed.rials <= MAX_RIALS ? typed.rials : 'invalid';
}

/** Jalali day (۱۴۰۵/۰۹/۲۰) → ISO day, null when blank, 'invalid' otherwise. */
function isoDayOf(value: FormDataEntryValue | null): string | null | 'invalid' {
  const text = String(value ?? '').trim();
  if (!text) return null;
  const day = parseJalaliDate(text);
  return day ? day.toISOString().slice(0, 10) : 'invalid';
}

/** Creates (no id) or saves a direct order from the edit form; items come as productId/quantity/unit/target rows. */
export async function saveDirectOrder(form: FormData) {
  const id = parsePublicId(String(form.get('id') ?? ''));
  const formPath = id ? editDirectOrderHref(id) : `${DIRECT_ORDERS_PATH}/edit/new?product=${form.get('productId.0')}`;
  const back = (notice: TradeNoticeKey): never => {
    const url = new URL(formPath, 'http://local');
    url.searchParams.set('notice', notice);
    redirect(`${url.pathname}${url.search}`);
  };
  const items: { productId: number; quantity: number; unit: string; targetPriceRials: number | null }[] = [];
  for (let i = 0; i < 20; i += 1) {
    const productId = parsePublicId(String(form.get(`productId.${i}`) ?? ''));
    if (productId === null) break;
    const quantity = Number(toLatinDigits(String(form.get(`quantity.${i}`) ?? '')).trim());
    const target = rialsOf(form.get(`target.${i}`));
    if (!Number.isFinite(quantity) || quantity <= 0 || target === 'invalid') back('invalid');
    items.push({
      productId,
      quantity,
      unit: String(form.get(`unit.${i}`) ?? ''),
      targetPriceRials: target as number | null,
    });
  }
  const date = isoDayOf(form.get('requestedDeliveryDate'));
  if (date === 'invalid') back('date-invalid');
  const addressId = parsePublicId(String(form.get('deliveryAddressId') ?? ''));
  const terms = String(form.get('paymentTerms') ?? 'cash');
  // Documents: the ones already attached (kept), and at most one new file per save, with its type.
  const documents: { fileId: string; documentTypeId: number }[] = [];
  for (let i = 0; i < 10; i += 1) {
    const fileId = String(form.get(`documentFile.${i}`) ?? '');
    const typeId = parsePublicId(String(form.get(`documentType.${i}`) ?? ''));
    if (!fileId || typeId === null) break;
    if (form.get(`documentRemove.${i}`) !== 'on') documents.push({ fileId, documentTypeId: typeId });
  }
  const upload = form.get('document');
  const uploadType = parsePublicId(String(form.get('documentTypeId') ?? ''));
  const body = {
    items,
    documents,
    requestedDeliveryDate: date as string | null,
    deliveryAddressId: addressId,
    paymentTerms: (PAYMENT_TERMS as readonly string[]).includes(terms) ? (terms as PaymentTerms) : 'cash',
    description: String(form.get('description') ?? '').slice(0, 2000),
  };
  let savedId = id;
  let notice: TradeNoticeKey = 'saved';
  try {
    const api = await tradeApi(formPath);
    if (upload instanceof File && upload.size > 0) {
      const stored = await api.upload(upload);
      body.documents.push({ fileId: stored.id, documentTypeId: uploadType ?? TRADE_DOCUMENT_TYPES[0].id });
    }
    const saved = id
      ? await api.trade.updateDirectOrder({ params: { id }, body })
      : await api.trade.createDirectOrder({ body });
    savedId = saved.id;
  } catch (error) {
    notice = noticeFor(error, formPath);
    if (isApiError(error) && (error.status === 413 || error.status === 415)) notice = 'file-refused';
    if (notice === 'invalid' && isApiError(error) && error.problem?.errors?.some((e) => e.field.includes('Date')))
      notice = 'date-invalid';
    back(notice);
  }
  to(savedId ?? 0, notice);
}

async function transition(
  form: FormData,
  run: (api: Awaited<ReturnType<typeof tradeApi>>, id: number) => Promise<unknown>,
  done: TradeNoticeKey,
) {
  const id = parsePublicId(String(form.get('id') ?? ''));
  if (id === null) redirect(DIRECT_ORDERS_PATH);
  const path = directOrderInfoHref(id);
  let notice = done;
  try {
    await run(await tradeApi(path), id);
  } catch (error) {
    notice = noticeFor(error, path);
    if (notice === 'invalid' && done === 'quoted') notice = 'quote-invalid';
    if (isApiError(error) && (error.status === 413 || error.status === 415)) notice = 'file-refused';
  }
  to(id, notice, done === 'quoted' && notice !== done ? '#quote' : '');
}

export async function requestConfirmation(form: FormData) {
  await transition(form, (api, id) => api.trade.requestConfirmation({ params: { id } }), 'sent');
}

export async function supplierConfirm(form: FormData) {
  const items: { itemId: number; unitPriceRials: number }[] = [];
  for (const [name, value] of form.entries()) {
    const match = /^price\.(\d+)$/.exec(name);
    if (!match) continue;
    const rials = rialsOf(value);
    const id = parsePublicId(String(form.get('id') ?? '')) ?? 0;
    if (rials === null || rials === 'invalid') to(id, 'price-required', '#answer');
    items.push({ itemId: Number(match[1]), unitPriceRials: rials as number });
  }
  const lead = Number(toLatinDigits(String(form.get('leadTimeDays') ?? '0')).trim() || '0');
  // Secure payment (decision 039): the supplier's shipping price in tomans; blank is free shipping.
  const shipping = parseTomansToRials(String(form.get('shippingTomans') ?? ''));
  if (!shipping.ok && shipping.reason !== 'empty')
    to(parsePublicId(String(form.get('id') ?? '')) ?? 0, 'invalid', '#answer');
  await transition(
    form,
    (api, id) =>
      api.trade.supplierConfirm({
        params: { id },
        body: {
          items,
          leadTimeDays: Number.isInteger(lead) && lead >= 0 ? lead : 0,
          notes: String(form.get('notes') ?? ''),
          shippingRials: shipping.ok ? shipping.rials : 0,
        },
      }),
    'confirmed',
  );
}

export async function supplierReject(form: FormData) {
  const reason = String(form.get('reason') ?? '').trim();
  if (reason.length < 3) to(parsePublicId(String(form.get('id') ?? '')) ?? 0, 'reason-required', '#answer');
  await transition(form, (api, id) => api.trade.supplierReject({ params: { id }, body: { reason } }), 'rejected');
}

export async function confirmAndPublish(form: FormData) {
  const id = parsePublicId(String(form.get('id') ?? ''));
  if (id === null) redirect(DIRECT_ORDERS_PATH);
  const path = directOrderInfoHref(id);
  let notice: TradeNoticeKey = 'published';
  try {
    const result = await (await tradeApi(path)).trade.confirmAndPublish({ params: { id } });
    if (result.payable) notice = 'fee-ready';
  } catch (error) {
    notice = noticeFor(error, path);
  }
  to(id, notice, notice === 'fee-ready' ? '#fee' : '');
}

export async function startWork(form: FormData) {
  await transition(
    form,
    (api, id) => api.trade.start({ params: { id }, body: { note: String(form.get('note') ?? '') } }),
    'started',
  );
}
export async function markDelivered(form: FormData) {
  await transition(
    form,
    (api, id) => api.trade.deliver({ params: { id }, body: { note: String(form.get('note') ?? '') } }),
    'delivered',
  );
}
export async function cancelOrder(form: FormData) {
  const reason = String(form.get('reason') ?? '').trim();
  if (reason.length < 3) to(parsePublicId(String(form.get('id') ?? '')) ?? 0, 'reason-required', '#cancel');
  await transition(form, (api, id) => api.trade.cancel({ params: { id }, body: { reason } }), 'cancelled');
}

// Requests for quotation (docs/decisions/023).
export async function openToQuotes(form: FormData) {
  await transition(form, (api, id) => api.trade.openToQuotes({ params: { id } }), 'opened');
}

/** Sends (or revises) the caller's merchant's quote: price per item in tomans and its unit, lead time, validity. */
export async function sendQuote(form: FormData) {
  const id = parsePublicId(String(form.get('id') ?? '')) ?? 0;
  const merchantId = parsePublicId(String(form.get('merchantId') ?? ''));
  const items: { itemId: number; unitPriceRials: number; unit: string }[] = [];
  for (const [name, value] of form.entries()) {
    const match = /^quotePrice\.(\d+)$/.exec(name);
    if (!match) continue;
    const rials = rialsOf(value);
    if (rials === null || rials === 'invalid') to(id, 'quote-invalid', '#quote');
    items.push({
      itemId: Number(match[1]),
      unitPriceRials: rials as number,
      unit: String(form.get(`quoteUnit.${match[1]}`) ?? '').trim(),
    });
  }
  const validUntil = isoDayOf(form.get('validUntil'));
  if (validUntil === null || validUntil === 'invalid') to(id, 'quote-invalid', '#quote');
  const lead = Number(toLatinDigits(String(form.get('leadTimeDays') ?? '0')).trim() || '0');
  const kept = form.getAll('quoteDocument').map(String).filter(Boolean);
  const upload = form.get('quoteFile');
  await transition(
    form,
    async (api, requestId) => {
      const documents = [...kept];
      if (upload instanceof File && upload.size > 0) documents.push((await api.upload(upload)).id);
      return api.trade.sendQuote({
        params: { id: requestId },
        body: {
          ...(merchantId ? { merchantId } : {}),
          items,
          leadTimeDays: Number.isInteger(lead) && lead >= 0 ? lead : 0,
          validUntil: validUntil as string,
          notes: String(form.get('notes') ?? ''),
          documents,
        },
      });
    },
    'quoted',
  );
}

export async function withdrawQuote(form: FormData) {
  const quoteId = parsePublicId(String(form.get('quoteId') ?? '')) ?? 0;
  await transition(form, (api) => api.trade.withdrawQuote({ params: { id: quoteId } }), 'quote-withdrawn');
}

export async function acceptQuote(form: FormData) {
  const quoteId = parsePublicId(String(form.get('quoteId') ?? '')) ?? 0;
  await transition(form, (api, id) => api.trade.acceptQuote({ params: { id }, body: { quoteId } }), 'quote-accepted');
}
