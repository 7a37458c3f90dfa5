// Certificates' rows (decision 043, «verification that is checked»): a supplier's submissions, staff's review,
// the public list of approved unexpired ones, and the daily job's claim of those about to expire.
import type { CertificateStatus } from '@bazaar/contracts/trust-certificates';
import { and, asc, count, desc, eq, getTableColumns, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { merchantCertificates as certs } from '../../db/schema/trust.js';

export type CertificateRow = typeof certs.$inferSelect & { merchantName: string };
const columns = { ...getTableColumns(certs), merchantName: merchants.name };

export function createCertificatesRepo(db: Database) {
  const select = () => db.select(columns).from(certs).innerJoin(merchants, eq(merchants.id, certs.merchantId));
  return {
    async insert(values: typeof certs.$inferInsert) {
      const [row] = await db.insert(certs).values(values).returning({ id: certs.id });
      return row?.id ?? 0;
    },
    async byId(id: number): Promise<CertificateRow | undefined> {
      return (await select().where(eq(certs.id, id)))[0];
    },
    ofMerchant: (merchantId: number): Promise<CertificateRow[]> =>
      select().where(eq(certs.merchantId, merchantId)).orderBy(desc(certs.createdAt), desc(certs.id)),
    /** Approved and not expired on `today` (a certificate is valid through its expiry date). */
    counting: (merchantId: number, today: string): Promise<CertificateRow[]> =>
      select()
        .where(and(eq(certs.merchantId, merchantId), eq(certs.status, 'approved'), gte(certs.expiresOn, today)))
        .orderBy(asc(certs.expiresOn)),
    async staffPage(q: { status?: CertificateStatus; page: number; pageSize: number }) {
      const where = q.status ? eq(certs.status, q.status) : undefined;
      const pendingFirst = sql`case when ${certs.status} = 'pending' then 0 else 1 end`;
      const items = await select()
        .where(where)
        .orderBy(pendingFirst, asc(certs.createdAt), asc(certs.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      const [total] = await db.select({ n: count() }).from(certs).where(where);
      return { items, total: total?.n ?? 0 };
    },
    /** Decides a pending certificate; false when it was already decided (the first decision stands). */
    async decide(id: number, set: { status: CertificateStatus; refusalReason: string | null; by: number; at: Date }) {
      const rows = await db
        .update(certs)
        .set({ status: set.status, refusalReason: set.refusalReason, reviewedAt: set.at, reviewedByUserId: set.by })
        .where(and(eq(certs.id, id), eq(certs.status, 'pending')))
        .returning({ id: certs.id });
      return rows.length > 0;
    },
    /**
     * Claims the approved certificates that expire between `today` and `until` and were not yet noticed: the
     * claim and the mark are one statement, so each certificate is claimed once however often the job runs.
     */
    claimExpiring: (today: string, until: string, at: Date) =>
      db
        .update(certs)
        .set({ expiryNoticedAt: at })
        .where(
          and(
            eq(certs.status, 'approved'),
            isNull(certs.expiryNoticedAt),
            gte(certs.expiresOn, today),
            lte(certs.expiresOn, until),
          ),
        )
        .returning({
          id: certs.id,
          merchantId: certs.merchantId,
          kind: certs.kind,
          title: certs.title,
          number: certs.number,
          expiresOn: certs.expiresOn,
        }),
    /** The mobile of the merchant's owner: they are told about its certificates. */
    async phoneOf(userId: number): Promise<string | undefined> {
      const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
      return row?.phone;
    },
  };
}
export type CertificatesRepo = ReturnType<typeof createCertificatesRepo>;
