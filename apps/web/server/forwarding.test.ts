import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isLoopback, parseTrustedProxies, setForwardingHeaders } from './forwarding';

function request(remoteAddress: string, headers: Record<string, string>, url = '/api/v1/users/login-by-otp') {
  return { url, headers: { ...headers }, socket: { remoteAddress } } as unknown as IncomingMessage;
}
const SECRET = 's'.repeat(40);

describe('the web server sets the visitor address from its socket', () => {
  it('overwrites every forwarding header a visitor sends', () => {
    const req = request('198.51.100.4', {
      host: 'bazaar.example',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      forwarded: 'for=203.0.113.8',
      'x-real-ip': '203.0.113.9',
      'x-proxy-secret': 'guess',
    });
    const visitor = setForwardingHeaders(req, { trustedProxies: null, proxySecret: SECRET });
    expect(visitor).toEqual({ address: '198.51.100.4', https: false });
    expect(req.headers).toMatchObject({
      'x-forwarded-for': '198.51.100.4',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'bazaar.example',
      'x-proxy-secret': SECRET,
    });
    expect(req.headers.forwarded).toBeUndefined();
    expect(req.headers['x-real-ip']).toBeUndefined();
  });

  it('vouches with the secret only for requests the /api rewrite hands to the API', () => {
    const page = request('198.51.100.4', { 'x-proxy-secret': 'guess' }, '/products/1/x');
    setForwardingHeaders(page, { trustedProxies: null, proxySecret: SECRET });
    expect(page.headers['x-proxy-secret']).toBeUndefined();
  });

  it('believes a configured load balancer, for its last entry only', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, loopback');
    const req = request('::ffff:10.1.2.3', {
      'x-forwarded-for': '203.0.113.66, 198.51.100.20',
      'x-forwarded-proto': 'https',
      host: 'internal:3000',
      'x-forwarded-host': 'bazaar.example',
    });
    expect(setForwardingHeaders(req, { trustedProxies: trusted, proxySecret: undefined })).toEqual({
      address: '198.51.100.20',
      https: true,
    });
    expect(req.headers['x-forwarded-host']).toBe('bazaar.example');
    // The same claims from a visitor outside the balancer's range are ignored.
    const direct = request('198.51.100.4', { 'x-forwarded-for': '203.0.113.66', 'x-forwarded-proto': 'https' });
    expect(setForwardingHeaders(direct, { trustedProxies: trusted, proxySecret: undefined }).address).toBe(
      '198.51.100.4',
    );
  });

  it('refuses a trust list it cannot read, and knows loopback in both families', () => {
    expect(() => parseTrustedProxies('balancer.local')).toThrow(/WEB_TRUST_PROXY/);
    expect(parseTrustedProxies('')).toBeNull();
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
  });
});
