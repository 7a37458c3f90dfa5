// The web server is the first hop a visitor reaches. It decides the visitor's address from its own
// socket (or, when a load balancer it trusts sits in front, from that balancer's last X-Forwarded-For
// entry), overwrites whatever forwarding headers the visitor sent, and vouches for the result to the
// API with the shared proxy secret. docs/decisions/011-client-addresses-and-demo-mode.md
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

export const PROXY_SECRET_HEADER = 'x-proxy-secret';

/** Plain IPv4 for IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1`). */
export function plainAddress(address: string | undefined): string {
  if (!address) return '';
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

export function isLoopback(address: string | undefined): boolean {
  const plain = plainAddress(address);
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

/** `WEB_TRUST_PROXY`: addresses or CIDRs of a load balancer in front of the web, or `loopback`; empty: none. */
export function parseTrustedProxies(value: string | undefined): BlockList | null {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`WEB_TRUST_PROXY: "${entry}" is not an address or CIDR`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function lastEntry(value: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(value) ? value.join(',') : value;
  const last = joined?.split(',').pop()?.trim();
  return last || undefined;
}

export interface ForwardingOptions {
  trustedProxies: BlockList | null;
  proxySecret: string | undefined;
}

export interface Visitor {
  address: string;
  https: boolean;
}

/** Rewrites the request's forwarding headers in place and says who the visitor is. */
export function setForwardingHeaders(request: IncomingMessage, options: ForwardingOptions): Visitor {
  const headers = request.headers;
  const socketAddress = plainAddress(request.socket.remoteAddress);
  const family = isIP(socketAddress);
  const fromTrustedProxy =
    options.trustedProxies !== null &&
    family !== 0 &&
    options.trustedProxies.check(socketAddress, family === 4 ? 'ipv4' : 'ipv6');

  let address = socketAddress;
  let https = Boolean((request.socket as { encrypted?: boolean }).encrypted);
  let host = headers.host;
  if (fromTrustedProxy) {
    const claimed = plainAddress(lastEntry(headers['x-forwarded-for']));
    if (isIP(claimed) !== 0) address = claimed;
    const proto = lastEntry(headers['x-forwarded-proto']);
    if (proto === 'https' || proto === 'http') https = proto === 'https';
    host = lastEntry(headers['x-forwarded-host']) ?? host;
  }

  for (const name of ['forwarded', 'x-forwarded-port', 'x-real-ip', PROXY_SECRET_HEADER]) delete headers[name];
  headers['x-forwarded-for'] = address;
  headers['x-forwarded-proto'] = https ? 'https' : 'http';
  if (host) headers['x-forwarded-host'] = host;
  else delete headers['x-forwarded-host'];
  // Only requests that the /api/* rewrite hands to the API carry the proof.
  if (options.proxySecret && request.url?.startsWith('/api/')) headers[PROXY_SECRET_HEADER] = options.proxySecret;
  return { address, https };
}
