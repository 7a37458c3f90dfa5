'use server';
// Server actions of supplier registration and staff's verification and base-product review (decision 027).
// Forms post here (they work without JavaScript); a refused registration comes back with Persian field errors.
import { isApiError } from '@bazaar/api-client/api-error';
import { CATEGORY_TYPES, type CategoryType } from '@bazaar/contracts/categories';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ActionFormState } from '@/components/ui/action-form.client';
import { loginHref } from '@/features/auth/login-links';
import { uploadFile } from '@/features/files/upload.server';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { parsePublicId } from '@/lib/route-params';
import { switcherReturnPath, WORKSPACE_MERCHANT_COOKIE } from './current-merchant';
import {
  STAFF_BASE_PRODUCTS_PATH,
  STAFF_SUPPLIERS_PATH,
  SUPPLIER_REGISTRATION_PATH,
  type WorkspaceNoticeKey,
  withNotice,
} from './notices';
import { workspaceApis } from './workspace-data.server';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const files = (form: FormData, name: string) =>
  form.getAll(name).filter((f): f is File => f instanceof File && f.size > 0);

export async function registerSupplier(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const { http, workspace } = await workspaceApis(SUPPLIER_REGISTRATION_PATH);
  const errors: Record<string, string> = {};
  const documents = files(form, 'documents').slice(0, 6);
  if (documents.length === 0)
    errors.documentFileIds = 'دست‌کم یک مدرک (پروانه، آگهی تأسیس یا روزنامهٔ رسمی) بارگذاری کنید.';
  const categoryTypes = form
    .getAll('categoryTypes')
    .map(String)
    .filter((t): t is CategoryType => (CATEGORY_TYPES as readonly string[]).includes(t));
  if (categoryTypes.length === 0) errors.categoryTypes = 'دست‌کم یک زمینهٔ فعالیت را برگزینید.';
  const provinceId = parsePublicId(text(form, 'provinceId'));
  const cityId = parsePublicId(text(form, 'cityId'));
  if (!provinceId) errors.provinceId = 'استان را برگزینید.';
  if (!cityId) errors.cityId = 'شهر را برگزینید.';
  if (Object.keys(errors).length) return { message: null, errors };
  try {
    const documentFileIds: string[] = [];
    for (const file of documents) documentFileIds.push((await uploadFile(http, file)).id);
    const email = text(form, 'email');
    const address = text(form, 'address');
    await workspace.register({
      body: {
        name: text(form, 'name'),
        categoryTypes,
        provinceId: provinceId ?? 0,
        cityId: cityId ?? 0,
        phone: text(form, 'phone'),
        mobile: text(form, 'mobile'),
        nationalId: text(form, 'nationalId'),
        documentFileIds,
        ...(email ? { email } : {}),
        ...(address ? { address } : {}),
      },
    });
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
  const id = parsePublicId(text(form, 'id'));
  const level = text(form, 'verificationLevel');
  if (!id) redirect(withNotice(STAFF_SUPPLIERS_PATH, 'gone'));
  await staffCall(
    STAFF_SUPPLIERS_PATH,
    ({ workspace }) =>
      workspace.confirmMerchant({
        params: { id },
        body: {
          verificationLevel: (['identity', 'documents', 'site_visit'].includes(level)
            ? level
            : 'documents') as 'documents',
        },
      }),
    'confirmed',
  );
}

export async function rejectMerchant(form: FormData) {
  const id = parsePublicId(text(form, 'id'));
  const reason = text(form, 'reason').slice(0, 500);
  if (!id) redirect(withNotice(STAFF_SUPPLIERS_PATH, 'gone'));
  if (!reason) redirect(withNotice(STAFF_SUPPLIERS_PATH, 'reason-required'));
  await staffCall(
    STAFF_SUPPLIERS_PATH,
    ({ workspace }) => workspace.rejectMerchant({ params: { id }, body: { reason } }),
    'rejected',
  );
}

export async function approveProposal(form: FormData) {
  const id = parsePublicId(text(form, 'id'));
  if (!id) redirect(withNotice(STAFF_BASE_PRODUCTS_PATH, 'gone'));
  await staffCall(
    STAFF_BASE_PRODUCTS_PATH,
    ({ workspace }) => workspace.approveProposal({ params: { id } }),
    'approved',
  );
}

export async function rejectProposal(form: FormData) {
  const id = parsePublicId(text(form, 'id'));
  const reason = text(form, 'reason').slice(0, 500);
  if (!id) redirect(withNotice(STAFF_BASE_PRODUCTS_PATH, 'gone'));
  if (!reason) redirect(withNotice(STAFF_BASE_PRODUCTS_PATH, 'reason-required'));
  await staffCall(
    STAFF_BASE_PRODUCTS_PATH,
    ({ workspace }) => workspace.rejectProposal({ params: { id }, body: { reason } }),
    'rejected',
  );
}

/** The merchant switcher (decision 035): remembers the chosen merchant for the workspace's pages. */
export async function switchMerchant(form: FormData) {
  const merchantId = parsePublicId(text(form, 'merchantId'));
  const back = switcherReturnPath(text(form, 'returnTo'));
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
