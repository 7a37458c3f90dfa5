// Sessions: refresh rotation with reuse detection (a reused refresh token revokes its whole family), logout,
// the session an access token stands for now, and the token endpoint's grants.
import type { TokenGrant } from '@bazaar/contracts/identity';
import { AppError } from '../../shared/app-error.js';
import { endLogin, type IdentityContext, type IssuedSession, issueSession, rolesFrom } from './identity-context.js';
import { exchangeCode } from './login-codes.js';
import type { AccessClaims } from './tokens.js';

export async function refresh(ctx: IdentityContext, refreshToken: string | undefined): Promise<IssuedSession> {
  const { repo, tokens, limits, now } = ctx;
  const invalid = new AppError('IDENTITY_SESSION_EXPIRED');
  if (!refreshToken) throw invalid;
  const hash = tokens.hashRefresh(refreshToken);
  const stored = await repo.findRefresh(hash);
  if (!stored || stored.expiresAt.getTime() <= now()) throw invalid;
  // Rotate exactly once; a token already rotated (or rotated by a parallel request right now) is a reuse.
  const rotatedNow = !stored.rotatedAt && !stored.revokedAt && (await repo.rotateRefresh(stored.id));
  if (!rotatedNow) {
    const current = stored.rotatedAt ? stored : await repo.findRefresh(hash);
    const sinceRotation = current?.rotatedAt ? (now() - current.rotatedAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
    const withinGrace =
      limits.REFRESH_REUSE_GRACE_SECONDS > 0 &&
      !current?.revokedAt &&
      sinceRotation <= limits.REFRESH_REUSE_GRACE_SECONDS;
    if (!withinGrace) {
      // Used twice outside the grace window: stolen or replayed. End every session of the family.
      await endLogin(ctx, stored.familyId);
      throw invalid;
    }
    // The same client racing itself (two tabs, parallel page loads): another pair, same family.
  }
  const user = await repo.findUser(stored.userId);
  if (!user) throw invalid;
  return issueSession(ctx, user, stored.familyId);
}

/** Ends the login of the refresh token and the one of the access token (usually the same). */
export async function logout(
  ctx: IdentityContext,
  refreshToken: string | undefined,
  session: AccessClaims | null,
): Promise<void> {
  const { repo, tokens } = ctx;
  const stored = refreshToken ? await repo.findRefresh(tokens.hashRefresh(refreshToken)) : undefined;
  if (stored) await endLogin(ctx, stored.familyId);
  if (session && session.sid !== stored?.familyId) await endLogin(ctx, session.sid);
}

/**
 * The session an access token stands for, as of now: null when its login was ended (logout, replay)
 * or its user is gone; otherwise the claims with the user's current roles, so that a removed agent or
 * a demoted admin loses the rights on the next request.
 */
export async function currentSession(ctx: IdentityContext, claims: AccessClaims): Promise<AccessClaims | null> {
  const state = await ctx.repo.sessionState(claims.sub, claims.sid);
  if (!state || state.revoked || state.blocked) return null;
  // One query at a time: a request holds at most one pooled connection here. The answer is remembered for the
  // request, so the route's own question (the merchants this person acts for) asks nothing more.
  const memberships = await ctx.access.memberships(claims.sub);
  return { ...claims, roles: rolesFrom(state.roles, memberships.length > 0) };
}

/** POST /connect/token: a code (grant_type=otp) or a refresh token, else the bz_rt cookie's. */
export function grant(ctx: IdentityContext, request: TokenGrant, ip: string, cookieRefreshToken: string | undefined) {
  return request.grant_type === 'otp'
    ? exchangeCode(ctx, request.phone_number, request.code, ip)
    : refresh(ctx, request.refresh_token ?? cookieRefreshToken);
}
