'use server';
// Server actions of the direct-order forms: plain forms post to them, so they work without JavaScript. Each
// redirects to the request's page with a notice key; the API decides what is legal (docs/decisions/021).
import { isApiError } from '@bazaar/api-client/api-error';
import {
  directOrderInputSchema,
  noteSchema,
  reasonSchema,
  supplierConfirmSchema,
  TRADE_DOCUMENT_TYPES,
} from '@bazaar/contracts/trade-orders';
import { acceptQuoteSchema, tradeQuoteInputSchema } from '@bazaar/contracts/trade-quotes';
import { parseJalaliDate } from '@bazaar/fa/jalali';
import { redirect } from 'next/navigation';
import { loginHref } from '@/features/auth/login-links';
import { saveOrderReference } from '@/features/companies/company-reference.server';
import { type FormIssue, formId, parseForm, tomansToRials } from '@/lib/forms/parse-form';
import type { TradeNoticeKey } from './notices';
import { QUOTE_STAGE_FIELDS, QUOTE_STAGE_ROWS } from './quote-stage-names';
import { tradeApi } from './trade-data.server';
import { DIRECT_ORDERS_PATH, directOrderInfoHref, editDirectOrderHref } from './trade-links';

const to = (id: number, notice: TradeNoticeKey, anchor = ''): never =>
  redirect(`${directOrderInfoHref(id)}?notice=${notice}${anchor}`);

/** The rules of the bounds of one order (contracts/trade.ts): a quantity, a price per unit, a total. */
const ORDER_BOUNDS = new Set(['maxOrderQuantity', 'maxUnitPrice', 'maxOrderTotal']);

/** The listing's quantity rules a line broke (decision 045): under the minimum, off the multiple, no sample. */
const QUANTITY_RULES = new Set(['orderQuantity', 'sampleQuantity', 'noSample']);

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
      if (error.problem?.errors?.some((e) => QUANTITY_RULES.has(e.code))) return 'order-quantity';
      return error.problem?.errors?.some((e) => ORDER_BOUNDS.has(e.code)) ? 'too-large' : 'invalid';
    case 'NOT_FOUND':
      return 'gone';
    // A buyer company's rules (decision 044).
    case 'COMPANIES_APPROVAL_REQUIRED':
      return 'approval-required';
    case 'COMPANIES_OVER_BUDGET':
      return 'over-budget';
    case 'COMPANIES_ROLE_REFUSED':
      return 'role-refused';
    default:
      return 'failed';
  }
}

/** Jalali day as typed (۱۴۰۵/۰۹/۲۰) → ISO day; the text itself when it is no day, so the schema refuses it. */
const jalaliDay = (text: string) => parseJalaliDate(text.trim())?.toISOString().slice(0, 10) ?? text;

/** The notice of a form the contract refused: a bound of one order says so; anything else is `otherwise`. */
const refusedNotice = (issues: FormIssue[], otherwise: TradeNoticeKey): TradeNoticeKey =>
  issues.some((issue) => ORDER_BOUNDS.has(issue.rule)) ? 'too-large' : otherwise;

// The edit form names its rows `productId.0`, `quantity.0`, `unit.0`, `target.0` (tomans) and its kept
// documents `documentFile.0`, `documentType.0`; the contract wants `items.0.…` and `documents.0.…`.
const ORDER_FIELDS: Record<string, string> = {
  productId: 'items.$.productId',
  quantity: 'items.$.quantity',
  unit: 'items.$.unit',
  target: 'items.$.targetPriceRials',
  documentFile: 'documents.$.fileId',
  documentType: 'documents.$.documentTypeId',
};

/** Creates (no id) or saves a direct order from the edit form; items come as productId/quantity/unit/target rows. */
export async function saveDirectOrder(form: FormData) {
  const id = formId(form);
  const sample = form.get('kind') === 'sample' ? '&kind=sample' : '';
  const formPath = id
    ? editDirectOrderHref(id)
    : `${DIRECT_ORDERS_PATH}/edit/new?product=${formId(form, 'productId.0') ?? ''}${sample}`;
  const back = (notice: TradeNoticeKey): never => {
    const url = new URL(formPath, 'http://local');
    url.searchParams.set('notice', notice);
    redirect(`${url.pathname}${url.search}`);
  };
  // «حذف» beside a kept document is a checkbox of the form only: its row is left out of the order.
  const removed = new Set(
    [...form.keys()].filter((name) => /^documentRemove\.\d+$/.test(name)).map((name) => name.split('.')[1]),
  );
  const parsed = parseForm(directOrderInputSchema, form, {
    rename: (name) => {
      const [field = '', row = '', ...rest] = name.split('.');
      const path = Object.hasOwn(ORDER_FIELDS, field) ? ORDER_FIELDS[field] : undefined;
      if (rest.length || !/^\d+$/.test(row) || !path) return name;
      return field.startsWith('document') && removed.has(row) ? null : path.replace('$', row);
    },
    read: { 'items.*.targetPriceRials': tomansToRials, requestedDeliveryDate: jalaliDay },
  });
  if (!parsed.ok) {
    const onItems = parsed.issues.filter((issue) => !issue.field.startsWith('requestedDeliveryDate'));
    return back(onItems.length ? refusedNotice(onItems, 'invalid') : 'date-invalid');
  }
  const body = parsed.data;
  // The new document of this save (at most one), with its type; the file itself is no part of the contract.
  const upload = form.get('document');
  const uploadType = formId(form, 'documentTypeId');
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
    if (!(await saveOrderReference(saved.id, form))) notice = 'reference-refused';
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
  const id = formId(form);
  if (id === null) redirect(DIRECT_ORDERS_PATH);
  const path = directOrderInfoHref(id);
  let notice = done;
  try {
    await run(await tradeApi(path), id);
  } catch (error) {
    notice = noticeFor(error, path);
    if (notice === 'invalid' && done === 'quoted')
      notice = refusedStages(error) ? 'quote-stages-invalid' : 'quote-invalid';
    if (isApiError(error) && (error.status === 413 || error.status === 415)) notice = 'file-refused';
  }
  to(
    id,
    notice,
    done === 'quoted' && notice !== done ? (notice === 'quote-stages-invalid' ? '#quote-stages' : '#quote') : '',
  );
}

/** The API refused the quote for its stages alone (their sum, their count; decision 056). */
const refusedStages = (error: unknown) =>
  isApiError(error) &&
  Boolean(error.problem?.errors?.length) &&
  (error.problem?.errors ?? []).every((e) => e.field.startsWith('body.stages'));

export async function requestConfirmation(form: FormData) {
  await transition(form, (api, id) => api.trade.requestConfirmation({ params: { id } }), 'sent');
}

/** The supplier's prices come as `price.{itemId}` (tomans); a blank lead time is 0 days. */
export async function supplierConfirm(form: FormData) {
  const parsed = parseForm(supplierConfirmSchema, form, {
    // Secure payment (decision 039): the shipping price is typed in tomans too; blank is free shipping.
    rename: (name) =>
      name === 'shippingTomans' ? 'shippingRials' : name.replace(/^price\.(\d+)$/, 'items.$1.unitPriceRials'),
    keyedBy: { items: 'itemId' },
    read: { 'items.*.unitPriceRials': tomansToRials, shippingRials: tomansToRials },
    empty: { leadTimeDays: 0, shippingRials: 0 },
  });
  if (!parsed.ok) {
    const onPrices = parsed.issues.some((issue) => issue.field.startsWith('items'));
    return to(formId(form) ?? 0, refusedNotice(parsed.issues, onPrices ? 'price-required' : 'invalid'), '#answer');
  }
  await transition(form, (api, id) => api.trade.supplierConfirm({ params: { id }, body: parsed.data }), 'confirmed');
}

/** A reason the contract refuses: too short says so beside its form; anything else is the generic notice. */
function reasonOf(form: FormData, anchor: string) {
  const parsed = parseForm(reasonSchema, form);
  if (parsed.ok) return parsed.data;
  const short = parsed.issues.some((issue) => issue.rule === 'required' || issue.rule === 'minLength');
  return to(formId(form) ?? 0, short ? 'reason-required' : 'invalid', anchor);
}

export async function supplierReject(form: FormData) {
  const body = reasonOf(form, '#answer');
  await transition(form, (api, id) => api.trade.supplierReject({ params: { id }, body }), 'rejected');
}

function noteOf(form: FormData) {
  const parsed = parseForm(noteSchema, form);
  return parsed.ok ? parsed.data : to(formId(form) ?? 0, 'invalid');
}

export async function startWork(form: FormData) {
  const body = noteOf(form);
  await transition(form, (api, id) => api.trade.start({ params: { id }, body }), 'started');
}
export async function markDelivered(form: FormData) {
  const body = noteOf(form);
  await transition(form, (api, id) => api.trade.deliver({ params: { id }, body }), 'delivered');
}
export async function cancelOrder(form: FormData) {
  const body = reasonOf(form, '#cancel');
  await transition(form, (api, id) => api.trade.cancel({ params: { id }, body }), 'cancelled');
}

// Requests for quotation (docs/decisions/023).
export async function openToQuotes(form: FormData) {
  await transition(form, (api, id) => api.trade.openToQuotes({ params: { id } }), 'opened');
}

/** The stage rows of the quote form left wholly blank: they are no stages (decision 056). */
function blankStageRows(form: FormData) {
  const blank = new Set<string>();
  for (let i = 0; i < QUOTE_STAGE_ROWS; i++)
    if (QUOTE_STAGE_FIELDS.every((field) => !String(form.get(`quoteStage.${i}.${field}`) ?? '').trim()))
      blank.add(String(i));
  return blank;
}
const STAGE_PATH: Record<(typeof QUOTE_STAGE_FIELDS)[number], string> = {
  title: 'title',
  tomans: 'amountRials',
  deliverable: 'deliverable',
  days: 'days',
};

/**
 * Sends (or revises) the caller's merchant's quote: price per item in tomans and its unit, lead time, validity,
 * and the stages it proposes (rows `quoteStage.{row}.{field}`, amounts in tomans; blank rows are left out).
 */
export async function sendQuote(form: FormData) {
  const blank = blankStageRows(form);
  const parsed = parseForm(tradeQuoteInputSchema, form, {
    // Rows are named by the request's item: `quotePrice.{itemId}`, `quoteUnit.{itemId}`; kept files `quoteDocument`.
    rename: (name) => {
      const stage = /^quoteStage\.(\d+)\.(title|tomans|deliverable|days)$/.exec(name);
      if (stage)
        return blank.has(stage[1] ?? '')
          ? null
          : `stages.${stage[1]}.${STAGE_PATH[stage[2] as keyof typeof STAGE_PATH]}`;
      return name
        .replace(/^quotePrice\.(\d+)$/, 'items.$1.unitPriceRials')
        .replace(/^quoteUnit\.(\d+)$/, 'items.$1.unit')
        .replace(/^quoteDocument$/, 'documents');
    },
    keyedBy: { items: 'itemId' },
    read: {
      'items.*.unitPriceRials': tomansToRials,
      'stages.*.amountRials': tomansToRials,
      shippingRials: tomansToRials,
      validUntil: jalaliDay,
    },
    normalize: ['stages.*.title', 'stages.*.deliverable'],
    empty: { leadTimeDays: 0, shippingRials: 0 },
  });
  if (!parsed.ok) {
    // A validity date alone that is wrong: say so and take the supplier to that field (issue 37).
    if (parsed.issues.every((issue) => issue.field === 'validUntil'))
      return to(formId(form) ?? 0, 'quote-valid-invalid', '#quote-valid');
    // Stages alone: say what a stage needs, at the stages.
    if (parsed.issues.every((issue) => issue.field.startsWith('stages')))
      return to(formId(form) ?? 0, 'quote-stages-invalid', '#quote-stages');
    return to(formId(form) ?? 0, refusedNotice(parsed.issues, 'quote-invalid'), '#quote');
  }
  const body = parsed.data;
  // A new file of this quote; the file itself is no part of the contract (its id is, once uploaded).
  const upload = form.get('quoteFile');
  await transition(
    form,
    async (api, requestId) => {
      if (upload instanceof File && upload.size > 0) body.documents.push((await api.upload(upload)).id);
      return api.trade.sendQuote({ params: { id: requestId }, body });
    },
    'quoted',
  );
}

const quoteIdOf = (form: FormData) => {
  const parsed = parseForm(acceptQuoteSchema, form);
  return parsed.ok ? parsed.data.quoteId : 0;
};

export async function withdrawQuote(form: FormData) {
  const quoteId = quoteIdOf(form);
  await transition(form, (api) => api.trade.withdrawQuote({ params: { id: quoteId } }), 'quote-withdrawn');
}

export async function acceptQuote(form: FormData) {
  const quoteId = quoteIdOf(form);
  await transition(form, (api, id) => api.trade.acceptQuote({ params: { id }, body: { quoteId } }), 'quote-accepted');
}
