// The sourcing assistant's calls (issue 19): not in the spec, under /assistant; each route is its contract
// definition and one service call.
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
  route(app, endpoints.conversations, (request) => service.listConversations(requireUser(request).sub));
  route(app, endpoints.conversation, (request) => service.getConversation(requireUser(request).sub, request.params.id));
};
