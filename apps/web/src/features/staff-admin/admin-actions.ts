'use server';
// Server actions of the staff feedback inbox, advertisements and announcements, articles and users (decision
// 030). Forms post here and work without JavaScript; the ones with fields answer with Persian field errors
// (ActionForm), the one-button ones redirect with an outcome key. The API checks the staff role again.
import { isApiError } from '@bazaar/api-client/api-error';
import { staffAdminEndpoints } from '@bazaar/contracts/staff-admin';
import { articleInputSchema } from '@bazaar/contracts/staff-admin-articles';
import { feedbackReplySchema } from '@bazaar/contracts/staff-admin-feedback';
import { advertisementInputSchema, announcementInputSchema } from '@bazaar/contracts/staff-admin-promotions';
import { parseTehranDateTime } from '@bazaar/fa/jalali';
import { redirect } from 'next/navigation';
import type { ActionFormState } from '@/components/ui/action-form.client';
import { loginHref } from '@/features/auth/login-links';
import { uploadFile } from '@/features/files/upload.server';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { formId, type ParsedForm, parseForm } from '@/lib/forms/parse-form';
import { staffApis } from './staff.server';
import { STAFF_ARTICLES_PATH, STAFF_FEEDBACK_PATH, STAFF_PROMOTIONS_PATH, STAFF_USERS_PATH } from './staff-links';

type Admin = Awaited<ReturnType<typeof staffApis>>['admin'];
type Http = Awaited<ReturnType<typeof staffApis>>['http'];

/** One-button actions: run, then back to `back` with `notice` (or `gone`/`failed`). */
async function act(path: string, back: string, call: (admin: Admin) => Promise<unknown>, notice: string) {
  let outcome = notice;
  try {
    await call((await staffApis(path)).admin);
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(path));
    outcome =
      isApiError(error) && error.status === 404 ? 'gone' : isApiError(error) && error.status === 403 ? 'own' : 'failed';
  }
  redirect(`${back}${back.includes('?') ? '&' : '?'}notice=${outcome}`);
}

/** Field-form actions: the API's field errors beside the fields, or a redirect on success. */
async function save(
  path: string,
  call: (admin: Admin, http: Http) => Promise<unknown>,
  done: () => string,
  localErrors: Record<string, string> = {},
): Promise<ActionFormState> {
  if (Object.keys(localErrors).length) return { message: null, errors: localErrors };
  try {
    const apis = await staffApis(path);
    await call(apis.admin, apis.http);
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(path));
    const errors = fieldErrorsOf(error);
    return { message: Object.keys(errors).length ? null : problemMessage(error), errors };
  }
  redirect(done());
}

// Feedback ----------------------------------------------------------------------------------------------------

export async function setFeedbackState(form: FormData) {
  const id = formId(form);
  const parsed = parseForm(staffAdminEndpoints.setFeedbackState.body, form);
  if (!id || !parsed.ok) redirect(`${STAFF_FEEDBACK_PATH}?notice=gone`);
  await act(
    STAFF_FEEDBACK_PATH,
    `${STAFF_FEEDBACK_PATH}?id=${id}`,
    (admin) => admin.setFeedbackState({ params: { id }, body: parsed.data }),
    `marked-${parsed.data.state}`,
  );
}

export async function replyFeedback(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = formId(form);
  if (!id) redirect(`${STAFF_FEEDBACK_PATH}?notice=gone`);
  const parsed = parseForm(feedbackReplySchema, form);
  if (!parsed.ok) return { message: null, errors: parsed.errors };
  const body = parsed.data;
  return save(
    STAFF_FEEDBACK_PATH,
    (admin) => admin.replyFeedback({ params: { id }, body }),
    () => `${STAFF_FEEDBACK_PATH}?id=${id}&notice=answered`,
  );
}

// Advertisements and announcements -----------------------------------------------------------------------------

/**
 * The window typed as Jalali dates and Tehran times, as UTC instants; errors keyed like the form's fields. The
 * contract's `startsAt`/`endsAt` are each typed in two boxes (day and time), so they are read here, not by name.
 */
function windowFrom(form: FormData) {
  const errors: Record<string, string> = {};
  const typed = (name: string) => String(form.get(name) ?? '').trim();
  const startsAt = parseTehranDateTime(typed('startDate'), typed('startTime'));
  const endsAt = parseTehranDateTime(typed('endDate'), typed('endTime'));
  if (!startsAt) errors.startsAt = 'تاریخ و ساعت شروع را مانند ۱۴۰۵/۰۹/۰۵ و ۱۴:۳۰ بنویسید.';
  if (!endsAt) errors.endsAt = 'تاریخ و ساعت پایان را مانند ۱۴۰۵/۰۹/۰۵ و ۱۴:۳۰ بنویسید.';
  return { errors, startsAt: startsAt?.toISOString() ?? '', endsAt: endsAt?.toISOString() ?? '' };
}

/** A promotion form's errors: the contract's, with the window's own wording for the two instants. */
function refusal(parsed: ParsedForm<unknown>, windowErrors: Record<string, string>): ActionFormState | null {
  const errors = { ...(parsed.ok ? {} : parsed.errors), ...windowErrors };
  return Object.keys(errors).length ? { message: null, errors } : null;
}

export async function saveAnnouncement(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = formId(form);
  const { errors, startsAt, endsAt } = windowFrom(form);
  const parsed = parseForm(announcementInputSchema, form, { values: { startsAt, endsAt } });
  if (!parsed.ok) return refusal(parsed, errors) ?? { message: null, errors };
  const body = parsed.data;
  return save(
    STAFF_PROMOTIONS_PATH,
    (admin) => (id ? admin.updateAnnouncement({ params: { id }, body }) : admin.createAnnouncement({ body })),
    () => `${STAFF_PROMOTIONS_PATH}?notice=announcement-saved`,
    errors,
  );
}

export async function saveAdvertisement(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = formId(form);
  const { errors, startsAt, endsAt } = windowFrom(form);
  // The picture is a file (uploaded below); «حذف» beside it is a box of the form: null removes it.
  const image = form.get('image');
  const picture = image instanceof File && image.size > 0 ? image : null;
  const removeImage = picture === null && form.get('removeImage') === 'on';
  const parsed = parseForm(advertisementInputSchema, form, {
    rename: (name) => (name === 'imageFileId' ? null : name),
    values: { startsAt, endsAt, ...(removeImage ? { imageFileId: null } : {}) },
  });
  if (!parsed.ok) return refusal(parsed, errors) ?? { message: null, errors };
  const fields = parsed.data;
  return save(
    STAFF_PROMOTIONS_PATH,
    async (admin, http) => {
      const body = picture
        ? { ...fields, imageFileId: (await uploadFile(http, picture, { isPublic: true })).id }
        : fields;
      return id ? admin.updateAdvertisement({ params: { id }, body }) : admin.createAdvertisement({ body });
    },
    () => `${STAFF_PROMOTIONS_PATH}?notice=advertisement-saved`,
    errors,
  );
}

export async function endPromotion(form: FormData) {
  const id = formId(form);
  // Which of the two lists the row is in: it picks the endpoint, it is no field of a body.
  const kind = form.get('kind');
  if (!id) redirect(`${STAFF_PROMOTIONS_PATH}?notice=gone`);
  await act(
    STAFF_PROMOTIONS_PATH,
    STAFF_PROMOTIONS_PATH,
    (admin) =>
      kind === 'advertisement' ? admin.endAdvertisement({ params: { id } }) : admin.endAnnouncement({ params: { id } }),
    'ended',
  );
}

// Articles ----------------------------------------------------------------------------------------------------

export async function saveArticle(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = formId(form);
  const parsed = parseForm(articleInputSchema, form, {
    // Labels are typed in one box, separated by commas.
    read: {
      labels: (typed) =>
        typed
          .split(/[،,]/)
          .map((label) => label.trim())
          .filter(Boolean)
          .slice(0, 10),
    },
  });
  if (!parsed.ok) return { message: null, errors: parsed.errors };
  const body = parsed.data;
  let savedId = id;
  return save(
    STAFF_ARTICLES_PATH,
    async (admin) => {
      const saved = id ? await admin.updateArticle({ params: { id }, body }) : await admin.createArticle({ body });
      savedId = saved.id;
    },
    () => `${STAFF_ARTICLES_PATH}/${savedId}?notice=saved`,
  );
}

export async function setArticleStatus(form: FormData) {
  const id = formId(form);
  const parsed = parseForm(staffAdminEndpoints.publishArticle.body, form);
  if (!id || !parsed.ok) redirect(`${STAFF_ARTICLES_PATH}?notice=gone`);
  const { status } = parsed.data;
  await act(
    STAFF_ARTICLES_PATH,
    `${STAFF_ARTICLES_PATH}/${id}`,
    (admin) => admin.publishArticle({ params: { id }, body: parsed.data }),
    status,
  );
}

// Users -------------------------------------------------------------------------------------------------------

export async function changeUser(form: FormData) {
  const id = formId(form);
  // The button pressed picks the endpoint and its body; the search (`q`) is only the way back to the list.
  const change = String(form.get('change') ?? '');
  const back = `${STAFF_USERS_PATH}?q=${encodeURIComponent(String(form.get('q') ?? '').trim())}`;
  if (!id) redirect(`${back}&notice=gone`);
  await act(
    STAFF_USERS_PATH,
    back,
    (admin) =>
      change === 'grant-admin' || change === 'revoke-admin'
        ? admin.setUserRole({ params: { id }, body: { role: 'admin', granted: change === 'grant-admin' } })
        : admin.setUserBlocked({ params: { id }, body: { blocked: change === 'block' } }),
    change,
  );
}
