import { describe, expect, it } from 'vitest';
import { applySetCookies, readSetCookie } from './session-cookies';

const now = Date.parse('2026-01-01T00:00:00Z');

describe('readSetCookie', () => {
  it('reads name and value, and sees deletions by Max-Age or a past expiry', () => {
    expect(readSetCookie('bz_at=abc.def; Max-Age=900; Path=/; HttpOnly; SameSite=Lax', now)).toEqual({
      name: 'bz_at',
      value: 'abc.def',
    });
    expect(readSetCookie('bz_rt=; Max-Age=0; Path=/', now)).toEqual({ name: 'bz_rt', value: null });
    expect(readSetCookie('bz_rt=; Expires=Thu, 01 Jan 1970 00:00:00 GMT', now)).toEqual({ name: 'bz_rt', value: null });
    expect(readSetCookie('garbage', now)).toBeNull();
  });
});

describe('applySetCookies', () => {
  it('replaces refreshed cookies in the request and keeps the others', () => {
    const header = applySetCookies(
      'theme=dark; bz_rt=old-refresh; bz_at=old-access',
      ['bz_at=new-access; Max-Age=900; Path=/; HttpOnly', 'bz_rt=new-refresh; Max-Age=2592000; Path=/; HttpOnly'],
      now,
    );
    expect(header).toBe('theme=dark; bz_rt=new-refresh; bz_at=new-access');
  });

  it('adds a cookie the request did not have and removes deleted ones', () => {
    expect(applySetCookies('bz_rt=r', ['bz_at=a; Path=/'], now)).toBe('bz_rt=r; bz_at=a');
    expect(applySetCookies('bz_rt=r; x=1', ['bz_rt=; Max-Age=0'], now)).toBe('x=1');
    expect(applySetCookies(null, [], now)).toBe('');
  });
});
