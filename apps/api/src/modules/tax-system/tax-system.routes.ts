// The tax system's routes (decision 042): each is its endpoint definition from the contract plus one service call
// (decision 012). Staff read every seller's profile and submissions; only the seller's members send.
import { taxSystemEndpoints as tax } from '@bazaar/contracts/tax-system';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { TaxSystemService } from './tax-system.service.js';
import type { Caller } from './tax-system-context.js';

export const taxSystemRoutes: FastifyPluginAsync<{ service: TaxSystemService }> = async (app, { service }) => {
  const caller = (request: FastifyRequest): Caller => {
    const session = requireUser(request);
    return { userId: session.sub, staff: session.roles.includes('admin') };
  };

  route(app, tax.taxProfile, (request) => service.taxProfile(caller(request), request.params.id));
  route(app, tax.saveTaxProfile, (request) => service.saveTaxProfile(caller(request), request.params.id, request.body));
  route(app, tax.taxSubmissions, (request) => service.submissions(caller(request), request.params.id, request.query));
  route(app, tax.taxSubmission, (request) => service.submission(caller(request), request.params.id));
  route(app, tax.sendTaxSubmission, async (request, reply) =>
    reply.code(202).send(await service.send(caller(request), request.params.id)),
  );
};
