'use server';
// Server actions of reviews (decision 043): write or edit one's review of the order's other side (with photos for
// the buyer's), answer the review about oneself, and staff's hiding. Field errors come back beside the fields; on
// success the page is shown again with a notice key.
import { isApiError } from '@bazaar/api-client/api-error';
import { redirect } from 'next/navigation';
import type { ActionFormState } from '@/components/ui/action-form.client';
import { loginHref } from '@/features/auth/login-links';
import { directOrderInfoHref } from '@/features/trade/trade-links';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { parsePublicId } from '@/lib/route-params';
import { staffTrustApi, trustApi } from './trust-data.server';

type Api = Awaited<ReturnType<typeof trustApi>>;
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const stars = (form: FormData, name: string) => Number(text(form, name)) || 0;

import { STAFF_REVIEWS_PATH } from './trust-links';

async function save(path: string, call: (api: Api) => Promise<unknown>, done: string): Promise<ActionFormState> {
  try {
    await call(await trustApi(path));
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(path));
    if (isApiError(error) && (error.status === 413 || error.status === 415))
      return { message: null, errors: { fileIds: problemMessage(error) } };
    const errors = fieldErrorsOf(error);
    return { message: Object.keys(errors).length ? null : problemMessage(error), errors };
  }
  redirect(done);
}

const orderPath = (form: FormData) => directOrderInfoHref(parsePublicId(text(form, 'id')) ?? 0);
const doneOf = (form: FormData, notice: string) => `${orderPath(form)}?notice=${notice}#reviews`;

export async function writeSupplierReview(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = parsePublicId(text(form, 'id')) ?? 0;
  const editing = text(form, 'mode') === 'edit';
  const photos = form
    .getAll('photos')
    .filter((f): f is File => f instanceof File && f.size > 0)
    .slice(0, 5);
  return save(
    orderPath(form),
    async (api) => {
      const fileIds: string[] = [];
      for (const photo of photos) fileIds.push((await api.uploadPhoto(photo)).id);
      const body = {
        overall: stars(form, 'overall'),
        quality: stars(form, 'quality'),
        onTime: stars(form, 'onTime'),
        communication: stars(form, 'communication'),
        asDescribed: stars(form, 'asDescribed'),
        text: text(form, 'text'),
        fileIds: [...form.getAll('keepPhoto').map(String), ...fileIds],
      };
      return editing
        ? api.trust.editSupplierReview({ params: { id }, body })
        : api.trust.reviewSupplier({ params: { id }, body });
    },
    doneOf(form, 'reviewed'),
  );
}

export async function writeBuyerReview(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = parsePublicId(text(form, 'id')) ?? 0;
  const body = {
    overall: stars(form, 'overall'),
    paidOnTime: stars(form, 'paidOnTime'),
    clearRequirements: stars(form, 'clearRequirements'),
    text: text(form, 'text'),
  };
  return save(
    orderPath(form),
    (api) =>
      text(form, 'mode') === 'edit'
        ? api.trust.editBuyerReview({ params: { id }, body })
        : api.trust.reviewBuyer({ params: { id }, body }),
    doneOf(form, 'reviewed'),
  );
}

export async function answerReview(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = parsePublicId(text(form, 'id')) ?? 0;
  const body = { text: text(form, 'text') };
  return save(
    orderPath(form),
    (api) =>
      text(form, 'subject') === 'buyer'
        ? api.trust.answerBuyerReview({ params: { id }, body })
        : api.trust.answerSupplierReview({ params: { id }, body }),
    doneOf(form, 'review-answered'),
  );
}

export async function hideReview(_state: ActionFormState, form: FormData): Promise<ActionFormState> {
  const id = parsePublicId(text(form, 'reviewId')) ?? 0;
  try {
    const api = await staffTrustApi(STAFF_REVIEWS_PATH);
    if (!api) return { message: 'این کار فقط برای کارکنان پشتیبانی است.', errors: {} };
    await api.trust.hideReview({ params: { id }, body: { reason: text(form, 'reason') } });
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(STAFF_REVIEWS_PATH));
    const errors = fieldErrorsOf(error);
    return { message: Object.keys(errors).length ? null : problemMessage(error), errors };
  }
  redirect(`${STAFF_REVIEWS_PATH}?notice=hidden`);
}
