// یوآیدی's inquiry API (decision 051 records it as documented at u-id.net): every call is a POST of JSON carrying
// the business id and token in `requestContext.apiInfo`; an answer carries `responseContext.status.code`, 0 for
// success. `inquiry/company` takes a company's national id (`legalId`) and answers its registered name, number
// and `activityEndDate` (set once the company ended); `inquiry/iban/v2` takes a شبا (`iban`) and answers
// `accountBasicInformation.owners`, each with a first and last name.
import type { CompanyAnswer, IbanAnswer, RegistryInquiry } from './registry-adapters.js';
import { RegistryUnavailable } from './registry-adapters.js';

export interface UidOptions {
  baseUrl: string;
  businessId: string;
  businessToken: string;
  timeoutMs: number;
}

type Status = { responseContext?: { status?: { code?: number; message?: string } } };
type Company = Status & {
  name?: string | null;
  registerNumber?: string | number | null;
  activityEndDate?: string | null;
};
type Iban = Status & {
  accountBasicInformation?: { owners?: { firstName?: string | null; lastName?: string | null }[] | null } | null;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function createUidRegistry(options: UidOptions): RegistryInquiry {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call<T extends Status>(path: string, fields: Record<string, string>): Promise<T | null> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json;charset=UTF-8' },
      body: JSON.stringify({
        requestContext: { apiInfo: { businessId: options.businessId, businessToken: options.businessToken } },
        ...fields,
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    }).catch((cause: unknown) => {
      throw new RegistryUnavailable('uID unreachable', { cause });
    });
    // A server error, or credentials it refuses: nothing is known about the company or the account.
    if (response.status >= 500 || response.status === 401 || response.status === 403 || response.status === 429)
      throw new RegistryUnavailable(`uID answered ${response.status}`);
    const body = (await response.json().catch(() => null)) as T | null;
    if (!body) throw new RegistryUnavailable(`uID answered ${response.status} without JSON`);
    // Any other refusal (an unknown id, an invalid شبا) is a negative answer: the check is not passed.
    if (response.status >= 400 || (body.responseContext?.status?.code ?? 0) !== 0) return null;
    return body;
  }

  return {
    provider: 'uid',
    async company(nationalId): Promise<CompanyAnswer> {
      const body = await call<Company>('/inquiry/company', { legalId: nationalId });
      const name = text(body?.name);
      if (!body || !name) return { outcome: 'not_found' };
      const number = body.registerNumber == null ? null : String(body.registerNumber);
      return { outcome: text(body.activityEndDate) ? 'inactive' : 'active', name, registrationNumber: number };
    },
    async iban(sheba): Promise<IbanAnswer> {
      const body = await call<Iban>('/inquiry/iban/v2', { iban: sheba });
      const owners = (body?.accountBasicInformation?.owners ?? [])
        .map((o) => [text(o.firstName), text(o.lastName)].filter(Boolean).join(' '))
        .filter((name) => name.length > 0);
      return owners.length ? { found: true, owners } : { found: false };
    },
  };
}
