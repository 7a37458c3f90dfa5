import { describe, expect, it } from 'vitest';
import { activeClaims, decodeAccessToken, isUnexpired } from './session-token';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;

describe('decodeAccessToken', () => {
  it('reads sub as the user id, exp and the known roles', () => {
    expect(decodeAccessToken(token({ sub: '42', exp: 1_800_000_000, roles: ['buyer', 'admin', 'root'] }))).toEqual({
      userId: 42,
      exp: 1_800_000_000,
      roles: ['buyer', 'admin'],
    });
  });

  it('gives null for anything that is not a readable token with a user id and an expiry', () => {
    for (const bad of [
      undefined,
      '',
      'abc',
      'a.b',
      `x.${encode('text')}.y`,
      token({ sub: '42' }),
      token({ exp: 1 }),
      token({ sub: '0', exp: 1 }),
      token({ sub: 'admin', exp: 1 }),
      token({ sub: 42, exp: '1' }),
      'x.!!!.y',
    ]) {
      expect(decodeAccessToken(bad)).toBeNull();
    }
  });
});

describe('the session rule of spec section 4', () => {
  it('is logged in while exp × 1000 is later than now, and not from that moment on', () => {
    const exp = 1_800_000_000;
    expect(isUnexpired({ exp }, exp * 1000 - 1)).toBe(true);
    expect(isUnexpired({ exp }, exp * 1000)).toBe(false);
    expect(isUnexpired({ exp }, exp * 1000 + 1)).toBe(false);
  });

  it('gives the claims of an unexpired token only', () => {
    const now = 1_700_000_000_000;
    expect(activeClaims(token({ sub: '7', exp: now / 1000 + 60 }), now)?.userId).toBe(7);
    expect(activeClaims(token({ sub: '7', exp: now / 1000 - 1 }), now)).toBeNull();
    expect(activeClaims(undefined, now)).toBeNull();
  });
});
