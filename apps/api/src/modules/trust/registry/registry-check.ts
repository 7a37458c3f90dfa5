// The registry inquiry of confirmed suppliers' companies (decisions 051, 059). The `trust.registry-check` job asks the
// provider about each company whose national id (on its invoice identity, else its registration) was never asked
// about or changed since, then about those whose last answer is older than REGISTRY_RECHECK_DAYS, oldest first, at
// most BATCH a run; it keeps the answer in `merchant_registry_checks`. A provider that is down leaves the rest for the
// next run. An 11-digit economic code is a company's national id (the tax system's rule, `@bazaar/fa/economic-code`),
// so it counts as checked when it is the id the registry found active. An answer that differs from the one before
// re-measures the trust scores (the registry term, decision 059), and the owner of a company the registry now holds
// as inactive is texted once.
import { readEconomicCode } from '@bazaar/fa/economic-code';
import { normalizeLegalId } from '@bazaar/fa/legal-id';
import type { Database } from '../../../db/client.js';
import { type RegistryInquiry, RegistryUnavailable } from './registry-adapters.js';
import { createRegistryChecksRepo } from './registry-checks.repo.js';

/** Companies asked about per run: the job runs every REGISTRY_CHECK_MS, so a run stays short whatever the backlog. */
export const REGISTRY_BATCH = 50;
const DAY_MS = 86_400_000;

export async function checkRegistries(db: Database, registry: RegistryInquiry, now: Date, recheckDays = 90) {
  const repo = createRegistryChecksRepo(db);
  const due = await repo.due(REGISTRY_BATCH, new Date(now.getTime() - recheckDays * DAY_MS));
  let checked = 0;
  let changed = 0;
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
    const { previous } = await repo.save(company.merchantId, row);
    if (previous !== row.outcome) changed += 1;
    checked += 1;
  }
  return { checked, due: due.length, changed };
}

export interface RegistryJobDeps {
  db: Database;
  registry: RegistryInquiry;
  recheckDays: number;
  /** Texts the merchant's owner (the `sms` offer through customers' `merchantAccess.owners`). */
  tell(merchantId: number, text: string): Promise<void>;
  /** The trust job: the registry term of the score and the listings' copy of it follow the new answers. */
  rescore(): Promise<unknown>;
}

export const inactiveNotice = (nationalId: string) =>
  `بازار صنعت: در استعلام از ثبت شرکت‌ها، شرکت با شناسهٔ ملی ${nationalId} فعال نیست (منحل یا از ثبت خارج شده است) ` +
  'و شناسهٔ ملی از فهرست «آنچه بررسی شده» صفحهٔ شما برداشته شد. اگر شناسهٔ ملی شرکت شما چیز دیگری است، آن را در ' +
  '«مشخصات ثبتی فروشنده» اصلاح کنید تا دوباره استعلام شود.';

/** One run of `trust.registry-check`: ask, re-measure when an answer changed, tell owners of inactive companies. */
export async function runRegistryJob(deps: RegistryJobDeps, now: Date) {
  const result = await checkRegistries(deps.db, deps.registry, now, deps.recheckDays);
  if (result.changed > 0) await deps.rescore();
  // Claimed before texting: however often the job runs, an inactive answer is told once.
  const told = await createRegistryChecksRepo(deps.db).claimInactive(now);
  for (const { merchantId, nationalId } of told) await deps.tell(merchantId, inactiveNotice(nationalId));
  return { ...result, told: told.length };
}

export { registeredNameOf } from './registry-checks.repo.js';
