// The web's reading of the bz_at access token (spec sections 3 and 4): `sub` is the user id, `exp` the
// expiry in seconds. No signature check here: the token only decides which screen to show, and the API
// verifies it on every call, so a forged cookie gets nothing but a 401 from the API.
import { ROLES, type Role } from '@bazaar/contracts/identity';

export interface AccessClaims {
  /** `sub`, the user id. */
  userId: number;
  /** Expiry in seconds since the epoch. */
  exp: number;
  /** Unverified: enough to hide or show a link, never to authorise anything (ask GET /users/me). */
  roles: Role[];
}

function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The claims of a JWT-shaped token, or null when it is missing or unreadable. Does not look at `exp`. */
export function decodeAccessToken(token: string | undefined | null): AccessClaims | null {
  const parts = token?.split('.');
  if (parts?.length !== 3 || !parts[1]) return null;
  const json = decodeBase64Url(parts[1]);
  if (json === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { sub, exp, roles } = payload as Record<string, unknown>;
  const userId = typeof sub === 'string' && /^\d{1,10}$/.test(sub) ? Number(sub) : Number.NaN;
  if (!Number.isSafeInteger(userId) || userId <= 0 || typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  const knownRoles = Array.isArray(roles) ? roles.filter((role): role is Role => ROLES.includes(role as Role)) : [];
  return { userId, exp, roles: knownRoles };
}

/** Spec section 4: logged in while exp × 1000 is later than now. */
export function isUnexpired(claims: Pick<AccessClaims, 'exp'>, now: number = Date.now()): boolean {
  return claims.exp * 1000 > now;
}

/** The claims of a token that is readable and unexpired, else null. */
export function activeClaims(token: string | undefined | null, now: number = Date.now()): AccessClaims | null {
  const claims = decodeAccessToken(token);
  return claims && isUnexpired(claims, now) ? claims : null;
}
