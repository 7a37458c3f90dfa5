// Certificates' routes (decision 043): each is its endpoint definition from the contract plus one call; the staff
// file download streams like GET /files/{id}.
import { certificateEndpoints as endpoints } from '@bazaar/contracts/trust-certificates';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { FilesService } from '../files/files.service.js';
import { sendFile } from '../files/send-file.js';
import type { Certificates } from './certificates.js';
import { type ChecksDeps, supplierChecks } from './checks.js';

export const certificateRoutes: FastifyPluginAsync<{
  certificates: Certificates;
  files: FilesService;
  checks: ChecksDeps;
}> = async (app, { certificates, files, checks }) => {
  route(app, endpoints.ownCertificates, (request) => certificates.own(requireUser(request).sub, request.params.id));
  route(app, endpoints.addCertificate, async (request, reply) =>
    reply.code(201).send(await certificates.add(requireUser(request).sub, request.params.id, request.body)),
  );
  route(app, endpoints.supplierCertificates, (request) => certificates.publicOf(request.params.id));
  route(app, endpoints.supplierChecks, (request) => supplierChecks(checks, request.params.id));
  route(app, endpoints.staffCertificates, (request) => certificates.staffList(request.query));
  route(app, endpoints.reviewCertificate, (request) =>
    certificates.review(requireUser(request).sub, request.params.id, request.body),
  );
  route(app, endpoints.certificateFile, async (request, reply) =>
    sendFile(request, reply, files, await certificates.file(request.params.id)),
  );
};
