'use server';
// Server actions of the wallet's «برداشت به حساب بانکی» (issue 30 point 6): a code to the person's own mobile,
// an account in their own name with that code, and a withdrawal from the wallet with an idempotency key made at
// render (a double submit withdraws once). The API's Persian field errors are shown beside the fields.
import { isApiError } from '@bazaar/api-client/api-error';
import { IDEMPOTENCY_KEY_HEADER } from '@bazaar/contracts/wallet-payments';
import { parseTomansToRials } from '@bazaar/fa/money';
import { redirect } from 'next/navigation';
import type { ActionFormState } from '@/components/ui/action-form.client';
import { loginHref } from '@/features/auth/login-links';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { parsePublicId } from '@/lib/route-params';
import { WALLET_PATH, type WalletNoticeKey } from './notices';
import { personPayoutsApi } from './withdraw-data.server';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const back = (notice: WalletNoticeKey, extra: Record<string, string> = {}, anchor = '#bank-withdraw'): never =>
  redirect(`${WALLET_PATH}?${new URLSearchParams({ notice, ...extra }).toString()}${anchor}`);

function refused(error: unknown): ActionFormState {
  if (isApiError(error) && error.status === 401) redirect(loginHref(WALLET_PATH));
  const errors = fieldErrorsOf(error);
  return { message: Object.keys(errors).length ? null : problemMessage(error), errors };
}

export async function sendWalletAccountCode(_form: FormData) {
  let notice: WalletNoticeKey = 'withdraw-code-sent';
  try {
    const { api, personId } = await personPayoutsApi(WALLET_PATH);
    await api.personSendCode({ params: { id: personId } });
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(WALLET_PATH));
    notice = 'withdraw-code-failed';
  }
  // Only a sent code opens the code step.
  back(notice, notice === 'withdraw-code-sent' ? { step: 'code' } : {}, '#add-account');
}

export async function addWalletBankAccount(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  try {
    const { api, personId } = await personPayoutsApi(WALLET_PATH);
    await api.personAddBankAccount({
      params: { id: personId },
      body: { sheba: text(form, 'sheba'), holderName: text(form, 'holderName'), code: text(form, 'code') },
    });
  } catch (error) {
    return refused(error);
  }
  return back('withdraw-account-added');
}

export async function withdrawFromWallet(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const amount = parseTomansToRials(text(form, 'amount').slice(0, 40));
  const bankAccountId = parsePublicId(text(form, 'bankAccountId'));
  const errors: Record<string, string> = {};
  if (!amount.ok) errors.amountRials = 'مبلغ برداشت را به تومان و با رقم وارد کنید.';
  if (!bankAccountId) errors.bankAccountId = 'حساب بانکی مقصد را برگزینید.';
  if (!amount.ok || !bankAccountId) return { message: null, errors };
  const key = text(form, 'idempotencyKey');
  try {
    const { api, personId } = await personPayoutsApi(WALLET_PATH);
    await api.personWithdraw(
      { params: { id: personId }, body: { bankAccountId, amountRials: amount.rials } },
      { headers: { [IDEMPOTENCY_KEY_HEADER]: /^[A-Za-z0-9_-]{8,100}$/.test(key) ? key : crypto.randomUUID() } },
    );
  } catch (error) {
    return refused(error);
  }
  return back('withdraw-requested');
}
