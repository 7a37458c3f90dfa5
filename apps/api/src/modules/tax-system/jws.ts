// Signing as سامانه مودیان asks (decision 042): a compact JWS, RS256, whose protected header carries the seller's
// certificate (x5c, base64 DER), the signing time (sigT, marked critical) and `typ: jose`. The same form signs
// the invoice and the access token ({ nonce, clientId }). `verifyJws` is the sandbox's check: the signature
// must verify with the certificate the header names.
import { createPublicKey, type KeyObject, sign, verify, X509Certificate } from 'node:crypto';

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** The certificate's DER in base64, as x5c carries it. */
export const x5cOf = (certificatePem: string) => new X509Certificate(certificatePem).raw.toString('base64');

export function signJws(payload: unknown, privateKey: KeyObject, certificatePem: string, now = new Date()): string {
  const header = {
    alg: 'RS256',
    typ: 'jose',
    x5c: [x5cOf(certificatePem)],
    sigT: `${now.toISOString().slice(0, 19)}Z`,
    crit: ['sigT'],
    cty: 'text/plain',
  };
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  return `${input}.${b64url(sign('sha256', Buffer.from(input), privateKey))}`;
}

export interface VerifiedJws {
  header: { alg?: string; x5c?: string[]; sigT?: string; crit?: string[] };
  payload: unknown;
  certificate: X509Certificate;
}

/** The header and payload when the signature verifies with the header's own certificate; null otherwise. */
export function verifyJws(jws: string): VerifiedJws | null {
  const [head, body, signature] = jws.split('.');
  if (!head || !body || !signature) return null;
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as VerifiedJws['header'];
    const der = header.x5c?.[0];
    if (header.alg !== 'RS256' || !der || !header.crit?.includes('sigT') || !header.sigT) return null;
    const certificate = new X509Certificate(Buffer.from(der, 'base64'));
    const key: KeyObject = createPublicKey(certificate.publicKey.export({ format: 'pem', type: 'spki' }));
    if (!verify('sha256', Buffer.from(`${head}.${body}`), key, Buffer.from(signature, 'base64url'))) return null;
    return { header, payload: JSON.parse(Buffer.from(body, 'base64url').toString('utf8')), certificate };
  } catch {
    return null;
  }
}
