// Trade requests of spec section 7, «Trade»: each route is its endpoint definition from the contract plus one
// service call (docs/decisions/012). Who may do what is the service's (docs/decisions/021).
import { tradeEndpoints as endpoints } from '@bazaar/contracts/trade';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { FilesService } from '../files/files.service.js';
import { sendFile } from '../files/send-file.js';
import type { TradeService } from './trade.service.js';

export const tradeRoutes: FastifyPluginAsync<{ service: TradeService; files: FilesService }> = async (
  app,
  { service, files },
) => {
  const me = (request: FastifyRequest) => requireUser(request).sub;
  const caller = (request: FastifyRequest) => {
    const session = requireUser(request);
    return { userId: session.sub, staff: session.roles.includes('admin') };
  };

  route(app, endpoints.documentTypes, (request) => service.documentTypes(request.query.filter?.categoryType));
  route(app, endpoints.createDirectOrder, async (request, reply) =>
    reply.code(201).send(await service.createDirectOrder(me(request), request.body)),
  );
  route(app, endpoints.updateDirectOrder, (request) =>
    service.updateDirectOrder(caller(request), request.params.id, request.body),
  );
  route(app, endpoints.mine, (request) => service.mine(me(request), request.query));
  route(app, endpoints.bySupplier, (request) => service.bySupplier(me(request), request.query));
  route(app, endpoints.get, (request) => service.get(caller(request), request.params.id));
  route(app, endpoints.events, (request) => service.events(caller(request), request.query.tradeRequestId));
  route(app, endpoints.requestConfirmation, (request) =>
    service.requestConfirmation(caller(request), request.params.id),
  );
  route(app, endpoints.supplierConfirm, (request) =>
    service.supplierConfirm(caller(request), request.params.id, request.body),
  );
  route(app, endpoints.supplierReject, (request) =>
    service.supplierReject(caller(request), request.params.id, request.body.reason),
  );
  route(app, endpoints.membershipAndPrice, (request) => service.membershipAndPrice(caller(request), request.params.id));
  route(app, endpoints.confirmAndPublish, (request) => service.confirmAndPublish(caller(request), request.params.id));
  route(app, endpoints.start, (request) => service.start(caller(request), request.params.id, request.body.note));
  route(app, endpoints.deliver, (request) => service.deliver(caller(request), request.params.id, request.body.note));
  route(app, endpoints.cancel, (request) => service.cancel(caller(request), request.params.id, request.body.reason));
  // Requests for quotation (decision 023).
  route(app, endpoints.openToQuotes, (request) => service.openToQuotes(caller(request), request.params.id));
  route(app, endpoints.acceptQuote, (request) =>
    service.acceptQuote(caller(request), request.params.id, request.body.quoteId),
  );
  route(app, endpoints.openRequests, (request) => service.openRequests(me(request), request.query));
  route(app, endpoints.sendQuote, async (request, reply) => {
    const { quote, created } = await service.sendQuote(caller(request), request.params.id, request.body);
    return reply.code(created ? 201 : 200).send(quote);
  });
  route(app, endpoints.reviseQuote, (request) => service.reviseQuote(caller(request), request.params.id, request.body));
  route(app, endpoints.withdrawQuote, (request) => service.withdrawQuote(caller(request), request.params.id));
  route(app, endpoints.quoteDocument, async (request, reply) => {
    const attached = await service.quoteDocument(caller(request), request.params.id, request.query.fileId);
    const file = await files.readableFile(attached.fileId, attached.ownerUserId);
    return sendFile(request, reply, files, file);
  });
  route(app, endpoints.document, async (request, reply) => {
    const attached = await service.document(caller(request), request.params.id, request.query.fileId);
    const file = await files.readableFile(attached.fileId, attached.ownerUserId);
    return sendFile(request, reply, files, file);
  });
};
