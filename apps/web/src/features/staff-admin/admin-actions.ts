'use server';
// Server actions of the staff feedback inbox, advertisements and announcements, articles and users (decision
// 030). Forms post here and work without JavaScript; the ones with fields answer with Persian field errors
// (ActionForm), the one-button ones redirect with an outcome key. The API checks the staff role again.
import { isApiError } from '@bazaar/api-client/api-error';
import { AD_SLOTS, type AdSlot } from '@bazaar/contracts/site';
import { parseTehranDateTime } from '@bazaar/fa/jalali';
import { redirect } from 'next/navigation';
import type { ActionFormState } from '@/components/ui/action-form.client';
import { loginHref } from '@/features/auth/login-links';
import { uploadFile } from '@/features/files/upload.server';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { parsePublicId } from '@/lib/route-params';
import { staffApis } from './staff.server';
import { STAFF_ARTICLES_PATH, STAFF_FEEDBACK_PATH, STAFF_PROMOTIONS_PATH, STAFF_USERS_PATH } from './staff-links';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
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
  const id = parsePublicId(text(form, 'id'));
  const state = text(form, 'state');
  if (!id || !['new', 'read', 'archived'].includes(state)) redirect(`${STAFF_FEEDBACK_PATH}?notice=gone`);
  await act(
    STAFF_FEEDBACK_PATH,
    `${STAFF_FEEDBACK_PATH}?id=${id}`,
    (admin) => admin.setFeedbackState({ params: { id }, body: { state: state as 'read' } }),
    `marked-${state}`,
  );
}

export async function replyFeedback(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = parsePublicId(text(form, 'id'));
  if (!id) redirect(`${STAFF_FEEDBACK_PATH}?notice=gone`);
  return save(
    STAFF_FEEDBACK_PATH,
    (admin) =>
      admin.replyFeedback({ params: { id }, body: { note: text(form, 'note'), sms: form.get('sms') === 'on' } }),
    () => `${STAFF_FEEDBACK_PATH}?id=${id}&notice=answered`,
  );
}

// Advertisements and announcements -----------------------------------------------------------------------------

/** The window typed as Jalali dates and Tehran times, as UTC instants; errors keyed like the form's fields. */
function windowFrom(form: FormData) {
  const errors: Record<string, string> = {};
  const startsAt = parseTehranDateTime(text(form, 'startDate'), text(form, 'startTime'));
  const endsAt = parseTehranDateTime(text(form, 'endDate'), text(form, 'endTime'));
  if (!startsAt) errors.startsAt = 'تاریخ و ساعت شروع را مانند ۱۴۰۵/۰۹/۰۵ و ۱۴:۳۰ بنویسید.';
  if (!endsAt) errors.endsAt = 'تاریخ و ساعت پایان را مانند ۱۴۰۵/۰۹/۰۵ و ۱۴:۳۰ بنویسید.';
  return { errors, startsAt: startsAt?.toISOString() ?? '', endsAt: endsAt?.toISOString() ?? '' };
}

export async function saveAnnouncement(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = parsePublicId(text(form, 'id'));
  const { errors, startsAt, endsAt } = windowFrom(form);
  const body = { text: text(form, 'text'), link: text(form, 'link') || null, startsAt, endsAt };
  return save(
    STAFF_PROMOTIONS_PATH,
    (admin) => (id ? admin.updateAnnouncement({ params: { id }, body }) : admin.createAnnouncement({ body })),
    () => `${STAFF_PROMOTIONS_PATH}?notice=announcement-saved`,
    errors,
  );
}

export async function saveAdvertisement(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = parsePublicId(text(form, 'id'));
  const { errors, startsAt, endsAt } = windowFrom(form);
  const slot = text(form, 'slot');
  const image = form.get('image');
  const picture = image instanceof File && image.size > 0 ? image : null;
  const body = {
    slot: (AD_SLOTS.includes(slot as AdSlot) ? slot : 'home-hero') as AdSlot,
    title: text(form, 'title'),
    text: text(form, 'text'),
    link: text(form, 'link'),
    // A new picture replaces the current one; «حذف» clears it; neither keeps it.
    ...(picture === null && form.get('removeImage') === 'on' ? { imageFileId: null } : {}),
    startsAt,
    endsAt,
  };
  return save(
    STAFF_PROMOTIONS_PATH,
    async (admin, http) => {
      const withImage = picture
        ? { ...body, imageFileId: (await uploadFile(http, picture, { isPublic: true })).id }
        : body;
      return id
        ? admin.updateAdvertisement({ params: { id }, body: withImage })
        : admin.createAdvertisement({ body: withImage });
    },
    () => `${STAFF_PROMOTIONS_PATH}?notice=advertisement-saved`,
    errors,
  );
}

export async function endPromotion(form: FormData) {
  const id = parsePublicId(text(form, 'id'));
  const kind = text(form, 'kind');
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
  const id = parsePublicId(text(form, 'id'));
  const body = {
    contentTypeId: Number(text(form, 'contentTypeId')) || 0,
    title: text(form, 'title'),
    summary: text(form, 'summary'),
    bodyHtml: String(form.get('bodyHtml') ?? ''),
    labels: text(form, 'labels')
      .split(/[،,]/)
      .map((label) => label.trim())
      .filter(Boolean)
      .slice(0, 10),
  };
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
  const id = parsePublicId(text(form, 'id'));
  const status = text(form, 'status') === 'published' ? 'published' : 'draft';
  if (!id) redirect(`${STAFF_ARTICLES_PATH}?notice=gone`);
  await act(
    STAFF_ARTICLES_PATH,
    `${STAFF_ARTICLES_PATH}/${id}`,
    (admin) => admin.publishArticle({ params: { id }, body: { status } }),
    status,
  );
}

// Users -------------------------------------------------------------------------------------------------------

export async function changeUser(form: FormData) {
  const id = parsePublicId(text(form, 'id'));
  const change = text(form, 'change');
  const back = `${STAFF_USERS_PATH}?q=${encodeURIComponent(text(form, 'q'))}`;
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
