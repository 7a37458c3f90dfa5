// Who is the client, as far as limits and logs are concerned. Exactly one hop may speak for the client:
// a connection from a trusted proxy address (TRUST_PROXY) that also proves itself with the shared
// X-Proxy-Secret header. Anything else that claims a forwarded address, protocol or host has those
// headers removed before any other hook reads them, so `request.ip`, `request.protocol` and the
// same-origin check see the socket's own values. docs/decisions/011-client-addresses-and-demo-mode.md
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

export const PROXY_SECRET_HEADER = 'x-proxy-secret';
const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'forwarded',
];

export interface ClientAddressOptions {
  /** proxy-addr list (`loopback`, addresses, CIDRs, comma-separated) or `false`. */
  trustProxy: string;
  proxySecret: string | undefined;
}

function compileTrusted(trustProxy: string): (address: string) => boolean {
  const list = trustProxy
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry && entry !== 'false');
  if (list.length === 0) return () => false;
  const trust = proxyAddr.compile(list);
  return (address) => trust(address, 0);
}

/**
 * Fastify's `trustProxy`: the socket (hop 0) may be trusted, nothing behind it, so the client is the
 * last address the trusted proxy appended. Headers from untrusted callers never get this far (see below).
 */
export function oneTrustedHop(trustProxy: string): (address: string, hop: number) => boolean {
  const trusted = compileTrusted(trustProxy);
  return (address, hop) => hop === 0 && trusted(address);
}

function sameSecret(given: string | string[] | undefined, expected: Buffer): boolean {
  if (typeof given !== 'string') return false;
  const candidate = Buffer.from(given);
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (plain === '::1') return true;
  return isIP(plain) === 4 && plain.startsWith('127.');
}

/** Registered first on the root instance, so it runs before every other onRequest hook. */
export function registerClientAddress(app: FastifyInstance, options: ClientAddressOptions) {
  const trusted = compileTrusted(options.trustProxy);
  const secret = options.proxySecret ? Buffer.from(options.proxySecret) : undefined;
  app.addHook('onRequest', async (request) => {
    const headers = request.raw.headers;
    const proven =
      secret !== undefined &&
      sameSecret(headers[PROXY_SECRET_HEADER], secret) &&
      trusted(request.raw.socket?.remoteAddress ?? '');
    delete headers[PROXY_SECRET_HEADER];
    if (proven) return;
    for (const name of FORWARDING_HEADERS) delete headers[name];
  });
}
