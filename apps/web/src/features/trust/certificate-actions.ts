'use server';
// Server actions of certificates (decision 043): the owner submits one (its scan uploaded privately first), staff
// approve or refuse it with a reason. Field errors come back beside the fields; on success the page is shown again
// with a notice key.
import { isApiError } from '@bazaar/api-client/api-error';
import type { CertificateKind } from '@bazaar/contracts/trust-certificates';
import { parseJalaliDate } from '@bazaar/fa/jalali';
import { redirect } from 'next/navigation';
import type { ActionFormState } from '@/components/ui/action-form.client';
import { loginHref } from '@/features/auth/login-links';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { parsePublicId } from '@/lib/route-params';
import { certificatesApi, staffCertificatesApi } from './certificates-data.server';
import { STAFF_CERTIFICATES_PATH, supplierCertificatesHref } from './trust-links';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
/** A Jalali day (۱۴۰۵/۰۹/۲۰) as the API's YYYY-MM-DD; what does not parse is sent as typed and refused there. */
const jalaliDay = (value: string) => parseJalaliDate(value)?.toISOString().slice(0, 10) ?? value;

function refused(error: unknown, path: string): ActionFormState {
  if (isApiError(error) && error.status === 401) redirect(loginHref(path));
  if (isApiError(error) && (error.status === 413 || error.status === 415))
    return { message: null, errors: { fileId: problemMessage(error) } };
  const errors = fieldErrorsOf(error);
  return { message: Object.keys(errors).length ? null : problemMessage(error), errors };
}

export async function submitCertificate(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const merchantId = parsePublicId(text(form, 'merchantId')) ?? 0;
  const path = supplierCertificatesHref(merchantId);
  try {
    const api = await certificatesApi(path);
    const file = form.get('file');
    const fileId = file instanceof File && file.size > 0 ? (await api.uploadScan(file)).id : '';
    const title = text(form, 'title');
    await api.certificates.addCertificate({
      params: { id: merchantId },
      body: {
        kind: text(form, 'kind') as CertificateKind,
        ...(title ? { title } : {}),
        number: text(form, 'number'),
        issuer: text(form, 'issuer'),
        issuedOn: jalaliDay(text(form, 'issuedOn')),
        expiresOn: jalaliDay(text(form, 'expiresOn')),
        fileId,
      },
    });
  } catch (error) {
    return refused(error, path);
  }
  redirect(`${path}&notice=submitted`);
}

export async function reviewCertificate(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = parsePublicId(text(form, 'certificateId')) ?? 0;
  const approve = text(form, 'decision') === 'approve';
  try {
    const api = await staffCertificatesApi(STAFF_CERTIFICATES_PATH);
    if (!api) return { message: 'این کار فقط برای کارکنان پشتیبانی است.', errors: {} };
    await api.reviewCertificate({
      params: { id },
      body: approve ? { decision: 'approve' } : { decision: 'refuse', reason: text(form, 'reason') },
    });
  } catch (error) {
    return refused(error, STAFF_CERTIFICATES_PATH);
  }
  redirect(`${STAFF_CERTIFICATES_PATH}?notice=${approve ? 'approved' : 'refused'}`);
}
