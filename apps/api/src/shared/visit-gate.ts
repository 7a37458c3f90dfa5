// Whether a visit counts: once per visitor, object and day, and at most VISIT_MAX_PER_IP_HOUR counted
// visits an hour from one address. A signed-in visitor is their user id; an anonymous one a keyed hash of
// the day, the address and the user agent, which is kept only as a rate-store key that expires with the
// day (no address or agent is stored, and the hash cannot be linked across days; the per-address cap is
// keyed by a hash of the address too). Repeats are answered
// as usual by the callers; they just do not count. The counts live in the shared rate store (Redis or
// the database), so several API instances agree.
import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { RateStore } from './rate-store.js';

const DAY = 86_400;
const HOUR = 3600;

export interface Visitor {
  ip: string;
  userAgent: string;
  userId: number | null;
}

export const visitorOf = (request: FastifyRequest): Visitor => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
  userId: request.session?.sub ?? null,
});

export interface VisitGate {
  /** True when this visit of `object` (e.g. `product:12`) is the visitor's first today and may count. */
  admit(object: string, visitor: Visitor): Promise<boolean>;
}

export function createVisitGate(options: { rates: RateStore; secret: string; maxPerAddressHour: number }): VisitGate {
  const { rates, secret, maxPerAddressHour } = options;
  const keyed = (value: string) => createHmac('sha256', secret).update(value).digest('base64url').slice(0, 22);
  const who = (visitor: Visitor, day: number) =>
    visitor.userId !== null ? `u${visitor.userId}` : keyed(`visit:${day}:${visitor.ip}:${visitor.userAgent}`);
  return {
    async admit(object, visitor) {
      const day = Math.floor(Date.now() / 1000 / DAY);
      const first = await rates.hit(`visit:${object}:${who(visitor, day)}`, DAY);
      if (first.count !== 1) return false;
      // Changing user agents (or cookies) makes new visitors; the address still caps what they can add.
      const fromAddress = await rates.hit(`visit-ip:${keyed(`ip:${visitor.ip}`)}`, HOUR);
      return fromAddress.count <= maxPerAddressHour;
    },
  };
}
