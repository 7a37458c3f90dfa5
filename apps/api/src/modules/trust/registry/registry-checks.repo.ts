// The registry inquiries' rows (decisions 051, 059): which confirmed suppliers' national ids are due for an inquiry
// (new, changed, or last asked too long ago), the answer kept per supplier, the claim of the inactive answers whose
// owner is to be told, and the company's registered name for matching a bank account's holder.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { merchantRegistryChecks } from '../../../db/schema/trust.js';

export interface DueCompany {
  merchantId: number;
  nationalId: string;
  economicCode: string | null;
}

export function createRegistryChecksRepo(db: Database) {
  return {
    /**
     * Suppliers due for an inquiry: first those whose id (the invoice identity's, else the registration's) was never
     * asked about or changed since, then those whose last answer is older than `staleBefore`, oldest first.
     */
    async due(limit: number, staleBefore: Date): Promise<DueCompany[]> {
      const rows = await db.execute<{ merchant_id: number; national_id: string; economic_code: string | null }>(sql`
        select merchant_id, national_id, economic_code from (
          select m.id as merchant_id, coalesce(li.national_id, m.national_id) as national_id,
                 li.economic_code, rc.checked_at,
                 coalesce(rc.merchant_id is null
                  or rc.national_id is distinct from coalesce(li.national_id, m.national_id)
                  or rc.economic_code is distinct from li.economic_code
                  or rc.checked_at < li.updated_at, false) as changed
          from merchants m
          left join merchant_legal_identities li on li.merchant_id = m.id
          left join merchant_registry_checks rc on rc.merchant_id = m.id
          where m.status = 'confirmed' and coalesce(li.national_id, m.national_id) is not null) c
        where changed or checked_at < ${staleBefore}
        order by changed desc, checked_at asc nulls first, merchant_id
        limit ${limit}`);
      return rows.rows.map((r) => ({
        merchantId: r.merchant_id,
        nationalId: r.national_id,
        economicCode: r.economic_code,
      }));
    },
    /**
     * Keeps the answer and says what the one before it was. The notice of an inactive answer is kept while the
     * registry keeps answering so about the same id; any other answer, or another id, clears it.
     */
    async save(
      merchantId: number,
      row: Omit<typeof merchantRegistryChecks.$inferInsert, 'merchantId' | 'inactiveNoticedAt'>,
    ): Promise<{ previous: string | null }> {
      const [before] = await db
        .select({ outcome: merchantRegistryChecks.outcome, nationalId: merchantRegistryChecks.nationalId })
        .from(merchantRegistryChecks)
        .where(eq(merchantRegistryChecks.merchantId, merchantId));
      await db
        .insert(merchantRegistryChecks)
        .values({ merchantId, ...row })
        .onConflictDoUpdate({
          target: merchantRegistryChecks.merchantId,
          set: {
            ...row,
            inactiveNoticedAt: sql`case when excluded.outcome = 'inactive'
              and ${merchantRegistryChecks.outcome} = 'inactive'
              and ${merchantRegistryChecks.nationalId} = excluded.national_id
              then ${merchantRegistryChecks.inactiveNoticedAt} end`,
          },
        });
      return { previous: before && before.nationalId === row.nationalId ? before.outcome : null };
    },
    /**
     * Claims the inactive answers nobody was told about yet, so however often the job runs each is told once.
     */
    async claimInactive(at: Date): Promise<{ merchantId: number; nationalId: string }[]> {
      return db
        .update(merchantRegistryChecks)
        .set({ inactiveNoticedAt: at })
        .where(and(eq(merchantRegistryChecks.outcome, 'inactive'), isNull(merchantRegistryChecks.inactiveNoticedAt)))
        .returning({ merchantId: merchantRegistryChecks.merchantId, nationalId: merchantRegistryChecks.nationalId });
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
