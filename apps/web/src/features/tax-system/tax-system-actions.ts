'use server';
// Server actions of the tax system (decision 042). The tax profile form answers with the API's Persian field
// errors beside its fields (the memory id's form, a PEM that does not parse, a key of another certificate); the
// «ارسال به سامانه مودیان» button queues one invoice and returns to the page it was pressed on.
import { isApiError } from '@bazaar/api-client/api-error';
import { invoiceParamSchema, taxProfileBodySchema } from '@bazaar/contracts/tax-system';
import { redirect } from 'next/navigation';
import type { ActionFormState } from '@/components/ui/action-form.client';
import { loginHref, safeRedirectPath } from '@/features/auth/login-links';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { formId, parseForm } from '@/lib/forms/parse-form';
import type { TaxNoticeKey } from './notices';
import { taxSystemApi } from './tax-system-data.server';
import { TAX_SYSTEM_PATH, taxSystemHref } from './tax-system-links';

export async function saveTaxProfile(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const merchantId = formId(form, 'merchantId');
  if (!merchantId) redirect(TAX_SYSTEM_PATH);
  const path = taxSystemHref(merchantId);
  const parsed = parseForm(taxProfileBodySchema, form);
  if (!parsed.ok) return { message: null, errors: parsed.errors };
  try {
    await (await taxSystemApi(path)).saveTaxProfile({ params: { id: merchantId }, body: parsed.data });
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(path));
    const errors = fieldErrorsOf(error);
    return { message: Object.keys(errors).length ? null : problemMessage(error), errors };
  }
  redirect(taxSystemHref(merchantId, { notice: 'profile-saved' }));
}

/** The page the button was pressed on, with a notice; the tax page when the form names none of ours. */
function back(returnTo: string, notice: TaxNoticeKey): never {
  const path = safeRedirectPath(returnTo) ?? TAX_SYSTEM_PATH;
  const url = new URL(path, 'http://site');
  url.searchParams.set('notice', notice);
  redirect(`${url.pathname}${url.search}`);
}

export async function sendToTaxSystem(form: FormData) {
  // The invoice's id and the page to return to are the button's hidden fields (no contract body: the call has none).
  const returnTo = String(form.get('returnTo') ?? '');
  const invoice = invoiceParamSchema.safeParse({ id: String(form.get('invoiceId') ?? '') });
  if (!invoice.success) back(returnTo, 'send-failed');
  let notice: TaxNoticeKey = 'queued';
  try {
    await (await taxSystemApi(returnTo || TAX_SYSTEM_PATH)).sendTaxSubmission({ params: { id: invoice.data.id } });
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(safeRedirectPath(returnTo) ?? TAX_SYSTEM_PATH));
    notice = isApiError(error) && error.problem?.code === 'TAX_SYSTEM_PROFILE_MISSING' ? 'no-profile' : 'send-failed';
  }
  back(returnTo, notice);
}
