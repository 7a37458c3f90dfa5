// Live updates for the signed-in user as Server-Sent Events (docs/decisions/010): a page opens
// `new EventSource('/api/v1/events/stream')` and receives its own events, resuming after a drop.
import { eventsEndpoints as endpoints } from '@bazaar/contracts/events';
import type { FastifyPluginAsync } from 'fastify';
import type { LiveStreams } from '../../platform/live/streams.js';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';

export const eventsRoutes: FastifyPluginAsync<{ streams: LiveStreams }> = async (app, { streams }) => {
  app.addHook('preClose', async () => streams.closeAll());

  route(
    app,
    endpoints.stream,
    async (request, reply) => {
      const stream = await streams.open({
        userId: requireUser(request).sub,
        address: request.ip,
        lastEventId: request.headers['last-event-id'] ?? request.query.lastEventId,
        since: request.query.since === undefined ? undefined : new Date(request.query.since),
      });
      // Frames go out as written (no Nagle delay). Not every socket has it: injected test requests do not.
      request.raw.socket?.setNoDelay?.(true);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
    // A HEAD answer would drop the body but leave the stream (and its slot in the limits) open.
    { exposeHeadRoute: false },
  );
};
