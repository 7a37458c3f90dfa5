// Background jobs as staff see them: failed runs with their error, re-runnable.
import './zod-config';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { problemSchema } from './problem';

export const failedJobSchema = z
  .object({
    id: z.uuid(),
    /** The job queue, e.g. `sms.otp` or `event.<handler>`. */
    queue: z.string(),
    /** The last run's error message (for staff; never shown to buyers). */
    error: z.string(),
    attempts: z.number().int().min(1),
    createdAt: z.iso.datetime(),
    failedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'FailedJob' });
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const jobIdParamSchema = z.object({ id: z.uuid() });

export const jobRetriedSchema = z.object({ id: z.uuid(), state: z.literal('retry') });

const tags = ['admin'] as const;
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

export const jobsEndpoints = {
  failed: defineEndpoint({
    method: 'GET',
    path: '/admin/jobs/failed',
    summary: 'Failed background jobs, newest first, with their error (admin only)',
    tags,
    access: 'staff',
    query: failedJobsQuerySchema,
    responses: { 200: z.array(failedJobSchema), ...errors },
  }),
  retry: defineEndpoint({
    method: 'POST',
    path: '/admin/jobs/:id/retry',
    summary: 'Run a failed job again (admin only)',
    tags,
    access: 'staff',
    params: jobIdParamSchema,
    responses: { 200: jobRetriedSchema, ...errors, 404: problemSchema },
  }),
};
