// The paperwork's routes (issue 31): each is its endpoint definition from the contract plus one service call.
import { paperworkEndpoints as endpoints } from '@bazaar/contracts/paperwork';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { PaperworkService } from './paperwork.service.js';

export const paperworkRoutes: FastifyPluginAsync<{ service: PaperworkService }> = async (app, { service }) => {
  const caller = (request: FastifyRequest) => {
    const session = requireUser(request);
    return { userId: session.sub, staff: session.roles.includes('admin') };
  };
  route(app, endpoints.sellerIdentity, (request) => service.sellerIdentity(caller(request), request.params.id));
  route(app, endpoints.updateSellerIdentity, (request) =>
    service.updateSellerIdentity(caller(request), request.params.id, request.body),
  );
  route(app, endpoints.orderProforma, (request) => service.orderProforma(caller(request), request.params.id));
  route(app, endpoints.quoteProforma, (request) => service.quoteProforma(caller(request), request.params.id));
  route(app, endpoints.document, (request) => service.document(caller(request), request.params.id));
  route(app, endpoints.documentPdf, async (request, reply) => {
    const { doc, pdf } = await service.documentPdf(caller(request), request.params.id);
    const name = `${doc.kind === 'proforma' ? 'proforma' : 'invoice'}-${doc.number}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
  route(app, endpoints.correctInvoice, async (request, reply) =>
    reply.code(201).send(await service.correctInvoice(caller(request), request.params.id, request.body)),
  );
  route(app, endpoints.soldInvoices, (request) =>
    service.soldInvoices(caller(request), request.params.id, request.query),
  );
  route(app, endpoints.soldInvoicesCsv, async (request, reply) => {
    const csv = await service.soldInvoicesCsv(caller(request), request.params.id, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="invoices.csv"')
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
  route(app, endpoints.boughtInvoices, (request) => service.boughtInvoices(caller(request), request.query));
};
