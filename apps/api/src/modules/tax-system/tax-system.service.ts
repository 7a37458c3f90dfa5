// The tax system's service the routes and the module's index call, one line per use case (decision 037).
import type { TaxProfileBody, TaxSubmissionState } from '@bazaar/contracts/tax-system';
import { send, sendAfterOriginal, submission, submissions } from './submissions.js';
import { pollSubmissions, runSubmission } from './submit-job.js';
import { saveTaxProfile, taxProfile } from './tax-profile.js';
import { type Caller, createTaxSystemContext, type TaxSystemDeps } from './tax-system-context.js';

export function createTaxSystemService(deps: TaxSystemDeps) {
  const ctx = createTaxSystemContext(deps);
  return {
    taxProfile: (caller: Caller, merchantId: number) => taxProfile(ctx, caller, merchantId),
    saveTaxProfile: (caller: Caller, merchantId: number, body: TaxProfileBody) =>
      saveTaxProfile(ctx, caller, merchantId, body),
    submission: (caller: Caller, invoiceId: string) => submission(ctx, caller, invoiceId),
    send: (caller: Caller, invoiceId: string) => send(ctx, caller, invoiceId),
    submissions: (
      caller: Caller,
      merchantId: number,
      query: { page: number; pageSize: number; state?: TaxSubmissionState; invoiceIds?: string },
    ) => submissions(ctx, caller, merchantId, query),
    sendAfterOriginal: (invoiceId: string) => sendAfterOriginal(ctx, invoiceId),
    runSubmission: (invoiceId: string, attempt: number) => runSubmission(ctx, invoiceId, attempt),
    poll: () => pollSubmissions(ctx),
  };
}

export type TaxSystemService = ReturnType<typeof createTaxSystemService>;
