'use server';
// Server actions of secure payment (decision 039). One-button forms (pay, confirm receipt) redirect to the order
// page with a notice key; forms with fields (ship, refuse, dispute, messages, staff's decision) answer with the
// API's Persian field errors beside the fields (ActionForm) and redirect on success. The API decides what is legal.
import { isApiError } from '@bazaar/api-client/api-error';
import { DISPUTE_OUTCOMES, DISPUTE_REASONS } from '@bazaar/contracts/disputes';
import { SHIPMENT_METHODS } from '@bazaar/contracts/secure-payment-money';
import type { StageInput } from '@bazaar/contracts/secure-payment-stages';
import { parseJalaliDate } from '@bazaar/fa/jalali';
import { parseTomansToRials } from '@bazaar/fa/money';
import { redirect } from 'next/navigation';
import type { ActionFormState } from '@/components/ui/action-form.client';
import { loginHref } from '@/features/auth/login-links';
import { directOrderInfoHref } from '@/features/trade/trade-links';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { parsePublicId } from '@/lib/route-params';
import type { SecurePaymentNoticeKey } from './notices';
import { securePaymentApi, staffSecurePaymentApi } from './secure-payment-data.server';
import { SECURE_PAYMENT_ANCHOR, STAFF_DISPUTES_PATH, STAGE_ROWS, staffDisputeHref } from './secure-payment-links';

type Api = Awaited<ReturnType<typeof securePaymentApi>>;
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const idOf = (form: FormData) => parsePublicId(text(form, 'id'));
const back = (id: number, notice: string): never =>
  redirect(`${directOrderInfoHref(id)}?notice=${notice}${SECURE_PAYMENT_ANCHOR}`);
const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The files chosen in `name` (empty inputs left out), at most `max`. */
const filesOf = (form: FormData, name: string, max: number) =>
  form
    .getAll(name)
    .filter((f): f is File => f instanceof File && f.size > 0)
    .slice(0, max);

/** A one-button form: run, then back to the order with `done`, or with the refusal's key. */
const PUBLISH_REFUSALS: Record<string, string> = {
  TRADE_MONTHLY_LIMIT_REACHED: 'limit-reached',
  COMPANIES_APPROVAL_REQUIRED: 'approval-required',
  COMPANIES_OVER_BUDGET: 'over-budget',
  COMPANIES_ROLE_REFUSED: 'role-refused',
};

async function act(form: FormData, run: (api: Api, id: number) => Promise<unknown>, done: SecurePaymentNoticeKey) {
  const id = idOf(form);
  if (id === null) redirect('/profile/directorder');
  const path = directOrderInfoHref(id);
  let notice: string = done;
  try {
    await run(await securePaymentApi(path), id);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401) redirect(loginHref(path));
    // Paying a confirmed order publishes it (decision 049): the month's quota and a company's rules may refuse.
    notice =
      error.code === 'TRADE_ILLEGAL_TRANSITION'
        ? 'illegal'
        : error.code === 'TRADE_WRONG_PARTY'
          ? 'wrong-party'
          : error.status === 404
            ? 'gone'
            : (PUBLISH_REFUSALS[error.code ?? ''] ?? 'failed');
  }
  back(id, notice);
}

/** A form with fields: local errors first, then the API's field errors, or `done()` on success. */
async function save(
  path: string,
  call: (api: Api) => Promise<unknown>,
  done: () => string,
  localErrors: Record<string, string> = {},
  staff = false,
): Promise<ActionFormState> {
  if (Object.keys(localErrors).length) return { message: null, errors: localErrors };
  try {
    await call(staff ? await staffSecurePaymentApi(path) : await securePaymentApi(path));
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(path));
    if (isApiError(error) && (error.status === 413 || error.status === 415))
      return { message: null, errors: { fileIds: problemMessage(error) } };
    const errors = fieldErrorsOf(error);
    return { message: Object.keys(errors).length ? null : problemMessage(error), errors };
  }
  redirect(done());
}

/** Uploads the form's one `document` file (a waybill, a stage's evidence), if one was chosen. */
async function documentOf(api: Api, form: FormData) {
  const upload = filesOf(form, 'document', 1)[0];
  return upload ? (await api.upload(upload)).id : null;
}

/** Uploads the chosen evidence files, then hands their ids to `call`. */
const withFiles = (form: FormData, name: string, call: (api: Api, fileIds: string[]) => Promise<unknown>) => {
  const files = filesOf(form, name, 5);
  return async (api: Api) => {
    const fileIds: string[] = [];
    for (const file of files) fileIds.push((await api.upload(file)).id);
    return call(api, fileIds);
  };
};

/** «پرداخت امن مبلغ سفارش»: the order's payable, then the page offers the wallet and the gateway for it. */
export async function payOrder(form: FormData) {
  await act(form, (api, id) => api.money.pay({ params: { id } }), 'order-payable');
}

export async function confirmReceipt(form: FormData) {
  await act(form, (api, id) => api.money.confirmReceipt({ params: { id } }), 'received');
}

export async function shipOrder(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = idOf(form) ?? 0;
  const errors: Record<string, string> = {};
  const method = oneOf(SHIPMENT_METHODS, text(form, 'method'));
  if (!method) errors.method = 'روش ارسال را از فهرست برگزینید.';
  const day = parseJalaliDate(text(form, 'shippedOn'));
  if (!day) errors.shippedOn = 'تاریخ ارسال را به تاریخ شمسی، مانند ۱۴۰۵/۰۹/۰۵، بنویسید.';
  const path = directOrderInfoHref(id);
  return save(
    path,
    async (api) => {
      const fileId = await documentOf(api, form);
      return api.money.ship({
        params: { id },
        body: {
          method: method ?? 'tipax',
          trackingNumber: text(form, 'trackingNumber'),
          shippedOn: day?.toISOString().slice(0, 10) ?? '',
          fileId,
          note: text(form, 'note'),
        },
      });
    },
    () => `${path}?notice=shipped${SECURE_PAYMENT_ANCHOR}`,
    errors,
  );
}

export async function refuseOrder(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = idOf(form) ?? 0;
  const path = directOrderInfoHref(id);
  return save(
    path,
    (api) => api.money.refuse({ params: { id }, body: { reason: text(form, 'reason') } }),
    () => `${path}?notice=refused${SECURE_PAYMENT_ANCHOR}`,
  );
}

export async function openDispute(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = idOf(form) ?? 0;
  const path = directOrderInfoHref(id);
  const reason = oneOf(DISPUTE_REASONS, text(form, 'reason'));
  const stage = Number(text(form, 'stage')) || undefined;
  return save(
    path,
    withFiles(form, 'evidence', (api, fileIds) =>
      api.money.openDispute({
        params: { id },
        body: { reason: reason ?? 'other', text: text(form, 'text'), fileIds, ...(stage ? { stage } : {}) },
      }),
    ),
    () => `${path}?notice=disputed#dispute`,
    reason ? {} : { reason: 'دلیل اختلاف را از فهرست برگزینید.' },
  );
}

export async function writeDisputeMessage(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = idOf(form) ?? 0;
  const path = directOrderInfoHref(id);
  return save(
    path,
    withFiles(form, 'evidence', (api, fileIds) =>
      api.money.disputeMessage({ params: { id }, body: { text: text(form, 'text'), fileIds } }),
    ),
    () => `${path}?notice=dispute-message#dispute`,
  );
}

// Stages (milestones, decision 040) ---------------------------------------------------------------------------

export async function payStage(form: FormData) {
  const stage = Number(text(form, 'stage'));
  await act(form, (api, id) => api.money.payStage({ params: { id }, body: { stage } }), 'stage-payable');
}

export async function confirmStage(form: FormData) {
  const stage = Number(text(form, 'stage'));
  await act(form, (api, id) => api.money.confirmStage({ params: { id }, body: { stage } }), 'stage-confirmed');
}

export async function deliverStage(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = idOf(form) ?? 0;
  const path = directOrderInfoHref(id);
  return save(
    path,
    async (api) => {
      const fileId = await documentOf(api, form);
      const body = { stage: Number(text(form, 'stage')), note: text(form, 'note'), fileId };
      return api.money.deliverStage({ params: { id }, body });
    },
    () => `${path}?notice=stage-delivered${SECURE_PAYMENT_ANCHOR}`,
  );
}

/** The supplier's plan: the rows filled from the first on (an empty row ends it), amounts in tomans. */
export async function planStages(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = idOf(form) ?? 0;
  const path = directOrderInfoHref(id);
  const errors: Record<string, string> = {};
  const stages: StageInput[] = [];
  for (let i = 0; i < STAGE_ROWS; i++) {
    const [title, tomans, due] = [`title-${i}`, `tomans-${i}`, `dueOn-${i}`].map((n) => text(form, n));
    if (!title && !tomans && !due) break;
    const amount = parseTomansToRials(tomans ?? '');
    if (!amount.ok || amount.rials <= 0) errors[`stages.${i}.amountRials`] = 'مبلغ مرحله را به تومان بنویسید.';
    const day = parseJalaliDate(due ?? '');
    if (!day) errors[`stages.${i}.dueOn`] = 'سررسید را به تاریخ شمسی، مانند ۱۴۰۵/۰۹/۰۵، بنویسید.';
    stages.push({
      title: title ?? '',
      amountRials: amount.ok ? amount.rials : 0,
      deliverable: text(form, `deliverable-${i}`),
      dueOn: day?.toISOString().slice(0, 10) ?? '',
    });
  }
  return save(
    path,
    (api) => api.money.planStages({ params: { id }, body: { stages } }),
    () => `${path}?notice=stages-planned${SECURE_PAYMENT_ANCHOR}`,
    errors,
  );
}

// Staff -----------------------------------------------------------------------------------------------------

export async function writeStaffDisputeMessage(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = parsePublicId(text(form, 'disputeId'));
  if (id === null) redirect(STAFF_DISPUTES_PATH);
  const path = staffDisputeHref(id);
  return save(
    path,
    withFiles(form, 'evidence', (api, fileIds) =>
      api.money.staffDisputeMessage({ params: { id }, body: { text: text(form, 'text'), fileIds } }),
    ),
    () => `${path}?notice=message#thread`,
    {},
    true,
  );
}

export async function decideDispute(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = parsePublicId(text(form, 'disputeId'));
  if (id === null) redirect(STAFF_DISPUTES_PATH);
  const path = staffDisputeHref(id);
  const errors: Record<string, string> = {};
  const outcome = oneOf(DISPUTE_OUTCOMES, text(form, 'outcome'));
  if (!outcome) errors.outcome = 'یکی از سه تصمیم را برگزینید.';
  let refundRials: number | undefined;
  if (outcome === 'split') {
    const typed = parseTomansToRials(text(form, 'refundTomans'));
    if (typed.ok && typed.rials > 0) refundRials = typed.rials;
    else errors.refundRials = 'مبلغ بازگشتی به خریدار را به تومان بنویسید (بیشتر از صفر و کمتر از مبلغ نگه‌داشته).';
  }
  return save(
    path,
    (api) =>
      api.money.decideDispute({
        params: { id },
        body: {
          outcome: outcome ?? 'release_all',
          reason: text(form, 'reason'),
          ...(refundRials ? { refundRials } : {}),
        },
      }),
    () => `${path}?notice=decided`,
    errors,
    true,
  );
}
