// Live events of the signed-in user as Server-Sent Events (docs/decisions/010). The stream is described
// here for the route and OpenAPI; pages open it with `new EventSource('/api/v1/events/stream')`, not with
// the generic client (which reads JSON answers).
import './zod-config';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { problemSchema } from './problem';

const eventIdSchema = z
  .string()
  .regex(/^\d{1,15}$/, { error: 'pattern' })
  .transform(Number)
  .describe('Id of the last event received; the events after it are sent first');

export const eventsEndpoints = {
  stream: defineEndpoint({
    method: 'GET',
    path: '/events/stream',
    summary:
      'Live events of the signed-in user (Server-Sent Events): `id:`, `event:` (the type), `data:` (JSON); a `: ping` comment every 15 s; resumes after `Last-Event-ID`, or after `since` (when the page was rendered) on a first connection',
    tags: ['events'],
    access: 'user',
    headers: z.looseObject({ 'last-event-id': eventIdSchema.optional() }),
    query: z.object({
      lastEventId: eventIdSchema.optional(),
      since: z
        .string()
        .regex(/^\d{1,15}$/, { error: 'pattern' })
        .transform(Number)
        .optional()
        .describe(
          'When the page opening the stream was rendered (milliseconds since 1970): on a first connection the events stored after it (at most the last 10 minutes) are sent first',
        ),
    }),
    produces: 'text/event-stream',
    responses: {
      200: z.any().describe('An endless event stream (SSE frames, UTF-8)'),
      400: problemSchema,
      401: problemSchema,
      429: problemSchema,
      503: problemSchema,
    },
  }),
};
