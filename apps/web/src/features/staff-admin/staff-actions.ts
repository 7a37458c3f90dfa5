'use server';
// Server actions of the staff screens for comments and failed jobs (decision 027): plain forms, redirect with
// an outcome key. The API checks the staff role again on every call.
import { isApiError } from '@bazaar/api-client/api-error';
import { jobIdParamSchema } from '@bazaar/contracts/jobs';
import { redirect } from 'next/navigation';
import { loginHref } from '@/features/auth/login-links';
import { formId, parseForm } from '@/lib/forms/parse-form';
import { staffApis } from './staff.server';

const COMMENTS = '/profile/admin/comments';
const JOBS = '/profile/admin/jobs';

async function run(path: string, call: () => Promise<unknown>, done: string) {
  let notice = done;
  try {
    await call();
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(path));
    notice = isApiError(error) && error.status === 404 ? 'gone' : 'failed';
  }
  redirect(`${path}?notice=${notice}`);
}

export async function moderateComment(form: FormData) {
  const id = formId(form);
  // The button pressed picks the endpoint (approve or reject); it is no field of a body.
  const decision = form.get('decision') === 'approve' ? 'approve' : 'reject';
  if (!id) redirect(`${COMMENTS}?notice=gone`);
  const { content } = await staffApis(COMMENTS);
  await run(
    COMMENTS,
    () =>
      decision === 'approve' ? content.approveComment({ params: { id } }) : content.rejectComment({ params: { id } }),
    decision === 'approve' ? 'approved' : 'rejected',
  );
}

export async function retryJob(form: FormData) {
  const job = parseForm(jobIdParamSchema, form);
  if (!job.ok) redirect(`${JOBS}?notice=gone`);
  const { jobs } = await staffApis(JOBS);
  await run(JOBS, () => jobs.retry({ params: job.data }), 'retried');
}
