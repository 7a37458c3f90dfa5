// The sourcing assistant's calls (issue 19): not in the spec, under /assistant; each route is its contract
// definition and one service call.

import { PassThrough } from 'node:stream';
import { assistantEndpoints as endpoints } from '@bazaar/contracts/assistant';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { AssistantService } from './assistant.service.js';

export const assistantRoutes: FastifyPluginAsync<{ service: AssistantService }> = async (app, { service }) => {
  route(app, endpoints.status, () => service.status());
  route(app, endpoints.ask, (request) => {
    const userId = request.session?.sub ?? null;
    return service.ask(userId, userId !== null ? `user:${userId}` : `ip:${request.ip}`, request.body);
  });
  route(
    app,
    endpoints.askStream,
    async (request, reply) => {
      const userId = request.session?.sub ?? null;
      const body = request.body;
      // Refusals (someone else's conversation) answer problem+json before the stream opens.
      await service.continued(userId, body.conversationId === undefined ? undefined : Number(body.conversationId));
      const stream = new PassThrough();
      const frame = (event: string, data: unknown) =>
        stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      service
        .ask(userId, userId !== null ? `user:${userId}` : `ip:${request.ip}`, body, (text) => frame('delta', { text }))
        .then((answer) => frame('answer', answer))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'assistant stream failed');
          frame('error', { title: 'خطای داخلی', detail: 'پاسخ دستیار کامل نشد؛ دوباره تلاش کنید.' });
        })
        .finally(() => stream.end());
      request.raw.socket?.setNoDelay?.(true);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
    { exposeHeadRoute: false },
  );
  route(app, endpoints.conversations, (request) => service.listConversations(requireUser(request).sub));
  route(app, endpoints.conversation, (request) => service.getConversation(requireUser(request).sub, request.params.id));
};
