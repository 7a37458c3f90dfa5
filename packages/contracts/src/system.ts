// System probes: liveness (the process answers) and readiness (the database, and Redis when configured, answer). Both are public, so
// they say only whether the API is up: nothing about the database kind, versions or the failure.
import './zod-config';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { problemSchema } from './problem';

const tags = ['system'] as const;

export const systemEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'Process liveness',
    tags,
    access: 'public',
    responses: { 200: z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }) },
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/ready',
    summary:
      'Readiness: 200 once the database (and Redis, when configured) answers, 503 problem+json with Retry-After otherwise (no details)',
    tags,
    access: 'public',
    responses: { 200: z.object({ status: z.literal('ready') }), 503: problemSchema },
  }),
  /** Prometheus text format; only with the header `X-Metrics-Token: <METRICS_TOKEN>`, else 404 (it does not exist). */
  metrics: defineEndpoint({
    method: 'GET',
    path: '/metrics',
    summary: 'Prometheus metrics (request rate and latency by route, database pool, job queue, process)',
    tags,
    access: 'public',
    produces: 'text/plain; version=0.0.4',
    responses: { 200: z.string(), 404: problemSchema },
  }),
};
