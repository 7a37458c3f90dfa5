// A seller's private key and certificate at rest (decision 042): each sealed with AES-256-GCM under a key derived
// (HKDF-SHA256) from TAX_KEYS_SECRET, a fresh 12-byte nonce per value, stored as `v1.<nonce>.<tag>.<ciphertext>`
// (base64url). A value sealed under another secret, or altered, does not open. The demo seller's public sandbox key
// is stored as `demo:1` and opens only while the tax system is the sandbox.
import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
  X509Certificate,
} from 'node:crypto';
import { DEMO_CERTIFICATE_PEM, DEMO_PRIVATE_KEY_PEM } from './demo-keys.js';

export const DEMO_SEALED = 'demo:1';

export interface KeyVault {
  seal(plain: string): string;
  /** The PEM text; throws when the value was sealed under another secret or altered. */
  open(sealed: string, what: 'privateKey' | 'certificate'): string;
}

export function createKeyVault(secret: string, options: { allowDemo: boolean }): KeyVault {
  const key = Buffer.from(hkdfSync('sha256', secret, 'bazaar-tax-keys', 'tax-profile v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, what) {
      if (sealed === DEMO_SEALED) {
        if (!options.allowDemo) throw new Error('the demo tax key is for the sandbox only');
        return what === 'privateKey' ? DEMO_PRIVATE_KEY_PEM : DEMO_CERTIFICATE_PEM;
      }
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed tax key');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export interface CheckedKeys {
  privateKey: KeyObject;
  certificate: X509Certificate;
  subject: string;
  expiresAt: Date;
}

export type KeyProblem = { field: 'privateKeyPem' | 'certificatePem'; code: string; message: string };

/** «CN=…, O=…» from the certificate's subject lines. */
const subjectLine = (cert: X509Certificate) => cert.subject.split('\n').filter(Boolean).join('، ');

/**
 * Reads a PEM private key and certificate as a seller pastes them: the key must be RSA (the system signs with
 * RS256), the certificate X.509 and still valid, and the key must be the certificate's own.
 */
export function checkKeys(privateKeyPem: string, certificatePem: string, now: Date): CheckedKeys | KeyProblem[] {
  const problems: KeyProblem[] = [];
  let privateKey: KeyObject | undefined;
  let certificate: X509Certificate | undefined;
  try {
    privateKey = createPrivateKey(privateKeyPem);
    if (privateKey.asymmetricKeyType !== 'rsa') {
      problems.push({ field: 'privateKeyPem', code: 'keyType', message: 'کلید خصوصی باید از نوع RSA باشد.' });
      privateKey = undefined;
    }
  } catch {
    problems.push({
      field: 'privateKeyPem',
      code: 'pem',
      message: 'کلید خصوصی خوانده نشد؛ متن کامل فایل PEM را با خط‌های BEGIN و END وارد کنید (بدون رمز).',
    });
  }
  try {
    certificate = new X509Certificate(certificatePem);
  } catch {
    problems.push({
      field: 'certificatePem',
      code: 'pem',
      message: 'گواهی خوانده نشد؛ متن کامل فایل گواهی (CERTIFICATE) را با خط‌های BEGIN و END وارد کنید.',
    });
  }
  if (certificate && new Date(certificate.validTo) <= now)
    problems.push({ field: 'certificatePem', code: 'expired', message: 'اعتبار این گواهی به پایان رسیده است.' });
  if (privateKey && certificate && !certificate.checkPrivateKey(privateKey))
    problems.push({
      field: 'privateKeyPem',
      code: 'mismatch',
      message: 'این کلید خصوصی با گواهی واردشده جفت نیست؛ کلیدی را وارد کنید که گواهی برای آن صادر شده است.',
    });
  if (problems.length > 0 || !privateKey || !certificate) return problems;
  return { privateKey, certificate, subject: subjectLine(certificate), expiresAt: new Date(certificate.validTo) };
}
