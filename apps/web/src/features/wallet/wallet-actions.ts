'use server';
// Server actions of the wallet, membership and staff forms: plain forms post to them, so they work without
// JavaScript. Each money form carries an idempotency key made when the page was rendered, so a double
// submit (two clicks, a resent form) moves money once (docs/decisions/018).
import { isApiError } from '@bazaar/api-client/api-error';
import { payableRefSchema, retryRequestSchema, sandboxCompleteSchema } from '@bazaar/contracts/wallet-gateway-payments';
import { chargeByUserSchema, chargeSchema } from '@bazaar/contracts/wallet-ledger';
import { buyPlanSchema } from '@bazaar/contracts/wallet-membership';
import { type GatewayCode, IDEMPOTENCY_KEY_HEADER, moneyHeadersSchema } from '@bazaar/contracts/wallet-payments';
import { redirect } from 'next/navigation';
import { loginHref } from '@/features/auth/login-links';
import { formId, parseForm, tomansToRials } from '@/lib/forms/parse-form';
import { readTopUpAmount } from './amount-input';
import { MEMBERSHIP_PATH, WALLET_PATH, type WalletNoticeKey } from './notices';
import { publicPaymentsApi, walletApi } from './wallet-data.server';

const ADMIN_PATH = '/profile/admin';
const RETURN_PATHS = [WALLET_PATH, MEMBERSHIP_PATH, ADMIN_PATH] as const;

function back(form: FormData, notice: WalletNoticeKey, anchor = ''): never {
  // Where the form was (no contract field): only the wallet's own pages or a trade request's.
  const asked = String(form.get('returnTo') ?? '');
  // A trade request's page pays its fee with these forms too (docs/decisions/021).
  const tradePage = /^\/profile\/directorderinfo\/\d{1,10}$/.test(asked) ? asked : null;
  const path = tradePage ?? RETURN_PATHS.find((p) => asked === p || asked.startsWith(`${p}?`)) ?? WALLET_PATH;
  const url = new URL(path, 'http://local');
  url.searchParams.set('notice', notice);
  redirect(`${url.pathname}${url.search}${anchor}`);
}

/** The idempotency key the page rendered into the form (the contract's header), or a new one. */
const keyOf = (form: FormData) => {
  const parsed = parseForm(moneyHeadersSchema, form, {
    rename: (name) => (name === 'idempotencyKey' ? IDEMPOTENCY_KEY_HEADER : null),
  });
  return parsed.ok ? parsed.data[IDEMPOTENCY_KEY_HEADER] : crypto.randomUUID();
};
const gatewayOf = (form: FormData): GatewayCode | null => {
  const parsed = parseForm(chargeSchema.pick({ gateway: true }), form);
  return parsed.ok ? parsed.data.gateway : null;
};

/** The API's refusal as a notice key; a 401 sends the visitor to log in again. */
function noticeFor(error: unknown, path: string): WalletNoticeKey {
  if (!isApiError(error)) throw error;
  if (error.status === 401) redirect(loginHref(path));
  switch (error.code) {
    case 'WALLET_GATEWAY_UNREACHABLE':
      return 'gateway-down';
    case 'WALLET_GATEWAY_NOT_AVAILABLE':
      return 'gateway-unknown';
    case 'WALLET_INSUFFICIENT_FUNDS':
      return path === ADMIN_PATH ? 'debit-too-large' : 'insufficient';
    case 'WALLET_ALREADY_PAID':
      return 'already-paid';
    case 'WALLET_PAYMENT_NOT_CANCELLABLE':
    case 'WALLET_PAYABLE_CANCELLED':
      return 'not-cancellable';
    case 'WALLET_PAYMENT_NOT_RETRYABLE':
      return 'not-retryable';
    case 'WALLET_PLAN_IS_FREE':
      return 'plan-free';
    case 'WALLET_USER_NOT_FOUND':
      return 'user-not-found';
    case 'NOT_FOUND':
      return 'gone';
    default:
      return 'failed';
  }
}

export async function startTopUp(form: FormData) {
  const amount = readTopUpAmount(form);
  if (!amount.ok) back(form, amount.error, '#topup');
  const gateway = gatewayOf(form);
  if (!gateway) back(form, 'gateway-unknown', '#topup');
  let target: string;
  try {
    const api = await walletApi(WALLET_PATH);
    const started = await api.wallet.charge(
      { body: { amountRials: amount.amountRials, gateway } },
      { headers: { [IDEMPOTENCY_KEY_HEADER]: keyOf(form) } },
    );
    target = started.redirectUrl;
  } catch (error) {
    back(form, noticeFor(error, WALLET_PATH), '#topup');
  }
  redirect(target);
}

export async function retryPayment(form: FormData) {
  const payment = parseForm(retryRequestSchema.pick({ paymentId: true }), form);
  if (!payment.ok) return back(form, 'gone');
  const { paymentId } = payment.data;
  let target: string;
  try {
    const api = await walletApi(WALLET_PATH);
    const gateway = gatewayOf(form);
    const started = await api.payments.retry(
      { body: { paymentId, ...(gateway ? { gateway } : {}) } },
      { headers: { [IDEMPOTENCY_KEY_HEADER]: keyOf(form) } },
    );
    target = started.redirectUrl;
  } catch (error) {
    back(form, noticeFor(error, WALLET_PATH), '#pending');
  }
  redirect(target);
}

export async function cancelPayment(form: FormData) {
  const paymentId = formId(form, 'paymentId');
  if (paymentId === null) back(form, 'gone');
  let notice: WalletNoticeKey = 'cancelled';
  try {
    const api = await walletApi(WALLET_PATH);
    await api.payments.cancel({ params: { id: paymentId } });
  } catch (error) {
    notice = noticeFor(error, WALLET_PATH);
  }
  back(form, notice, '#pending');
}

/** Pays a payable from the wallet, or (with a gateway chosen) starts paying it at the bank. */
export async function payPayable(form: FormData) {
  const payable = parseForm(payableRefSchema, form);
  if (!payable.ok) return back(form, 'gone');
  const { payableId } = payable.data;
  // «از کیف پول» is a choice of the form only: no gateway is sent then.
  const gateway = form.get('method') === 'wallet' ? null : gatewayOf(form);
  const headers = { [IDEMPOTENCY_KEY_HEADER]: keyOf(form) };
  let target: string | null = null;
  let notice: WalletNoticeKey = 'paid';
  try {
    const api = await walletApi(WALLET_PATH);
    if (gateway) target = (await api.payments.request({ body: { payableId, gateway } }, { headers })).redirectUrl;
    else await api.payments.walletPay({ body: { payableId } }, { headers });
  } catch (error) {
    notice = noticeFor(error, WALLET_PATH);
  }
  if (target) redirect(target);
  back(form, notice, '#payables');
}

export async function buyPlan(form: FormData) {
  const plan = parseForm(buyPlanSchema, form);
  if (!plan.ok) return back(form, 'gone');
  let payableId: number | null = null;
  let notice: WalletNoticeKey = 'plan-ready';
  try {
    const api = await walletApi(MEMBERSHIP_PATH);
    payableId = (await api.membership.buy({ body: plan.data })).id;
  } catch (error) {
    notice = isApiError(error) && error.status === 404 ? 'owner-only' : noticeFor(error, MEMBERSHIP_PATH);
  }
  if (payableId) redirect(`${MEMBERSHIP_PATH}?notice=${notice}&payable=${payableId}#pay`);
  back(form, notice);
}

export async function adjustWallet(form: FormData) {
  // Staff adjustments are not bounded by the top-up minimum: any whole, positive number of tomans.
  const parsed = parseForm(chargeByUserSchema, form, {
    rename: (name) => (name === 'amount' ? 'amountRials' : name),
    read: { amountRials: tomansToRials },
    normalize: ['reason'],
  });
  if (!parsed.ok) {
    const on = (field: string) => parsed.issues.some((issue) => issue.field === field);
    return back(form, on('reason') ? 'reason-required' : on('amountRials') ? 'amount-invalid' : 'failed', '#adjust');
  }
  let notice: WalletNoticeKey = 'adjusted';
  try {
    const api = await walletApi(ADMIN_PATH);
    await api.wallet.chargeByUser({ body: parsed.data }, { headers: { [IDEMPOTENCY_KEY_HEADER]: keyOf(form) } });
  } catch (error) {
    notice = noticeFor(error, ADMIN_PATH);
  }
  back(form, notice, '#adjust');
}

/** The sandbox bank page's «pay» and «cancel»; then back to our return page, as a bank would send the payer. */
export async function decideSandbox(form: FormData) {
  const parsed = parseForm(sandboxCompleteSchema, form, { empty: { outcome: 'cancelled' } });
  if (!parsed.ok) return back(form, 'gone');
  const result = await publicPaymentsApi().sandboxComplete({ body: parsed.data });
  const callback = new URL(result.callbackUrl);
  redirect(`${callback.pathname}${callback.search}`);
}
