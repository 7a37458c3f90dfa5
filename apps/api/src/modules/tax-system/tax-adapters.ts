// The tax systems behind one interface (decision 042): `send` hands the signed invoice to the system, which
// answers with a reference number (taken, verdict later) or refuses it at once; `inquire` asks about a sent one.
// A system that cannot be reached, times out or answers 5xx throws `TaxSystemUnavailable`: the job retries. The
// built-in sandbox is offline and deterministic: it checks the signature against the certificate the packet
// carries and the invoice's fields (invoice-rules.ts), accepts what passes and rejects the rest with its reasons;
// the buyer's answer is simulated with `answerAsBuyer`.
import type { KeyObject } from 'node:crypto';
import type { TaxReason, TaxSystemKind } from '@bazaar/contracts/tax-system';
import type { MoadianInvoice } from './invoice-json.js';
import { invoiceProblems } from './invoice-rules.js';
import { verifyJws } from './jws.js';

/** The seller's credentials for one call: its memory id (the system's client id), key and certificate. */
export interface TaxCredentials {
  memoryId: string;
  privateKey: KeyObject;
  certificatePem: string;
}

export interface OutgoingInvoice {
  taxId: string;
  /** The invoice signed with the seller's key (compact JWS). */
  jws: string;
}

export type SendOutcome = { taken: true; referenceNumber: string } | { taken: false; reasons: TaxReason[] };

export type TaxVerdict =
  | { state: 'pending' }
  | { state: 'accepted' }
  | { state: 'rejected'; reasons: TaxReason[] }
  | { state: 'buyer_accepted' }
  | { state: 'buyer_rejected'; reasons: TaxReason[] };

export interface TaxSystemAdapter {
  kind: TaxSystemKind;
  send(invoice: OutgoingInvoice, credentials: TaxCredentials): Promise<SendOutcome>;
  inquire(item: { referenceNumber: string; taxId: string }, credentials: TaxCredentials): Promise<TaxVerdict>;
}

export class TaxSystemUnavailable extends Error {}

export interface SandboxTaxSystem extends TaxSystemAdapter {
  /** The buyer's answer to an accepted invoice, as the buyer would give it in the system (demo and tests). */
  answerAsBuyer(taxId: string, answer: 'accept' | 'reject', reason?: string): void;
}

export function createSandboxTaxSystem(): SandboxTaxSystem {
  const verdicts = new Map<string, TaxVerdict>();
  const buyers = new Map<string, TaxVerdict>();
  return {
    kind: 'sandbox',
    async send(invoice, credentials) {
      const verified = verifyJws(invoice.jws);
      if (!verified)
        return {
          taken: false,
          reasons: [{ code: 'signature', message: 'امضای صورتحساب با گواهی آن تأیید نشد (signature is not valid)' }],
        };
      const referenceNumber = `SBX-${invoice.taxId}`;
      const problems = invoiceProblems(verified.payload as MoadianInvoice, credentials.memoryId);
      verdicts.set(referenceNumber, problems.length ? { state: 'rejected', reasons: problems } : { state: 'accepted' });
      return { taken: true, referenceNumber };
    },
    async inquire(item) {
      const verdict = verdicts.get(item.referenceNumber);
      // A reference this sandbox never saw (the process restarted): the sandbox's verdicts are deterministic,
      // so an unknown one was an accepted invoice whose answer was already read.
      if (!verdict) return buyers.get(item.taxId) ?? { state: 'accepted' };
      if (verdict.state === 'accepted') return buyers.get(item.taxId) ?? verdict;
      return verdict;
    },
    answerAsBuyer(taxId, answer, reason) {
      buyers.set(
        taxId,
        answer === 'accept'
          ? { state: 'buyer_accepted' }
          : { state: 'buyer_rejected', reasons: [{ code: 'buyer', message: reason ?? 'خریدار صورتحساب را رد کرد.' }] },
      );
    },
  };
}
