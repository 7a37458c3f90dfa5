// The tax organisation's API (decision 042 records the calls as its technical instructions describe them):
//   GET  {base}/nonce?timeToLive=…            → { nonce }
//   token: a JWS (jws.ts) of { nonce, clientId: memory id }, sent as `Authorization: Bearer …`
//   GET  {base}/server-information            → { publicKeys: [{ id, key (base64 SPKI), algorithm: 'RSA' }] }
//   POST {base}/invoice  [{ payload: JWE(RSA-OAEP-256, A256GCM, kid) of the signed invoice,
//                           header: { requestTraceId, fiscalId } }] → { result: [{ referenceNumber, … }] }
//   GET  {base}/inquiry-by-reference-id?referenceIds=… → [{ referenceNumber, status, data: { error: […] } }]
//   GET  {base}/inquiry-invoice-status?taxIds=…        → [{ taxId, invoiceStatus, article6Status, error }]
//        the buyer's reaction in its کارپوشه (decision 057): APPROVED, REJECTED, or AWAITING_REACTION,
//        SYSTEMIC_APPROVED (30 days without an answer), NO_NEED_REACTION, IMPOSSIBLE_REACTION, CANCELED
// A timeout, a network error or a 5xx is `TaxSystemUnavailable` (retried); a 4xx is the system's refusal,
// with the reasons it gave (not retried).
import { randomUUID } from 'node:crypto';
import type { TaxReason } from '@bazaar/contracts/tax-system';
import { toPersianDigits } from '@bazaar/fa/digits';
import { CompactEncrypt, importSPKI } from 'jose';
import { signJws } from './jws.js';
import type { TaxCredentials, TaxSystemAdapter, TaxVerdict } from './tax-adapters.js';
import { TaxSystemUnavailable } from './tax-adapters.js';

export interface MoadianOptions {
  baseUrl: string;
  timeoutMs: number;
}

type SystemError = { code?: string | number; message?: string; detail?: string; errorCode?: string };

/** The system's errors as reasons: its code and its own words. */
function reasonsOf(body: unknown, fallback: string): TaxReason[] {
  const record = (body ?? {}) as Record<string, unknown>;
  const list = (record.errors ?? (record.data as Record<string, unknown> | undefined)?.error ?? []) as SystemError[];
  const reasons = list.map((e) => ({
    code: String(e.code ?? e.errorCode ?? 'error'),
    message: String(e.message ?? e.detail ?? fallback),
  }));
  return reasons.length > 0 ? reasons : [{ code: 'refused', message: fallback }];
}

export function createMoadianClient(options: MoadianOptions): TaxSystemAdapter {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    }).catch((cause: unknown) => {
      throw new TaxSystemUnavailable('سامانه مودیان در دسترس نبود یا در زمان مقرر پاسخ نداد.', { cause });
    });
    if (response.status >= 500)
      throw new TaxSystemUnavailable(`سامانه مودیان با خطای ${toPersianDigits(response.status)} پاسخ داد.`);
    const body: unknown = await response.json().catch(() => ({}));
    return { status: response.status, body };
  }

  /** A fresh token per use: the nonce lives seconds, and a call is rare (one invoice, one inquiry). */
  async function token(credentials: TaxCredentials): Promise<{ token: string } | { refused: TaxReason[] }> {
    const nonce = await call('/nonce?timeToLive=60');
    const value = (nonce.body as { nonce?: unknown }).nonce;
    if (nonce.status >= 400 || typeof value !== 'string')
      return { refused: reasonsOf(nonce.body, 'سامانه مودیان نشانهٔ ورود نداد.') };
    return {
      token: signJws(
        { nonce: value, clientId: credentials.memoryId },
        credentials.privateKey,
        credentials.certificatePem,
      ),
    };
  }

  async function serverKey(auth: string) {
    const info = await call('/server-information', { token: auth });
    const keys = ((info.body as { publicKeys?: unknown }).publicKeys ?? []) as {
      id?: string;
      key?: string;
      algorithm?: string;
    }[];
    const rsa = keys.find((k) => k.algorithm === 'RSA' && k.key && k.id);
    if (info.status >= 400 || !rsa?.key || !rsa.id)
      return { refused: reasonsOf(info.body, 'کلید عمومی سامانه دریافت نشد.') };
    const pem = `-----BEGIN PUBLIC KEY-----\n${rsa.key}\n-----END PUBLIC KEY-----`;
    return { id: rsa.id, key: await importSPKI(pem, 'RSA-OAEP-256') };
  }

  /**
   * The buyer's answer to an accepted invoice. Only an answer the buyer gave changes its state: APPROVED and
   * REJECTED; every other status (still waiting, accepted by the system after 30 days, no answer needed or
   * possible, cancelled) leaves it accepted. A failed inquiry leaves it accepted too: the poll asks again.
   */
  async function buyerAnswer(auth: string, taxId: string): Promise<TaxVerdict> {
    let answer: Awaited<ReturnType<typeof call>>;
    try {
      answer = await call(`/inquiry-invoice-status?taxIds=${encodeURIComponent(taxId)}`, { token: auth });
    } catch (error) {
      if (error instanceof TaxSystemUnavailable) return { state: 'accepted' };
      throw error;
    }
    const body = answer.body as Record<string, unknown> | unknown[];
    const list = (Array.isArray(body) ? body : (body.result ?? body.data ?? [])) as Record<string, unknown>[];
    const status = answer.status < 300 ? list.find((r) => r.taxId === taxId)?.invoiceStatus : undefined;
    if (status === 'APPROVED') return { state: 'buyer_accepted' };
    if (status === 'REJECTED')
      return {
        state: 'buyer_rejected',
        reasons: [{ code: 'REJECTED', message: 'خریدار صورتحساب را در کارپوشهٔ سامانه مودیان رد کرد.' }],
      };
    return { state: 'accepted' };
  }

  return {
    kind: 'moadian',
    async send(invoice, credentials) {
      const auth = await token(credentials);
      if ('refused' in auth) return { taken: false, reasons: auth.refused };
      const server = await serverKey(auth.token);
      if ('refused' in server) return { taken: false, reasons: server.refused ?? [] };
      const payload = await new CompactEncrypt(new TextEncoder().encode(invoice.jws))
        .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: server.id })
        .encrypt(server.key);
      const answer = await call('/invoice', {
        method: 'POST',
        token: auth.token,
        body: [{ payload, header: { requestTraceId: randomUUID(), fiscalId: credentials.memoryId } }],
      });
      const first = ((answer.body as { result?: unknown }).result as Record<string, unknown>[] | undefined)?.[0];
      const referenceNumber = first?.referenceNumber;
      if (answer.status < 300 && typeof referenceNumber === 'string' && referenceNumber)
        return { taken: true, referenceNumber };
      return { taken: false, reasons: reasonsOf(first ?? answer.body, 'سامانه مودیان صورتحساب را نپذیرفت.') };
    },
    async inquire(item, credentials): Promise<TaxVerdict> {
      const auth = await token(credentials);
      if ('refused' in auth) throw new TaxSystemUnavailable('ورود به سامانه مودیان برای پیگیری ممکن نشد.');
      const answer = await call(`/inquiry-by-reference-id?referenceIds=${encodeURIComponent(item.referenceNumber)}`, {
        token: auth.token,
      });
      const found = ((Array.isArray(answer.body) ? answer.body : []) as Record<string, unknown>[]).find(
        (r) => r.referenceNumber === item.referenceNumber,
      );
      if (answer.status >= 400 || !found) return { state: 'pending' };
      if (found.status === 'SUCCESS') return buyerAnswer(auth.token, item.taxId);
      if (found.status === 'FAILED')
        return { state: 'rejected', reasons: reasonsOf(found, 'سامانه مودیان صورتحساب را رد کرد.') };
      return { state: 'pending' };
    },
  };
}
