'use server';
// Server actions of supplier registration and staff's verification and base-product review (decision 027).
// Forms post here (they work without JavaScript); a refused registration comes back with Persian field errors.
import { isApiError } from '@bazaar/api-client/api-error';
import {
  confirmMerchantBodySchema,
  merchantRegistrationBodySchema,
  rejectBodySchema,
} from '@bazaar/contracts/supplier-registration';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ActionFormState } from '@/components/ui/action-form.client';
import { loginHref } from '@/features/auth/login-links';
import { uploadFile } from '@/features/files/upload.server';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { formId, parseForm } from '@/lib/forms/parse-form';
import { switcherReturnPath, WORKSPACE_MERCHANT_COOKIE } from './current-merchant';
import {
  STAFF_BASE_PRODUCTS_PATH,
  STAFF_SUPPLIERS_PATH,
  SUPPLIER_REGISTRATION_PATH,
  type WorkspaceNoticeKey,
  withNotice,
} from './notices';
import { workspaceApis } from './workspace-data.server';

// The documents are files (no field of the contract): uploaded here, their ids go in the body.
const files = (form: FormData, name: string) =>
  form.getAll(name).filter((f): f is File => f instanceof File && f.size > 0);

/** The form's own wording for the choices the contract calls required; the rest are the contract's. */
const CHOICE_ERRORS: Record<string, string> = {
  categoryTypes: 'دست‌کم یک زمینهٔ فعالیت را برگزینید.',
  provinceId: 'استان را برگزینید.',
  cityId: 'شهر را برگزینید.',
};

export async function registerSupplier(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const { http, workspace } = await workspaceApis(SUPPLIER_REGISTRATION_PATH);
  const documents = files(form, 'documents').slice(0, 6);
  const parsed = parseForm(merchantRegistrationBodySchema.omit({ documentFileIds: true }), form);
  const errors: Record<string, string> = {};
  if (!parsed.ok) {
    for (const [field, message] of Object.entries(parsed.errors)) {
      const name = field.replace(/\.\d+$/, '');
      errors[name] ??= (Object.hasOwn(CHOICE_ERRORS, name) ? CHOICE_ERRORS[name] : undefined) ?? message;
    }
  }
  if (documents.length === 0)
    errors.documentFileIds = 'دست‌کم یک مدرک (پروانه، آگهی تأسیس یا روزنامهٔ رسمی) بارگذاری کنید.';
  if (!parsed.ok || Object.keys(errors).length) return { message: null, errors };
  try {
    const documentFileIds: string[] = [];
    for (const file of documents) documentFileIds.push((await uploadFile(http, file)).id);
    await workspace.register({ body: { ...parsed.data, documentFileIds } });
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(SUPPLIER_REGISTRATION_PATH));
    const fields = fieldErrorsOf(error);
    const mapped: Record<string, string> = {};
    for (const [field, message] of Object.entries(fields)) mapped[field.replace(/\.\d+$/, '')] ??= message;
    return { message: Object.keys(mapped).length ? null : problemMessage(error), errors: mapped };
  }
  redirect(withNotice(SUPPLIER_REGISTRATION_PATH, 'registered'));
}

function outcome(error: unknown): WorkspaceNoticeKey {
  if (!isApiError(error)) return 'failed';
  if (error.status === 404) return 'gone';
  if (error.status === 409) return 'already-reviewed';
  return 'failed';
}

async function staffCall(
  path: string,
  run: (apis: Awaited<ReturnType<typeof workspaceApis>>) => Promise<unknown>,
  done: WorkspaceNoticeKey,
) {
  let notice = done;
  try {
    await run(await workspaceApis(path));
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(path));
    notice = outcome(error);
  }
  redirect(withNotice(path, notice));
}

export async function confirmMerchant(form: FormData) {
  const id = formId(form);
  if (!id) redirect(withNotice(STAFF_SUPPLIERS_PATH, 'gone'));
  const parsed = parseForm(confirmMerchantBodySchema, form, { empty: { verificationLevel: 'documents' } });
  const body = parsed.ok ? parsed.data : { verificationLevel: 'documents' as const };
  await staffCall(
    STAFF_SUPPLIERS_PATH,
    ({ workspace }) => workspace.confirmMerchant({ params: { id }, body }),
    'confirmed',
  );
}

export async function rejectMerchant(form: FormData) {
  const id = formId(form);
  const parsed = parseForm(rejectBodySchema, form);
  if (!id) redirect(withNotice(STAFF_SUPPLIERS_PATH, 'gone'));
  if (!parsed.ok) redirect(withNotice(STAFF_SUPPLIERS_PATH, 'reason-required'));
  await staffCall(
    STAFF_SUPPLIERS_PATH,
    ({ workspace }) => workspace.rejectMerchant({ params: { id }, body: parsed.data }),
    'rejected',
  );
}

export async function approveProposal(form: FormData) {
  const id = formId(form);
  if (!id) redirect(withNotice(STAFF_BASE_PRODUCTS_PATH, 'gone'));
  await staffCall(
    STAFF_BASE_PRODUCTS_PATH,
    ({ workspace }) => workspace.approveProposal({ params: { id } }),
    'approved',
  );
}

export async function rejectProposal(form: FormData) {
  const id = formId(form);
  const parsed = parseForm(rejectBodySchema, form);
  if (!id) redirect(withNotice(STAFF_BASE_PRODUCTS_PATH, 'gone'));
  if (!parsed.ok) redirect(withNotice(STAFF_BASE_PRODUCTS_PATH, 'reason-required'));
  await staffCall(
    STAFF_BASE_PRODUCTS_PATH,
    ({ workspace }) => workspace.rejectProposal({ params: { id }, body: parsed.data }),
    'rejected',
  );
}

/** The merchant switcher (decision 035): remembers the chosen merchant for the workspace's pages. */
export async function switchMerchant(form: FormData) {
  const merchantId = formId(form, 'merchantId');
  // The page to go back to (no contract field), checked by switcherReturnPath.
  const back = switcherReturnPath(String(form.get('returnTo') ?? '').trim());
  if (merchantId) {
    (await cookies()).set(WORKSPACE_MERCHANT_COOKIE, String(merchantId), {
      httpOnly: true,
      sameSite: 'lax',
      path: '/profile',
      maxAge: 365 * 24 * 3600,
    });
  }
  redirect(back);
}
