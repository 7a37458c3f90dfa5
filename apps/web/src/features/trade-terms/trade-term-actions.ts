'use server';
// Staff's actions on the trade lexicon (decision 046): add an approved term (inline field errors), approve or
// refuse a proposal (a notice key on the page).
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { rejectBodySchema } from '@bazaar/contracts/supplier-registration';
import { tradeTermBodySchema, tradeTermEndpoints } from '@bazaar/contracts/trade-terms';
import { redirect } from 'next/navigation';
import type { ActionFormState } from '@/components/ui/action-form.client';
import { loginHref } from '@/features/auth/login-links';
import { staffApis } from '@/features/staff-admin/staff.server';
import { STAFF_TRADE_TERMS_PATH as PATH } from '@/features/staff-admin/staff-links';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { formId, parseForm } from '@/lib/forms/parse-form';

const terms = async () => bind((await staffApis(PATH)).http, tradeTermEndpoints);

export async function addTradeTerm(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const parsed = parseForm(tradeTermBodySchema, form);
  if (!parsed.ok) return { message: null, errors: parsed.errors };
  try {
    await (await terms()).add({ body: parsed.data });
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(PATH));
    const errors = fieldErrorsOf(error);
    return { message: Object.keys(errors).length ? null : problemMessage(error), errors };
  }
  redirect(`${PATH}?state=approved&notice=added`);
}

async function review(form: FormData, run: (id: number) => Promise<unknown>, done: string) {
  const id = formId(form);
  let notice = done;
  if (!id) notice = 'gone';
  else {
    try {
      await run(id);
    } catch (error) {
      if (isApiError(error) && error.status === 401) redirect(loginHref(PATH));
      notice = isApiError(error) && error.status === 409 ? 'already-reviewed' : 'failed';
    }
  }
  redirect(`${PATH}?notice=${notice}`);
}

export async function approveTradeTerm(form: FormData) {
  await review(form, async (id) => (await terms()).approve({ params: { id } }), 'approved');
}

export async function rejectTradeTerm(form: FormData) {
  const parsed = parseForm(rejectBodySchema, form);
  if (!parsed.ok) redirect(`${PATH}?notice=reason-required`);
  await review(form, async (id) => (await terms()).reject({ params: { id }, body: parsed.data }), 'rejected');
}
