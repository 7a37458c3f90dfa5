// Who is calling: a Bearer token or the site's httpOnly access cookie. A token with a valid signature is
// then checked against the database (one statement): a login ended by logout or a replay is refused at
// once, and the roles are the user's roles now, not the ones written into the token. Cookie-authenticated
// writes must come from an allowed origin, so another site cannot make a logged-in browser change anything.

import { ACCESS_COOKIE, REFRESH_COOKIE, type Role } from '@bazaar/contracts/identity';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessClaims } from '../shared/access-claims.js';
import { AppError } from '../shared/app-error.js';
import { enforceAccess } from './access.js';

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

export interface AuthOptions {
  /** The claims of a token whose signature and expiry hold (identity's token kit), or null. */
  verifyAccess: (token: string) => Promise<AccessClaims | null>;
  /** The session a verified token stands for now; null when its login was ended or its user is gone. */
  currentSession: (claims: AccessClaims) => Promise<AccessClaims | null>;
  allowedOrigins: string[];
}

export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
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
      // `Origin: null` (sandboxed frames, redirects) and other unparsable origins are simply foreign.
      const sameHost = origin !== undefined && URL.canParse(origin) && new URL(origin).host === host;
      if (!origin || (!allowed.has(origin) && !sameHost)) {
        throw new AppError('FORBIDDEN', { detail: 'درخواست تغییر از مبدأ دیگری پذیرفته نمی‌شود.' });
      }
    }
    const token = bearer ?? fromCookie;
    const claims = token ? await options.verifyAccess(token) : null;
    request.session = claims ? await options.currentSession(claims) : null;
    if (bearer && !request.session)
      throw new AppError('UNAUTHORIZED', { detail: 'نشست نامعتبر یا منقضی است؛ دوباره وارد شوید.' });
    enforceAccess(request);
  });
});
