// Who is calling: a Bearer token or the site's httpOnly access cookie. Cookie-authenticated writes must
// come from an allowed origin, so another site cannot make a logged-in browser change anything.

import { ACCESS_COOKIE, REFRESH_COOKIE, type Role } from '@bazaar/contracts/identity';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessClaims, TokenKit } from '../modules/identity/tokens.js';
import { AppError } from '../shared/app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: AccessClaims | null;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function requireUser(request: FastifyRequest): AccessClaims {
  if (!request.session) throw new AppError('UNAUTHORIZED');
  return request.session;
}

export function requireRole(request: FastifyRequest, role: Role): AccessClaims {
  const session = requireUser(request);
  if (!session.roles.includes(role)) throw new AppError('FORBIDDEN');
  return session;
}

function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

export const authPlugin = fp(async (app: FastifyInstance, options: { tokens: TokenKit; allowedOrigins: string[] }) => {
  await app.register(cookie);
  app.decorateRequest('session', null);
  const allowed = new Set(options.allowedOrigins);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const fromCookie = request.cookies[ACCESS_COOKIE];
    const usesCookies = !bearer && (fromCookie !== undefined || request.cookies[REFRESH_COOKIE] !== undefined);
    if (usesCookies && UNSAFE.has(request.method)) {
      const origin = originOf(request);
      // Same-origin requests through the site's proxy carry the site's own origin.
      const host = request.headers['x-forwarded-host'] ?? request.headers.host;
      const sameHost = origin !== undefined && origin !== 'invalid' && new URL(origin).host === host;
      if (!origin || (!allowed.has(origin) && !sameHost)) {
        throw new AppError('FORBIDDEN', { detail: 'درخواست تغییر از مبدأ دیگری پذیرفته نمی‌شود.' });
      }
    }
    const token = bearer ?? fromCookie;
    request.session = token ? await options.tokens.verifyAccess(token) : null;
    if (bearer && !request.session)
      throw new AppError('UNAUTHORIZED', { detail: 'نشست نامعتبر یا منقضی است؛ دوباره وارد شوید.' });
  });
});
