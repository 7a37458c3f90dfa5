// Payout providers behind one interface (decision 038): `send` hands a batch of transfers to the provider and
// `status` asks it about transfers sent earlier. The transfer id (`po-{payout id}`) is the provider's duplicate
// key, so sending the same payout twice (a crash between sending and recording) pays once. The built-in sandbox
// is offline and deterministic: a شبا whose last four digits are 9999 fails, every other one is paid.
import type { PayoutProvider } from '@bazaar/contracts/payouts';

export interface PayoutItem {
  payoutId: number;
  /** Our id for the transfer at the provider: `po-{payoutId}`. */
  transferId: string;
  sheba: string;
  holderName: string;
  amountRials: number;
  description: string;
}

/** The provider's answer to one item of a batch: taken (it will pay or refuse later), or refused now. */
export type SendOutcome = { accepted: true } | { accepted: false; reason: string };
/** What the provider says about a transfer: paid, failed, still in progress, or never received. */
export type TransferState =
  | { state: 'paid'; bankReference: string }
  | { state: 'failed'; reason: string }
  | { state: 'waiting' }
  | { state: 'unknown' };

export interface PayoutAdapter {
  provider: PayoutProvider;
  send(batchId: string, items: PayoutItem[]): Promise<Map<number, SendOutcome>>;
  status(items: PayoutItem[]): Promise<Map<number, TransferState>>;
}

/** The provider could not be reached or answered with a server error: the batch waits for the next run. */
export class PayoutProviderUnavailable extends Error {}

export const transferIdOf = (payoutId: number) => `po-${payoutId}`;

/** The sandbox's documented failing accounts: a شبا ending in these four digits. */
export const SANDBOX_FAILING_SUFFIX = '9999';
export const SANDBOX_FAILURE_REASON = 'حساب مقصد پذیرای واریز نیست (سندباکس: شبای پایان‌یافته به ۹۹۹۹).';

/** Built in, offline, deterministic: the same transfer always gets the same answer, however often asked. */
export function createSandboxPayoutAdapter(): PayoutAdapter {
  return {
    provider: 'sandbox',
    async send(_batchId, items) {
      return new Map(items.map((item) => [item.payoutId, { accepted: true } as const]));
    },
    async status(items) {
      return new Map(
        items.map((item): [number, TransferState] => [
          item.payoutId,
          item.sheba.endsWith(SANDBOX_FAILING_SUFFIX)
            ? { state: 'failed', reason: SANDBOX_FAILURE_REASON }
            : { state: 'paid', bankReference: `SBX-${item.transferId}` },
        ]),
      );
    },
  };
}
