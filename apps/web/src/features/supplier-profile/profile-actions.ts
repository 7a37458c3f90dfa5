'use server';
// Server actions of the company profile (decision 029): the profile form, delegation requests, articles, and
// staff's delegation review. Forms post here (they work without JavaScript); refusals come back with Persian
// field errors named like the API's fields.
import { isApiError } from '@bazaar/api-client/api-error';
import { DELEGATION_KINDS } from '@bazaar/contracts/suppliers';
import { redirect } from 'next/navigation';
import type { ActionFormState } from '@/components/ui/action-form.client';
import { loginHref } from '@/features/auth/login-links';
import { uploadFile } from '@/features/files/upload.server';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { parsePublicId } from '@/lib/route-params';
import {
  COMPANY_PROFILE_PATH,
  companyArticlePath,
  type ProfileNoticeKey,
  STAFF_DELEGATIONS_PATH,
  withProfileNotice,
} from './notices';
import { profileApis } from './profile-data.server';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const fileOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
};
const filesOf = (form: FormData, name: string) =>
  form.getAll(name).filter((f): f is File => f instanceof File && f.size > 0);
const companyPath = (merchantId: number) => `${COMPANY_PROFILE_PATH}?merchantId=${merchantId}`;

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
  const mapped: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) mapped[rename(field)] ??= message;
  return { message: Object.keys(mapped).length ? null : problemMessage(error), errors: mapped };
}

export async function saveCompanyProfile(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const merchantId = parsePublicId(text(form, 'merchantId'));
  if (!merchantId) redirect(COMPANY_PROFILE_PATH);
  const path = companyPath(merchantId);
  const { http, profile } = await profileApis(path);
  const errors: Record<string, string> = {};
  // A new file replaces the current one; «remove» clears it; neither keeps it (undefined: not sent).
  const attach = async (input: string, field: string, remove: string) => {
    const file = fileOf(form, input);
    if (file) return uploadInto(http, file, field, errors, true);
    return form.get(remove) === 'on' ? null : undefined;
  };
  const logoFileId = await attach('logo', 'logoFileId', 'removeLogo');
  const coverFileId = await attach('cover', 'coverFileId', 'removeCover');
  const catalogueFileId = await attach('catalogue', 'catalogueFileId', 'removeCatalogue');
  if (Object.keys(errors).length) return { message: null, errors };
  const saleCityIds = [
    ...new Set(
      form
        .getAll('saleCityIds')
        .map((v) => parsePublicId(String(v)))
        .filter((id): id is number => id !== null),
    ),
  ];
  try {
    await profile.updateProfile({
      params: { id: merchantId },
      body: {
        about: text(form, 'about'),
        phones: form
          .getAll('phones')
          .map((p) => String(p).trim())
          .slice(0, 5),
        mobile: text(form, 'mobile'),
        email: text(form, 'email'),
        website: text(form, 'website'),
        address: text(form, 'address'),
        saleCityIds,
        minOrderNote: text(form, 'minOrderNote'),
        paymentTerms: text(form, 'paymentTerms')
          .split(/[،,\n]/)
          .map((t) => t.trim())
          .filter(Boolean)
          .slice(0, 8),
        nationwideDelivery: form.get('nationwideDelivery') === 'on',
        ...(logoFileId !== undefined ? { logoFileId } : {}),
        ...(coverFileId !== undefined ? { coverFileId } : {}),
        ...(catalogueFileId !== undefined ? { catalogueFileId } : {}),
      },
    });
  } catch (error) {
    // The form has one field per phone slot («phones.0»…) and one error line for the sale cities.
    return refused(error, path, (field) => (field.startsWith('saleCityIds') ? 'saleCityIds' : field));
  }
  redirect(withProfileNotice(path, 'saved'));
}

export async function requestDelegation(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const merchantId = parsePublicId(text(form, 'merchantId'));
  if (!merchantId) redirect(COMPANY_PROFILE_PATH);
  const path = companyPath(merchantId);
  const { http, profile } = await profileApis(path);
  const errors: Record<string, string> = {};
  const documents = filesOf(form, 'documents').slice(0, 6);
  if (documents.length === 0) errors.documentFileIds = 'دست‌کم یک مدرک (نامهٔ نمایندگی یا قرارداد) بارگذاری کنید.';
  const kindText = text(form, 'kind');
  const kind = (DELEGATION_KINDS as readonly string[]).includes(kindText)
    ? (kindText as (typeof DELEGATION_KINDS)[number])
    : undefined;
  if (!kind) errors.kind = 'نوع نمایندگی را برگزینید.';
  if (Object.keys(errors).length) return { message: null, errors };
  const documentFileIds: string[] = [];
  for (const file of documents) {
    const id = await uploadInto(http, file, 'documentFileIds', errors, false);
    if (id) documentFileIds.push(id);
  }
  if (Object.keys(errors).length) return { message: null, errors };
  try {
    await profile.requestDelegation({
      params: { id: merchantId },
      body: { name: text(form, 'name'), kind: kind ?? 'representative', region: text(form, 'region'), documentFileIds },
    });
  } catch (error) {
    return refused(error, path, (field) => field.replace(/\.\d+$/, ''));
  }
  redirect(withProfileNotice(path, 'requested'));
}

export async function saveArticle(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const merchantId = parsePublicId(text(form, 'merchantId'));
  const articleId = parsePublicId(text(form, 'articleId'));
  if (!merchantId) redirect(COMPANY_PROFILE_PATH);
  const path = articleId ? companyArticlePath(articleId) : companyPath(merchantId);
  const { http, profile } = await profileApis(path);
  const errors: Record<string, string> = {};
  const image = fileOf(form, 'cover');
  const uploaded = image ? await uploadInto(http, image, 'coverFileId', errors, true) : undefined;
  if (Object.keys(errors).length) return { message: null, errors };
  const keep = text(form, 'currentCoverFileId');
  const coverFileId = uploaded ?? (keep && form.get('removeCover') !== 'on' ? keep : null);
  const status = form.get('intent') === 'publish' ? 'published' : 'draft';
  const body = {
    title: text(form, 'title'),
    summary: text(form, 'summary'),
    bodyHtml: paragraphs(String(form.get('body') ?? '')),
    coverFileId,
    status,
  } as const;
  let id = articleId;
  try {
    if (articleId) await profile.updateArticle({ params: { id: articleId }, body });
    else id = (await profile.createArticle({ params: { id: merchantId }, body })).id;
  } catch (error) {
    return refused(error, path, (field) => (field === 'bodyHtml' ? 'body' : field));
  }
  redirect(
    withProfileNotice(companyArticlePath(id ?? 0), status === 'published' ? 'article-published' : 'article-saved'),
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
  const id = parsePublicId(text(form, 'id'));
  if (!id) redirect(withProfileNotice(STAFF_DELEGATIONS_PATH, 'gone'));
  await staffCall(({ profile }) => profile.confirmDelegation({ params: { id } }), 'confirmed');
}

export async function rejectDelegation(form: FormData) {
  const id = parsePublicId(text(form, 'id'));
  const reason = text(form, 'reason').slice(0, 500);
  if (!id) redirect(withProfileNotice(STAFF_DELEGATIONS_PATH, 'gone'));
  if (!reason) redirect(withProfileNotice(STAFF_DELEGATIONS_PATH, 'reason-required'));
  await staffCall(({ profile }) => profile.rejectDelegation({ params: { id }, body: { reason } }), 'rejected');
}
