// The registry inquiries' rows (decision 051): which confirmed suppliers' national ids are due for an inquiry, the
// answer kept per supplier, and the company's registered name for matching a bank account's holder.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { merchantRegistryChecks } from '../../../db/schema/trust.js';

export interface DueCompany {
  merchantId: number;
  nationalId: string;
  economicCode: string | null;
}

export function createRegistryChecksRepo(db: Database) {
  return {
    /** Suppliers whose id (the invoice identity's, else the registration's) was never asked about or changed since. */
    async due(limit: number): Promise<DueCompany[]> {
      const rows = await db.execute<{ merchant_id: number; national_id: string; economic_code: string | null }>(sql`
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
        limit ${limit}`);
      return rows.rows.map((r) => ({
        merchantId: r.merchant_id,
        nationalId: r.national_id,
        economicCode: r.economic_code,
      }));
    },
    async save(merchantId: number, row: Omit<typeof merchantRegistryChecks.$inferInsert, 'merchantId'>) {
      await db
        .insert(merchantRegistryChecks)
        .values({ merchantId, ...row })
        .onConflictDoUpdate({ target: merchantRegistryChecks.merchantId, set: row });
    },
  };
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
