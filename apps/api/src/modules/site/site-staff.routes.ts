// Staff's feedback inbox, advertisements and announcements (decision 030): each route is its endpoint
// definition plus one service call; `access: 'staff'` refuses everyone else before validation.
import { staffAdminEndpoints as endpoints } from '@bazaar/contracts/staff-admin';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { SiteStaffService } from './site-staff.service.js';

export const siteStaffRoutes: FastifyPluginAsync<{ service: SiteStaffService }> = async (app, { service }) => {
  const staff = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'admin').sub;
  route(app, endpoints.feedbacks, ({ query }) => service.feedbacks(query.state, query.page, query.pageSize));
  route(app, endpoints.feedback, ({ params }) => service.feedback(params.id));
  route(app, endpoints.setFeedbackState, (request) =>
    service.setFeedbackState(staff(request), request.params.id, request.body.state),
  );
  route(app, endpoints.replyFeedback, (request) =>
    service.replyFeedback(staff(request), request.params.id, request.body),
  );

  route(app, endpoints.advertisements, () => service.advertisements());
  route(app, endpoints.createAdvertisement, async (request, reply) =>
    reply.code(201).send(await service.saveAdvertisement(staff(request), null, request.body)),
  );
  route(app, endpoints.updateAdvertisement, (request) =>
    service.saveAdvertisement(staff(request), request.params.id, request.body),
  );
  route(app, endpoints.endAdvertisement, (request) => service.endAdvertisement(staff(request), request.params.id));

  route(app, endpoints.announcements, () => service.announcements());
  route(app, endpoints.createAnnouncement, async (request, reply) =>
    reply.code(201).send(await service.saveAnnouncement(staff(request), null, request.body)),
  );
  route(app, endpoints.updateAnnouncement, (request) =>
    service.saveAnnouncement(staff(request), request.params.id, request.body),
  );
  route(app, endpoints.endAnnouncement, (request) => service.endAnnouncement(staff(request), request.params.id));
};
