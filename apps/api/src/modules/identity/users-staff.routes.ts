// Staff's user screen (decision 030): search, the staff role, block; staff only.
import { staffAdminEndpoints as endpoints } from '@bazaar/contracts/staff-admin';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { UsersStaffService } from './users-staff.service.js';

export const usersStaffRoutes: FastifyPluginAsync<{ service: UsersStaffService }> = async (app, { service }) => {
  route(app, endpoints.users, ({ query }) => service.search(query.q, query.page, query.pageSize));
  route(app, endpoints.setUserRole, (request) =>
    service.setStaffRole(requireRole(request, 'admin').sub, request.params.id, request.body.granted),
  );
  route(app, endpoints.setUserBlocked, (request) =>
    service.setBlocked(requireRole(request, 'admin').sub, request.params.id, request.body.blocked),
  );
};
