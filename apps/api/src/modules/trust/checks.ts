// A supplier's «what was checked and when» (issue 32, decision 043): only what the site itself checked — staff's
// confirmation of the registration, the owner's mobile by one-time code at sign-up, the check digits of the
// company's national id and economic code (`@bazaar/fa`), or instead the registry inquiry that found the company
// active (decision 051; neither, once it holds the company as dissolved or unknown: decision 059), a bank account
// registered by شبا, or instead one whose holder the شبا inquiry found to be the company, and the certificates staff
// approved that have not expired.
import type { VerificationChecks } from '@bazaar/contracts/trust-certificates';
import { readEconomicCode } from '@bazaar/fa/economic-code';
import { normalizeLegalId } from '@bazaar/fa/legal-id';
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import { tehranDay } from './certificates.js';
import { createChecksRepo } from './checks.repo.js';

export interface ChecksDeps {
  db: Database;
  access: Pick<MerchantAccess, 'owners'>;
  now: () => Date;
}

export async function supplierChecks(deps: ChecksDeps, merchantId: number): Promise<VerificationChecks> {
  const repo = createChecksRepo(deps.db);
  const merchant = await repo.merchant(merchantId);
  if (!merchant) throw new AppError('NOT_FOUND', { detail: 'تأمین‌کنندهٔ مورد نظر یافت نشد.' });
  const checks: VerificationChecks = [];
  const add = (check: VerificationChecks[number]['check'], at: Date | null | undefined, count?: number) => {
    if (at) checks.push({ check, at: at.toISOString(), ...(count === undefined ? {} : { count }) });
  };
  if (merchant.level !== 'none') add('registration', merchant.verifiedAt);
  const owner = (await deps.access.owners([merchantId])).get(merchantId);
  if (owner !== undefined) add('mobile', await repo.signedUpAt(owner));
  const identity = await repo.legalIdentity(merchantId);
  const registry = await repo.registry(merchantId);
  // The registry's answer counts only for the id and code the company shows now, not ones it has since changed.
  const nationalId = identity?.nationalId ?? merchant.nationalId;
  const answered = registry && registry.nationalId === nationalId ? registry : undefined;
  const inquired = answered?.outcome === 'active' ? answered : undefined;
  // The registry holds the company it shows as dissolved or has no such company (decision 059): its check digit
  // proves nothing worth listing, and «without an inquiry» would be untrue. Nor does the 11-digit economic code
  // that is this same id.
  const refuted = answered !== undefined && !inquired;
  if (inquired) add('legalIdRegistry', inquired.checkedAt);
  else if (!refuted) {
    if (identity && normalizeLegalId(identity.nationalId)) add('legalId', identity.at);
    else if (merchant.nationalId && normalizeLegalId(merchant.nationalId)) add('legalId', merchant.registeredAt);
  }
  const economic = identity?.economicCode ? readEconomicCode(identity.economicCode) : null;
  if (inquired?.economicCodeMatched === 'yes' && inquired.economicCode === identity?.economicCode)
    add('economicCodeRegistry', inquired.checkedAt);
  else if (
    identity &&
    economic?.kind === 'company' &&
    !(refuted && economic.code === normalizeLegalId(nationalId ?? ''))
  )
    add('economicCode', identity.at);
  const holderMatched = await repo.holderMatchedSince(merchantId);
  if (holderMatched) add('bankAccountHolder', holderMatched);
  else add('bankAccount', await repo.bankAccountSince(merchantId));
  const certificates = await repo.certificates(merchantId, tehranDay(deps.now()));
  if (certificates.count > 0) add('certificates', certificates.at, certificates.count);
  return checks;
}
