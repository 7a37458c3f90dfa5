// Identity calls: one-time-code login, the form-encoded token exchange, logout, the current user,
// personal info, profile picture and the dev SMS outbox; each is its endpoint definition from the
// contract plus one service call (docs/decisions/012). Cookies are set and cleared here: they are HTTP.
import { ACCESS_COOKIE, identityEndpoints as endpoints, REFRESH_COOKIE } from '@bazaar/contracts/identity';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { isLoopbackAddress } from '../../plugins/client-address.js';
import { route } from '../../plugins/endpoints.js';
import type { IdentityService, IssuedSession } from './identity.service.js';

export interface IdentityRouteOptions {
  service: IdentityService;
  devOutbox: boolean;
  cookieSecure: boolean | undefined;
  refreshTtlDays: number;
}

export const identityRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (app, options) => {
  const { service } = options;

  // OAuth token requests are form-encoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // Secure when the request came over HTTPS: the socket's scheme, or X-Forwarded-Proto from the one proven proxy
  // (plugins/client-address.ts drops it from anyone else). The cookies that clear a session carry the same
  // attributes as the ones that set it.
  const cookieAttributes = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.cookieSecure ?? request.protocol === 'https',
    path: '/',
  });

  function deliver(request: FastifyRequest, reply: FastifyReply, session: IssuedSession, delivery: 'body' | 'cookie') {
    const base = { token_type: 'Bearer' as const, expires_in: session.expiresIn, user: session.user };
    if (delivery === 'body') return { ...base, access_token: session.accessToken, refresh_token: session.refreshToken };
    const cookie = cookieAttributes(request);
    reply.setCookie(ACCESS_COOKIE, session.accessToken, { ...cookie, maxAge: session.expiresIn });
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, { ...cookie, maxAge: options.refreshTtlDays * 86_400 });
    return base;
  }

  route(app, endpoints.requestCode, async (request, reply) =>
    reply.code(202).send(await service.requestCode(request.body.phoneNumber, request.ip)),
  );
  route(app, endpoints.token, async (request, reply) =>
    deliver(
      request,
      reply,
      await service.grant(request.body, request.ip, request.cookies[REFRESH_COOKIE]),
      request.body.token_delivery,
    ),
  );
  route(app, endpoints.logout, async (request, reply) => {
    await service.logout(request.body?.refresh_token ?? request.cookies[REFRESH_COOKIE], request.session);
    const cookie = cookieAttributes(request);
    return reply.clearCookie(ACCESS_COOKIE, cookie).clearCookie(REFRESH_COOKIE, cookie).code(204).send();
  });
  route(app, endpoints.me, (request) => service.me(requireUser(request).sub));
  route(app, endpoints.personalInfo, (request) => service.personalInfo(requireUser(request).sub));
  route(app, endpoints.buyerCompany, (request) => service.buyerCompany(requireUser(request).sub));
  route(app, endpoints.updateBuyerCompany, (request) =>
    service.updateBuyerCompany(requireUser(request).sub, request.body),
  );
  route(app, endpoints.updatePersonalInfo, (request) =>
    service.updatePersonalInfo(requireUser(request).sub, request.body),
  );
  route(app, endpoints.profilePicture, (request) => service.profilePicture(requireUser(request).sub));
  route(app, endpoints.setProfilePicture, (request) =>
    service.setProfilePicture(requireUser(request).sub, request.body.fileId),
  );
  if (options.devOutbox) {
    route(app, endpoints.smsOutbox, (request) => service.outbox(request.query.limit, isLoopbackAddress(request.ip)));
  }
};
