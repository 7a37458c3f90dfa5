// Liveness (the process answers) and readiness (the database answers) probes.
import { problemSchema } from '@bazaar/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: 'Process liveness',
        response: { 200: z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }) },
      },
    },
    () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags,
        summary: 'Readiness: the database is reachable',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.enum(['postgres', 'pglite']) }),
          503: problemSchema,
        },
      },
    },
    async () => {
      try {
        await database.ping();
      } catch (cause) {
        throw new AppError('SERVICE_UNAVAILABLE', { detail: 'پایگاه داده در دسترس نیست.', cause });
      }
      return { status: 'ready' as const, database: database.kind };
    },
  );
};
