'use server';
// Server actions of the company profile (decision 029): the profile form, delegation requests, articles, and
// staff's delegation review. Forms post here (they work without JavaScript); refusals come back with Persian
// field errors named like the API's fields.
import { isApiError } from '@bazaar/api-client/api-error';
import {
  companyProfileBodySchema,
  delegationRequestBodySchema,
  rejectDelegationBodySchema,
  supplierArticleBodySchema,
} from '@bazaar/contracts/supplier-profile';
import { redirect } from 'next/navigation';
import type { ActionFormState } from '@/components/ui/action-form.client';
import { loginHref } from '@/features/auth/login-links';
import { uploadFile } from '@/features/files/upload.server';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { formId, parseForm, renameFields } from '@/lib/forms/parse-form';
import {
  COMPANY_PROFILE_PATH,
  companyArticlePath,
  type ProfileNoticeKey,
  STAFF_DELEGATIONS_PATH,
  withProfileNotice,
} from './notices';
import { profileApis } from './profile-data.server';

// Files are no fields of the contracts: they are uploaded here and their ids go in the body.
const fileOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
};
const filesOf = (form: FormData, name: string) =>
  form.getAll(name).filter((f): f is File => f instanceof File && f.size > 0);
const companyPath = (merchantId: number) => `${COMPANY_PROFILE_PATH}?merchantId=${merchantId}`;
/** A refused form's errors under the form's names: one error line for a list (`saleCityIds.3` → `saleCityIds`). */
const byField = (errors: Record<string, string>, rename: (field: string) => string) => {
  const mapped: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) mapped[rename(field)] ??= message;
  return mapped;
};
const listField = (field: string) => field.replace(/\.\d+$/, '');

/** Uploads one file as a public file; a refusal becomes the field's error. */
async function uploadInto(
  http: Awaited<ReturnType<typeof profileApis>>['http'],
  file: File,
  field: string,
  errors: Record<string, string>,
  isPublic: boolean,
): Promise<string | undefined> {
  try {
    return (await uploadFile(http, file, { isPublic })).id;
  } catch (error) {
    errors[field] = problemMessage(error);
    return undefined;
  }
}

function refused(error: unknown, path: string, rename: (field: string) => string = (f) => f): ActionFormState {
  if (isApiError(error) && error.status === 401) redirect(loginHref(path));
  const mapped = byField(fieldErrorsOf(error), rename);
  return { message: Object.keys(mapped).length ? null : problemMessage(error), errors: mapped };
}

export async function saveCompanyProfile(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const merchantId = formId(form, 'merchantId');
  if (!merchantId) redirect(COMPANY_PROFILE_PATH);
  const path = companyPath(merchantId);
  const { http, profile } = await profileApis(path);
  const parsed = parseForm(companyProfileBodySchema, form, {
    // Sale terms are typed in one box, separated by commas or lines.
    read: {
      paymentTerms: (typed) =>
        typed
          .split(/[،,\n]/)
          .map((t) => t.trim())
          .filter(Boolean)
          .slice(0, 8),
    },
  });
  // The form has one field per phone slot («phones.0»…) and one error line for the sale cities.
  const cities = (field: string) => (field.startsWith('saleCityIds') ? 'saleCityIds' : field);
  if (!parsed.ok) return { message: null, errors: byField(parsed.errors, cities) };
  const errors: Record<string, string> = {};
  // A new file replaces the current one; «remove» (a box of the form) clears it; neither keeps it (not sent).
  const attach = async (input: string, field: string, remove: string) => {
    const file = fileOf(form, input);
    if (file) return uploadInto(http, file, field, errors, true);
    return form.get(remove) === 'on' ? null : undefined;
  };
  const logoFileId = await attach('logo', 'logoFileId', 'removeLogo');
  const coverFileId = await attach('cover', 'coverFileId', 'removeCover');
  const catalogueFileId = await attach('catalogue', 'catalogueFileId', 'removeCatalogue');
  if (Object.keys(errors).length) return { message: null, errors };
  try {
    await profile.updateProfile({
      params: { id: merchantId },
      body: {
        ...parsed.data,
        saleCityIds: [...new Set(parsed.data.saleCityIds)],
        ...(logoFileId !== undefined ? { logoFileId } : {}),
        ...(coverFileId !== undefined ? { coverFileId } : {}),
        ...(catalogueFileId !== undefined ? { catalogueFileId } : {}),
      },
    });
  } catch (error) {
    return refused(error, path, cities);
  }
  redirect(withProfileNotice(path, 'saved'));
}

export async function requestDelegation(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const merchantId = formId(form, 'merchantId');
  if (!merchantId) redirect(COMPANY_PROFILE_PATH);
  const path = companyPath(merchantId);
  const { http, profile } = await profileApis(path);
  const documents = filesOf(form, 'documents').slice(0, 6);
  const parsed = parseForm(delegationRequestBodySchema.omit({ documentFileIds: true }), form);
  const errors = parsed.ok ? {} : byField(parsed.errors, listField);
  if (errors.kind) errors.kind = 'نوع نمایندگی را برگزینید.';
  if (documents.length === 0) errors.documentFileIds = 'دست‌کم یک مدرک (نامهٔ نمایندگی یا قرارداد) بارگذاری کنید.';
  if (!parsed.ok || Object.keys(errors).length) return { message: null, errors };
  const documentFileIds: string[] = [];
  for (const file of documents) {
    const id = await uploadInto(http, file, 'documentFileIds', errors, false);
    if (id) documentFileIds.push(id);
  }
  if (Object.keys(errors).length) return { message: null, errors };
  try {
    await profile.requestDelegation({ params: { id: merchantId }, body: { ...parsed.data, documentFileIds } });
  } catch (error) {
    return refused(error, path, listField);
  }
  redirect(withProfileNotice(path, 'requested'));
}

export async function saveArticle(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const merchantId = formId(form, 'merchantId');
  const articleId = formId(form, 'articleId');
  if (!merchantId) redirect(COMPANY_PROFILE_PATH);
  const path = articleId ? companyArticlePath(articleId) : companyPath(merchantId);
  const { http, profile } = await profileApis(path);
  const parsed = parseForm(supplierArticleBodySchema, form, {
    rename: renameFields({
      body: 'bodyHtml',
      currentCoverFileId: 'coverFileId',
      intent: 'status',
      bodyHtml: null,
      coverFileId: null,
      status: null,
    }),
    read: { bodyHtml: paragraphs, status: (intent) => (intent === 'publish' ? 'published' : 'draft') },
    // «حذف» beside the current cover is a box of the form: the article then has none.
    values: form.get('removeCover') === 'on' ? { coverFileId: null } : {},
  });
  if (!parsed.ok) return { message: null, errors: byField(parsed.errors, (f) => (f === 'bodyHtml' ? 'body' : f)) };
  const errors: Record<string, string> = {};
  const image = fileOf(form, 'cover');
  const uploaded = image ? await uploadInto(http, image, 'coverFileId', errors, true) : undefined;
  if (Object.keys(errors).length) return { message: null, errors };
  const body = { ...parsed.data, coverFileId: uploaded ?? parsed.data.coverFileId ?? null };
  let id = articleId;
  try {
    if (articleId) await profile.updateArticle({ params: { id: articleId }, body });
    else id = (await profile.createArticle({ params: { id: merchantId }, body })).id;
  } catch (error) {
    return refused(error, path, (field) => (field === 'bodyHtml' ? 'body' : field));
  }
  redirect(
    withProfileNotice(companyArticlePath(id ?? 0), body.status === 'published' ? 'article-published' : 'article-saved'),
  );
}

/**
 * The article's text as the API stores it: the editor is a plain textarea, so blank lines separate paragraphs
 * and every character is escaped; the API sanitises whatever arrives all the same.
 */
function paragraphs(input: string): string {
  const escapeHtml = (s: string) =>
    s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  return input
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

function outcome(error: unknown): ProfileNoticeKey {
  if (!isApiError(error)) return 'failed';
  if (error.status === 404) return 'gone';
  if (error.status === 409) return 'already-reviewed';
  return 'failed';
}

async function staffCall(
  run: (apis: Awaited<ReturnType<typeof profileApis>>) => Promise<unknown>,
  done: ProfileNoticeKey,
) {
  let notice = done;
  try {
    await run(await profileApis(STAFF_DELEGATIONS_PATH));
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(STAFF_DELEGATIONS_PATH));
    notice = outcome(error);
  }
  redirect(withProfileNotice(STAFF_DELEGATIONS_PATH, notice));
}

export async function confirmDelegation(form: FormData) {
  const id = formId(form);
  if (!id) redirect(withProfileNotice(STAFF_DELEGATIONS_PATH, 'gone'));
  await staffCall(({ profile }) => profile.confirmDelegation({ params: { id } }), 'confirmed');
}

export async function rejectDelegation(form: FormData) {
  const id = formId(form);
  const parsed = parseForm(rejectDelegationBodySchema, form);
  if (!id) redirect(withProfileNotice(STAFF_DELEGATIONS_PATH, 'gone'));
  if (!parsed.ok) redirect(withProfileNotice(STAFF_DELEGATIONS_PATH, 'reason-required'));
  await staffCall(({ profile }) => profile.rejectDelegation({ params: { id }, body: parsed.data }), 'rejected');
}
