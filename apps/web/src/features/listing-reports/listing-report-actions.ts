'use server';
// Staff's two answers to a reported listing (decision 034): close its reports without acting, or unpublish it
// with a reason the supplier reads. Plain forms posting here (they work without JavaScript); each redirects to
// the queue with an outcome key. The API checks the staff role again and audits the action.
import { isApiError } from '@bazaar/api-client/api-error';
import { dismissListingReportsBodySchema, unpublishListingBodySchema } from '@bazaar/contracts/listing-reports';
import { redirect } from 'next/navigation';
import { loginHref } from '@/features/auth/login-links';
import { staffApis } from '@/features/staff-admin/staff.server';
import { STAFF_LISTING_REPORTS_PATH } from '@/features/staff-admin/staff-links';
import { formId, parseForm } from '@/lib/forms/parse-form';
import type { ListingReportNoticeKey } from './listing-report-notices';

const PATH = STAFF_LISTING_REPORTS_PATH;
const back = (notice: ListingReportNoticeKey): never => redirect(`${PATH}?notice=${notice}`);

async function act(
  call: (api: Awaited<ReturnType<typeof staffApis>>['listingReports']) => Promise<unknown>,
  done: ListingReportNoticeKey,
) {
  let notice: ListingReportNoticeKey = done;
  try {
    await call((await staffApis(PATH)).listingReports);
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(PATH));
    notice = !isApiError(error)
      ? 'failed'
      : error.status === 404
        ? 'gone'
        : error.status === 409
          ? 'already-resolved'
          : error.status === 400
            ? 'reason-required'
            : 'failed';
  }
  back(notice);
}

export async function dismissListingReports(form: FormData) {
  const id = formId(form);
  if (!id) return back('gone');
  const parsed = parseForm(dismissListingReportsBodySchema, form);
  if (!parsed.ok) return back('failed');
  await act((api) => api.dismiss({ params: { id }, body: parsed.data }), 'dismissed');
}

export async function unpublishReportedListing(form: FormData) {
  const id = formId(form);
  if (!id) return back('gone');
  const parsed = parseForm(unpublishListingBodySchema, form);
  if (!parsed.ok) return back('reason-required');
  await act((api) => api.unpublish({ params: { id }, body: parsed.data }), 'unpublished');
}
