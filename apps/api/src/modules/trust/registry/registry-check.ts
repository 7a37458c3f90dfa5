// The registry inquiry of confirmed suppliers' companies (decision 051). The `trust.registry-check` job asks the
// provider about each company whose national id (on its invoice identity, else its registration) was never asked
// about or changed since, and keeps the answer in `merchant_registry_checks`; a provider that is down leaves the
// company for the next run. An 11-digit economic code is a company's national id (the tax system's rule,
// `@bazaar/fa/economic-code`), so it counts as checked when it is the id the registry found active.
import { readEconomicCode } from '@bazaar/fa/economic-code';
import { normalizeLegalId } from '@bazaar/fa/legal-id';
import type { Database } from '../../../db/client.js';
import { type RegistryInquiry, RegistryUnavailable } from './registry-adapters.js';
import { createRegistryChecksRepo } from './registry-checks.repo.js';

const BATCH = 50;

export async function checkRegistries(db: Database, registry: RegistryInquiry, now: Date) {
  const repo = createRegistryChecksRepo(db);
  const due = await repo.due(BATCH);
  let checked = 0;
  for (const company of due) {
    const id = normalizeLegalId(company.nationalId);
    let answer: Awaited<ReturnType<RegistryInquiry['company']>> = { outcome: 'not_found' };
    // An id whose check digit is wrong is not sent: the registry has no such company.
    if (id) {
      try {
        answer = await registry.company(id);
      } catch (error) {
        if (error instanceof RegistryUnavailable) break; // asked again on the next run
        throw error;
      }
    }
    const economic = company.economicCode ? readEconomicCode(company.economicCode) : null;
    const economicCodeMatched =
      economic?.kind !== 'company' || answer.outcome !== 'active' ? null : economic.code === id ? 'yes' : 'no';
    const row = {
      provider: registry.provider,
      nationalId: company.nationalId,
      economicCode: company.economicCode,
      outcome: answer.outcome,
      registeredName: answer.outcome === 'not_found' ? null : answer.name,
      economicCodeMatched,
      checkedAt: now,
    };
    await repo.save(company.merchantId, row);
    checked += 1;
  }
  return { checked, due: due.length };
}

export { registeredNameOf } from './registry-checks.repo.js';
