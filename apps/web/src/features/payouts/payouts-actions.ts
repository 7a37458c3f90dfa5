'use server';
// Server actions of the payouts' forms (decision 038). Plain forms post to them (they work without JavaScript);
// the account and withdrawal forms answer with the API's Persian field errors beside the fields. The withdrawal
// carries an idempotency key made when the page was rendered, so a double submit withdraws once (decision 018).
import { isApiError } from '@bazaar/api-client/api-error';
import { IDEMPOTENCY_KEY_HEADER } from '@bazaar/contracts/wallet-payments';
import { parseTomansToRials } from '@bazaar/fa/money';
import { redirect } from 'next/navigation';
import type { ActionFormState } from '@/components/ui/action-form.client';
import { loginHref } from '@/features/auth/login-links';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { parsePublicId } from '@/lib/route-params';
import type { PayoutNoticeKey } from './notices';
import { payoutsApi } from './payouts-data.server';
import { STAFF_PAYOUTS_PATH, SUPPLIER_PAYOUTS_PATH, supplierPayoutsHref } from './payouts-links';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const merchantOf = (form: FormData) => parsePublicId(text(form, 'merchantId')) ?? redirect(SUPPLIER_PAYOUTS_PATH);

function refused(error: unknown, path: string): ActionFormState {
  if (isApiError(error) && error.status === 401) redirect(loginHref(path));
  const errors = fieldErrorsOf(error);
  return { message: Object.keys(errors).length ? null : problemMessage(error), errors };
}

const done = (merchantId: number, notice: PayoutNoticeKey, anchor = ''): never =>
  redirect(`${supplierPayoutsHref(merchantId, { notice })}${anchor}`);

/** Step one of adding an account: a code to the owner's own mobile. */
export async function sendBankAccountCode(form: FormData) {
  const merchantId = merchantOf(form);
  const path = supplierPayoutsHref(merchantId);
  let notice: PayoutNoticeKey = 'code-sent';
  try {
    await (await payoutsApi(path)).sendCode({ params: { id: merchantId } });
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(path));
    notice = 'code-failed';
  }
  // Only a sent code opens the code step; a refusal (a code asked moments ago) keeps the «send» button.
  const step: Record<string, string> = notice === 'code-sent' ? { step: 'code' } : {};
  redirect(`${supplierPayoutsHref(merchantId, { notice, ...step })}#add-account`);
}

export async function addBankAccount(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const merchantId = merchantOf(form);
  const path = supplierPayoutsHref(merchantId);
  try {
    await (await payoutsApi(path)).addBankAccount({
      params: { id: merchantId },
      body: { sheba: text(form, 'sheba'), holderName: text(form, 'holderName'), code: text(form, 'code') },
    });
  } catch (error) {
    return refused(error, path);
  }
  return done(merchantId, 'account-added', '#accounts');
}

export async function withdraw(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const merchantId = merchantOf(form);
  const path = supplierPayoutsHref(merchantId);
  const amount = parseTomansToRials(text(form, 'amount').slice(0, 40));
  const bankAccountId = parsePublicId(text(form, 'bankAccountId'));
  const errors: Record<string, string> = {};
  if (!amount.ok) errors.amountRials = 'مبلغ برداشت را به تومان و با رقم وارد کنید.';
  if (!bankAccountId) errors.bankAccountId = 'حساب بانکی مقصد را برگزینید.';
  if (!amount.ok || !bankAccountId) return { message: null, errors };
  const key = text(form, 'idempotencyKey');
  try {
    await (await payoutsApi(path)).withdraw(
      { params: { id: merchantId }, body: { bankAccountId, amountRials: amount.rials } },
      { headers: { [IDEMPOTENCY_KEY_HEADER]: /^[A-Za-z0-9_-]{8,100}$/.test(key) ? key : crypto.randomUUID() } },
    );
  } catch (error) {
    return refused(error, path);
  }
  return done(merchantId, 'withdrawn', '#withdrawals');
}

/** Staff: send pending withdrawals now and ask the provider about sent ones (the job's run, at once). */
export async function runPayoutsNow(form: FormData) {
  const status = text(form, 'status');
  let notice: PayoutNoticeKey = 'ran';
  try {
    await (await payoutsApi(STAFF_PAYOUTS_PATH)).staffRun();
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(STAFF_PAYOUTS_PATH));
    notice = 'run-failed';
  }
  redirect(`${STAFF_PAYOUTS_PATH}?${new URLSearchParams({ ...(status ? { status } : {}), notice }).toString()}`);
}
