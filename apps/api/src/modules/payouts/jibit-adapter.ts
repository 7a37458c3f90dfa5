// Jibit's transferor (decision 038 records the API as documented): a token from the API key and secret, batches
// of transfers to شبا numbers in Rials, and an inquiry per transfer id. Jibit refuses a transfer id it already
// has («transfer.already_exists»), which is what makes a resend after a crash pay once.
import type { PayoutAdapter, PayoutItem, SendOutcome, TransferState } from './payout-adapters.js';
import { PayoutProviderUnavailable } from './payout-adapters.js';

export interface JibitOptions {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  transferMode: 'ACH' | 'NORMAL' | 'RTGS';
  timeoutMs: number;
}

type JibitErrors = { errors?: { code?: string; message?: string }[] };
type JibitTransfer = { transferID?: string; state?: string; bankTransferID?: string | null; failReason?: string };

const PAID = new Set(['TRANSFERRED']);
const FAILED = new Set(['FAILED', 'CANCELLED']);

/** «نام خانوادگی» is the last word of the holder's name; the rest is the first name. */
function splitName(holderName: string) {
  const words = holderName.trim().split(/\s+/);
  const last = words.length > 1 ? (words.pop() ?? '') : '';
  return { first: words.join(' '), last };
}

export function createJibitPayoutAdapter(options: JibitOptions): PayoutAdapter {
  const base = options.baseUrl.replace(/\/+$/, '');
  let token: { value: string; until: number } | undefined;

  async function call(path: string, init: { method: string; body?: unknown; auth?: boolean }) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (init.auth !== false) headers.authorization = `Bearer ${await accessToken()}`;
    const response = await fetch(`${base}${path}`, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    }).catch((cause: unknown) => {
      throw new PayoutProviderUnavailable('Jibit transferor unreachable', { cause });
    });
    if (response.status >= 500) throw new PayoutProviderUnavailable(`Jibit transferor answered ${response.status}`);
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status === 401 && init.auth !== false) token = undefined; // asked again on the next call
    return { status: response.status, body };
  }

  /** The access token lives 24 hours; it is asked for again an hour before that. */
  async function accessToken() {
    if (token && token.until > Date.now()) return token.value;
    const answer = await call('/v2/tokens/generate', {
      method: 'POST',
      auth: false,
      body: { apiKey: options.apiKey, secretKey: options.secretKey },
    });
    const value = answer.body.accessToken;
    if (answer.status !== 200 || typeof value !== 'string')
      throw new PayoutProviderUnavailable(`Jibit refused the credentials (${answer.status})`);
    token = { value, until: Date.now() + 23 * 3_600_000 };
    return value;
  }

  const transferOf = (item: PayoutItem) => {
    const name = splitName(item.holderName);
    return {
      transferID: item.transferId,
      transferMode: options.transferMode,
      destination: item.sheba,
      destinationFirstName: name.first,
      destinationLastName: name.last,
      amount: item.amountRials,
      currency: 'RIALS',
      description: item.description,
      cancellable: false,
    };
  };

  async function submit(batchId: string, items: PayoutItem[]) {
    return call('/v2/transfers', {
      method: 'POST',
      body: { batchID: batchId, submissionMode: 'TRANSFER', transfers: items.map(transferOf) },
    });
  }

  const firstError = (body: unknown) => (body as JibitErrors).errors?.[0];

  return {
    provider: 'jibit',
    async send(batchId, items) {
      const outcomes = new Map<number, SendOutcome>();
      const whole = await submit(batchId, items);
      if (whole.status < 300) {
        for (const item of items) outcomes.set(item.payoutId, { accepted: true });
        return outcomes;
      }
      // A refused batch does not say which transfer it refused: each is sent again on its own.
      for (const item of items) {
        const single = items.length === 1 ? whole : await submit(`${batchId}-${item.payoutId}`, [item]);
        const error = firstError(single.body);
        if (single.status < 300 || error?.code === 'transfer.already_exists')
          outcomes.set(item.payoutId, { accepted: true });
        else outcomes.set(item.payoutId, { accepted: false, reason: error?.message ?? error?.code ?? 'رد شده' });
      }
      return outcomes;
    },
    async status(items) {
      const states = new Map<number, TransferState>();
      for (const item of items) {
        const answer = await call(`/v2/transfers?transferID=${encodeURIComponent(item.transferId)}`, { method: 'GET' });
        const transfer = ((answer.body.transfers as JibitTransfer[] | undefined) ?? []).find(
          (t) => t.transferID === item.transferId,
        );
        if (answer.status === 404 || (answer.status < 300 && !transfer))
          states.set(item.payoutId, { state: 'unknown' });
        else if (!transfer?.state) states.set(item.payoutId, { state: 'waiting' });
        else if (PAID.has(transfer.state))
          states.set(item.payoutId, { state: 'paid', bankReference: transfer.bankTransferID ?? item.transferId });
        else if (FAILED.has(transfer.state))
          states.set(item.payoutId, {
            state: 'failed',
            reason: transfer.failReason ?? `بانک انتقال را نپذیرفت (${transfer.state}).`,
          });
        else states.set(item.payoutId, { state: 'waiting' });
      }
      return states;
    },
  };
}
