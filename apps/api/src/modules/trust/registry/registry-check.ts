// The registry inquiry of confirmed suppliers' companies (decision 051). The `trust.registry-check` job asks the
// provider about each company whose national id (on its invoice identity, else its registration) was never asked
// about or changed since, and keeps the answer in `merchant_registry_checks`; a provider that is down leaves the
// company for the next run. An 11-digit economic code is a company's national id (the tax system's rule,
// `@bazaar/fa/economic-code`), so it counts as checked when it is the id the registry found active.
import { readEconomicCode } from '@bazaar/fa/economic-code';
import { normalizeLegalId } from '@bazaar/fa/legal-id';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { merchantRegistryChecks } from '../../../db/schema/trust.js';
import { type RegistryInquiry, RegistryUnavailable } from './registry-adapters.js';

const BATCH = 50;

interface Due {
  merchantId: number;
  nationalId: string;
  economicCode: string | null;
}

export async function checkRegistries(db: Database, registry: RegistryInquiry, now: Date) {
  const due = (
    await db.execute<{ merchant_id: number; national_id: string; economic_code: string | null }>(sql`
      select m.id as merchant_id, coalesce(li.national_id, m.national_id) as national_id,
             li.economic_code
      from merchants m
      left join merchant_legal_identities li on li.merchant_id = m.id
      left join merchant_registry_checks rc on rc.merchant_id = m.id
      where m.status = 'confirmed' and coalesce(li.national_id, m.national_id) is not null
        and (rc.merchant_id is null
             or rc.national_id is distinct from coalesce(li.national_id, m.national_id)
             or rc.economic_code is distinct from li.economic_code
             or rc.checked_at < li.updated_at)
      order by m.id
      limit ${BATCH}`)
  ).rows.map((r): Due => ({ merchantId: r.merchant_id, nationalId: r.national_id, economicCode: r.economic_code }));
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
      economic?.kind !== 'company' || answer.outcome !== 'active'
        ? null
        : economic.code === id
          ? 'yes'
          : 'no';
    const row = {
      provider: registry.provider,
      nationalId: company.nationalId,
      economicCode: company.economicCode,
      outcome: answer.outcome,
      registeredName: answer.outcome === 'not_found' ? null : answer.name,
      economicCodeMatched,
      checkedAt: now,
    };
    await db
      .insert(merchantRegistryChecks)
      .values({ merchantId: company.merchantId, ...row })
      .onConflictDoUpdate({ target: merchantRegistryChecks.merchantId, set: row });
    checked += 1;
  }
  return { checked, due: due.length };
}

/**
 * The company's registered name, for matching a bank account's holder: the registry's, when it found the company
 * active; else the legal name on its invoice identity; else the name it registered with on the site.
 */
export async function registeredNameOf(db: Database, merchantId: number): Promise<string | null> {
  const [row] = (
    await db.execute<{ name: string | null }>(sql`
      select coalesce(
        (select rc.registered_name from merchant_registry_checks rc
         where rc.merchant_id = m.id and rc.outcome = 'active'),
        (select li.legal_name from merchant_legal_identities li where li.merchant_id = m.id),
        m.name) as name
      from merchants m where m.id = ${merchantId}`)
  ).rows;
  return row?.name ?? null;
}
