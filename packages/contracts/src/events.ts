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
      'Live events of the signed-in user (Server-Sent Events): `id:`, `event:` (the type), `data:` (JSON); a `: ping` comment every 15 s; resumes after `Last-Event-ID`',
    tags: ['events'],
    access: 'user',
    headers: z.looseObject({ 'last-event-id': eventIdSchema.optional() }),
    query: z.object({ lastEventId: eventIdSchema.optional() }),
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
