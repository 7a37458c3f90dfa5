// Every route says who may call it (`config.access`) and, when its path or body names an object by id,
// which kind of object that is (`config.object`). The coarse level is enforced here before the body is
// validated (anonymous callers get 401, non-staff 403, without learning what a valid request looks
// like); the object-level rules stay in the services. apps/api/src/authorization.test.ts reads the same
// metadata from every registered route and tries each call as owner, stranger, anonymous, agent and staff.
import type { RouteAccess } from '@bazaar/contracts/endpoint';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../shared/app-error.js';

export type { EndpointAccess as Access, ObjectKind, RouteAccess } from '@bazaar/contracts/endpoint';

declare module 'fastify' {
  interface FastifyContextConfig extends Partial<RouteAccess> {}
}

/** onRequest/preValidation check of the coarse level; a route without metadata is left to its handler. */
export function enforceAccess(request: FastifyRequest) {
  const { access, signInOptional } = request.routeOptions.config as Partial<RouteAccess>;
  if (!access || access === 'public' || signInOptional) return;
  if (!request.session) throw new AppError('UNAUTHORIZED');
  if (access === 'staff' && !request.session.roles.includes('admin')) throw new AppError('FORBIDDEN');
}

export interface RouteEntry {
  method: string;
  url: string;
  config: Partial<RouteAccess>;
  /** The route's body schema (Zod), to find ids sent in the body. */
  body: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after recordRoutes(), with its access metadata (read by the tests). */
    routeAccess: RouteEntry[];
  }
}

/** Keeps a table of every route registered from now on, HEAD twins included. */
export function recordRoutes(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      table.push({
        method,
        url: route.url,
        config: (route.config ?? {}) as Partial<RouteAccess>,
        body: route.schema?.body,
      });
    }
  });
}
