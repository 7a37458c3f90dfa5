// Payment gateways behind one interface: the built-in sandbox (a bank-like page of this site, for
// development, tests and the visible demo) and Zarinpal's REST v4 (request, StartPay, verify, unVerified).
// A gateway that cannot be reached throws GatewayUnavailable: the payment stays pending and the
// reconciliation job asks again later (docs/decisions/018).
import { randomBytes, randomInt } from 'node:crypto';
import type { Gateway, GatewayCode } from '@bazaar/contracts/wallet-payments';
import type { WalletRepo } from './wallet.repo.js';

export class GatewayUnavailable extends Error {}

/**
 * The gateway's answer to verify. `final` says the gateway will never settle this payment (refused, unknown
 * authority, another amount); otherwise «not paid» only means «not yet»: the payer may still be on the bank's
 * page, and only the payment's expiry ends it (issue 28).
 */
export type VerifyOutcome = { paid: true; referenceId: string } | { paid: false; final: boolean; reason: string };

export interface PaymentGateway extends Gateway {
  /** Registers the payment with the gateway; answers its token and where to send the browser. */
  request(input: { amountRials: number; description: string; callbackUrl: string; mobile?: string }): Promise<{
    authority: string;
    redirectUrl: string;
  }>;
  /** Asks the gateway whether the payment of `authority` for exactly `amountRials` was made, and settles it there. */
  verify(input: { authority: string; amountRials: number }): Promise<VerifyOutcome>;
}

export function createSandboxGateway(repo: WalletRepo): PaymentGateway {
  return {
    code: 'sandbox',
    name: 'درگاه آزمایشی (بدون پرداخت واقعی)',
    logoUrl: '/gateways/sandbox.svg',
    sandbox: true,
    async request({ amountRials, description, callbackUrl }) {
      const authority = `SBX${randomBytes(12).toString('hex').toUpperCase()}`;
      await repo.sandbox.create({ authority, amountRials, description, callbackUrl });
      return { authority, redirectUrl: `/payment/sandbox/${authority}` };
    },
    async verify({ authority, amountRials }) {
      const row = await repo.sandbox.get(authority);
      if (!row) return { paid: false, final: true, reason: 'این پرداخت در درگاه یافت نشد.' };
      if (row.amountRials !== amountRials)
        return { paid: false, final: true, reason: 'مبلغ پرداخت با مبلغ درخواست یکسان نیست.' };
      if (row.state === 'paid' && row.referenceId) {
        await repo.sandbox.markVerified(authority);
        return { paid: true, referenceId: row.referenceId };
      }
      return row.state === 'cancelled'
        ? { paid: false, final: true, reason: 'پرداخت در درگاه لغو شد.' }
        : { paid: false, final: false, reason: 'پرداخت هنوز در درگاه انجام نشده است.' };
    },
  };
}

/** The sandbox bank page's «pay» and «cancel»: what a real bank does when the payer decides. */
export function sandboxReference(): string {
  return String(randomInt(100_000_000, 999_999_999));
}

interface ZarinpalAnswer {
  data?: { code?: number; message?: string; authority?: string; ref_id?: number | string; authorities?: unknown[] };
  errors?: { code?: number; message?: string } | unknown[];
}

export function createZarinpalGateway(options: {
  merchantId: string;
  apiUrl: string;
  startPayUrl: string;
  timeoutMs: number;
}): PaymentGateway {
  async function post(path: string, body: object): Promise<ZarinpalAnswer> {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.apiUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ merchant_id: options.merchantId, ...body }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new GatewayUnavailable(`zarinpal unreachable: ${(error as Error).message}`);
    }
    if (response.status >= 500) throw new GatewayUnavailable(`zarinpal answered ${response.status}`);
    try {
      return (await response.json()) as ZarinpalAnswer;
    } catch {
      throw new GatewayUnavailable('zarinpal answered something that is not JSON');
    }
  }
  const errorCode = (answer: ZarinpalAnswer) =>
    Array.isArray(answer.errors) ? undefined : (answer.errors as { code?: number } | undefined)?.code;

  return {
    code: 'zarinpal',
    name: 'زرین‌پال',
    logoUrl: '/gateways/zarinpal.svg',
    sandbox: false,
    async request({ amountRials, description, callbackUrl, mobile }) {
      // Amounts go in Rials (currency IRR), so nothing is converted and nothing rounded.
      const answer = await post('/pg/v4/payment/request.json', {
        amount: amountRials,
        currency: 'IRR',
        description,
        callback_url: callbackUrl,
        ...(mobile ? { metadata: { mobile } } : {}),
      });
      const authority = answer.data?.authority;
      if (answer.data?.code !== 100 || !authority)
        throw new GatewayUnavailable(`zarinpal refused the request (${errorCode(answer) ?? answer.data?.code})`);
      return { authority, redirectUrl: `${options.startPayUrl}${encodeURIComponent(authority)}` };
    },
    async verify({ authority, amountRials }) {
      const answer = await post('/pg/v4/payment/verify.json', { amount: amountRials, authority });
      const code = answer.data?.code;
      // 100: verified now; 101: verified before (a replay): both mean the money is ours.
      if ((code === 100 || code === 101) && answer.data?.ref_id !== undefined)
        return { paid: true, referenceId: String(answer.data.ref_id) };
      const refused = errorCode(answer) ?? code;
      return {
        paid: false,
        // -50: another amount, -53: another merchant's session, -54: no such authority: it will never settle.
        // Anything else (-51, «not paid», above all) may still change until the payment expires.
        final: refused === -50 || refused === -53 || refused === -54,
        reason: `پرداخت در زرین‌پال تأیید نشد (کد ${refused ?? 'نامعلوم'}).`,
      };
    },
  };
}

export type GatewayRegistry = Map<GatewayCode, PaymentGateway>;
