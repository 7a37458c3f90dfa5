// Conversations of spec section 7: each route is its endpoint definition plus one service call
// (docs/decisions/012).
import { messagingEndpoints as conversations } from '@bazaar/contracts/messaging';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { FilesService } from '../files/files.service.js';
import { sendFile } from '../files/send-file.js';
import type { MessagingService } from './messaging.service.js';

export const messagingRoutes: FastifyPluginAsync<{ service: MessagingService; files: FilesService }> = async (
  app,
  { service, files },
) => {
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).sub;

  route(app, conversations.list, (request) => service.list(me(request), request.query));
  route(app, conversations.flat, (request) => service.flat(me(request), request.query));
  route(app, conversations.unread, (request) => service.unread(me(request)));
  route(app, conversations.thread, (request) => service.thread(me(request), request.params.id, request.query));
  route(app, conversations.send, async (request, reply) =>
    reply.code(201).send(await service.send(me(request), request.body)),
  );
  route(app, conversations.update, (request) => service.update(me(request), request.params.id, request.body));
  route(app, conversations.block, (request) => service.block(me(request), request.params.id, request.body.blocked));
  route(app, conversations.report, (request) => service.report(me(request), request.params.id, request.body.reason));
  route(app, conversations.reported, () => service.reported());
  route(app, conversations.reportedThread, (request) =>
    service.reportedThread(me(request), request.params.id, request.query),
  );
  // The file stays its sender's: the other party reads it only through the conversation (as trade documents).
  route(app, conversations.attachment, async (request, reply) => {
    const attached = await service.attachment(me(request), request.params.id, request.query.fileId);
    const file = await files.readableFile(attached.fileId, attached.ownerUserId);
    return sendFile(request, reply, files, file);
  });
  route(app, conversations.remove, (request) =>
    service.remove(me(request), request.params.id, request.query.messageId),
  );
};
