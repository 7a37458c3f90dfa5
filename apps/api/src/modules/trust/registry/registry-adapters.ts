// Registry inquiries behind one interface (decision 051): a company's national id (شناسه ملی) at the companies'
// registry, and the holders of a شبا account at its bank. The provider is chosen by REGISTRY_PROVIDER; the
// built-in sandbox is offline and deterministic, with documented answers for the cases tests and demos need.
import { normalizeLegalId } from '@bazaar/fa/legal-id';

export type RegistryProvider = 'sandbox' | 'uid';

/** What the registry holds of a company: active, dissolved or struck off, or no such id. */
export type CompanyAnswer =
  | { outcome: 'active' | 'inactive'; name: string | null; registrationNumber: string | null }
  | { outcome: 'not_found' };

/** The holders the bank gave for an account, as written there, or no such account. */
export type IbanAnswer = { found: true; owners: string[] } | { found: false };

export interface RegistryInquiry {
  provider: RegistryProvider;
  company(nationalId: string): Promise<CompanyAnswer>;
  /** `sandboxHolder`: the holder the sandbox answers (the company's own name); a real provider ignores it. */
  iban(sheba: string, sandboxHolder: string): Promise<IbanAnswer>;
}

/** The provider could not be reached or failed: the inquiry is asked again on the job's next run. */
export class RegistryUnavailable extends Error {}

/** The sandbox's documented answers: ids and شبا numbers whose digits before the last end in these. */
export const SANDBOX_DISSOLVED_SUFFIX = '999';
export const SANDBOX_UNKNOWN_SUFFIX = '000';
export const SANDBOX_OTHER_HOLDER_SUFFIX = '8888';
export const SANDBOX_OTHER_HOLDER = 'محمد رضایی';

/**
 * Built in and offline: a valid national id is an active company, except those whose three digits before the
 * check digit are 999 (dissolved) or 000 (not registered); the sandbox knows no names. A شبا account is held by
 * the company asked about, except one ending in 8888, held by «محمد رضایی» (a person, not the company).
 */
export function createSandboxRegistry(): RegistryInquiry {
  return {
    provider: 'sandbox',
    async company(nationalId) {
      const id = normalizeLegalId(nationalId);
      const body = id?.slice(7, 10);
      if (!id || body === SANDBOX_UNKNOWN_SUFFIX) return { outcome: 'not_found' };
      return {
        outcome: body === SANDBOX_DISSOLVED_SUFFIX ? 'inactive' : 'active',
        name: null,
        registrationNumber: null,
      };
    },
    async iban(sheba, sandboxHolder) {
      return {
        found: true,
        owners: [sheba.endsWith(SANDBOX_OTHER_HOLDER_SUFFIX) ? SANDBOX_OTHER_HOLDER : sandboxHolder],
      };
    },
  };
}
