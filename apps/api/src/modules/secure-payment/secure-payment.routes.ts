// Secure payment's routes (decision 039): each is its endpoint definition from the contract plus one call.
import { securePaymentEndpoints as endpoints } from '@bazaar/contracts/secure-payment';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { FilesService } from '../files/files.service.js';
import { sendFile } from '../files/send-file.js';
import type { SecurePaymentService } from './secure-payment.service.js';

export const securePaymentRoutes: FastifyPluginAsync<{ service: SecurePaymentService; files: FilesService }> = async (
  app,
  { service, files },
) => {
  const caller = (request: FastifyRequest) => {
    const session = requireUser(request);
    return { userId: session.sub, staff: session.roles.includes('admin') };
  };
  route(app, endpoints.pay, (request) => service.pay(caller(request), request.params.id));
  route(app, endpoints.money, (request) => service.money(caller(request), request.params.id));
  route(app, endpoints.ship, (request) => service.ship(caller(request), request.params.id, request.body));
  route(app, endpoints.confirmReceipt, (request) => service.confirmReceipt(caller(request), request.params.id));
  route(app, endpoints.refuse, (request) => service.refuse(caller(request), request.params.id, request.body.reason));
  route(app, endpoints.planStages, (request) => service.planStages(caller(request), request.params.id, request.body));
  route(app, endpoints.payStage, (request) => service.payStage(caller(request), request.params.id, request.body));
  route(app, endpoints.deliverStage, (request) =>
    service.deliverStage(caller(request), request.params.id, request.body),
  );
  route(app, endpoints.confirmStage, (request) =>
    service.confirmStage(caller(request), request.params.id, request.body),
  );
  route(app, endpoints.shipmentFile, async (request, reply) => {
    const shipment = await service.shipmentFile(caller(request), request.params.id);
    return sendFile(request, reply, files, await files.readableFile(shipment.fileId, shipment.ownerUserId));
  });
  route(app, endpoints.settlements, (request) => service.settlements(caller(request), request.query));
  route(app, endpoints.heldOrders, (request) => service.heldOrders(request.query));
};
