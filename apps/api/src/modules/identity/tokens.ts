// Access tokens (JWT, HS256: `sub` is the user id, `sid` the login (refresh-token family) it belongs to,
// `exp` the expiry in seconds), opaque refresh tokens and keyed hashes: codes and refresh tokens are
// stored only as HMACs and compared in constant time. A valid signature is not enough: the auth plugin
// also asks whether the login still stands and reads the roles afresh (docs/decisions/004).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Role } from '@bazaar/contracts/identity';
import { jwtVerify, SignJWT } from 'jose';
import type { AccessClaims } from '../../shared/access-claims.js';

export type { AccessClaims };

export function createTokenKit(secret: string, accessTtlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  const hmac = (purpose: string, value: string) =>
    createHmac('sha256', secret).update(`${purpose}:${value}`).digest('hex');

  return {
    accessTtlSeconds,
    async signAccess(userId: number, sessionId: string, roles: Role[]): Promise<string> {
      return new SignJWT({ roles, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + accessTtlSeconds)
        .sign(key);
    },
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const sub = Number(payload.sub);
        const sid = payload.sid;
        if (!Number.isInteger(sub) || sub <= 0 || typeof payload.exp !== 'number') return null;
        // Tokens from before sessions were named cannot be ended by logout; they are not accepted.
        if (typeof sid !== 'string' || sid.length === 0) return null;
        return { sub, sid, roles: (payload.roles as Role[]) ?? ['buyer'], exp: payload.exp };
      } catch {
        return null;
      }
    },
    newRefreshToken: () => randomBytes(32).toString('base64url'),
    hashRefresh: (token: string) => hmac('refresh', token),
    hashCode: (phone: string, code: string) => hmac('otp', `${phone}:${code}`),
    /** Constant-time comparison of two hex digests. */
    sameHash(a: string, b: string): boolean {
      const left = Buffer.from(a, 'hex');
      const right = Buffer.from(b, 'hex');
      return left.length === right.length && timingSafeEqual(left, right);
    },
  };
}

export type TokenKit = ReturnType<typeof createTokenKit>;
