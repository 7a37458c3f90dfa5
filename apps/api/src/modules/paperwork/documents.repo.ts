// The documents and their series (issue 31). `nextSerial` is the only way a number is given: it takes the
// counter row's lock in the caller's transaction, which the document's insert shares, so numbers are
// consecutive per seller, kind and Jalali year and a rolled-back issue gives its number back.
import type { DocumentKind, InvoiceType } from '@bazaar/contracts/paperwork-documents';
import { and, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documentCounters, tradeDocuments } from '../../db/schema/paperwork.js';

export type DocumentRow = typeof tradeDocuments.$inferSelect;
export type NewDocument = Omit<typeof tradeDocuments.$inferInsert, 'id' | 'serial' | 'number'>;

export interface InvoiceFilter {
  merchantId?: number;
  buyerUserId?: number;
  invoiceType?: InvoiceType;
  from?: Date;
  to?: Date;
}

/** PF-1405-000012 for a proforma, 1405-000003 for an invoice (the tax system's serial is the number). */
export const documentNumber = (kind: DocumentKind, year: number, serial: number) =>
  `${kind === 'proforma' ? 'PF-' : ''}${year}-${String(serial).padStart(6, '0')}`;

export function createDocumentsRepo(db: Database) {
  const filterOf = (f: InvoiceFilter): SQL | undefined =>
    and(
      eq(tradeDocuments.kind, 'invoice'),
      f.merchantId === undefined ? undefined : eq(tradeDocuments.merchantId, f.merchantId),
      f.buyerUserId === undefined ? undefined : eq(tradeDocuments.buyerUserId, f.buyerUserId),
      f.invoiceType ? eq(tradeDocuments.invoiceType, f.invoiceType) : undefined,
      f.from ? gte(tradeDocuments.issuedAt, f.from) : undefined,
      f.to ? lt(tradeDocuments.issuedAt, f.to) : undefined,
    );
  return {
    /** The next number of the seller's series: locks the counter row until the caller's transaction ends. */
    async nextSerial(merchantId: number, kind: DocumentKind, jalaliYear: number): Promise<number> {
      const [row] = await db
        .insert(documentCounters)
        .values({ merchantId, kind, jalaliYear, lastSerial: 1 })
        .onConflictDoUpdate({
          target: [documentCounters.merchantId, documentCounters.kind, documentCounters.jalaliYear],
          set: { lastSerial: sql`${documentCounters.lastSerial} + 1` },
        })
        .returning({ serial: documentCounters.lastSerial });
      if (!row) throw new Error('document counter not returned');
      return row.serial;
    },
    async insert(doc: NewDocument, serial: number): Promise<DocumentRow> {
      const [row] = await db
        .insert(tradeDocuments)
        .values({ ...doc, serial, number: documentNumber(doc.kind, doc.jalaliYear, serial) })
        .returning();
      if (!row) throw new Error('document not inserted');
      return row;
    },
    async bySource(sourceKey: string) {
      const [row] = await db.select().from(tradeDocuments).where(eq(tradeDocuments.sourceKey, sourceKey));
      return row;
    },
    async byId(id: number) {
      const [row] = await db.select().from(tradeDocuments).where(eq(tradeDocuments.id, id));
      return row;
    },
    /** The document under a row lock (a correction queues behind another of the same invoice). */
    async byIdForUpdate(id: number) {
      const [row] = await db.select().from(tradeDocuments).where(eq(tradeDocuments.id, id)).for('update');
      return row;
    },
    /** The order's original invoice under a row lock (a seller's own correction of it queues behind). */
    async originalOfOrderForUpdate(orderId: number) {
      const [row] = await db
        .select()
        .from(tradeDocuments)
        .where(
          and(
            eq(tradeDocuments.kind, 'invoice'),
            eq(tradeDocuments.invoiceType, 'original'),
            eq(tradeDocuments.tradeRequestId, orderId),
          ),
        )
        .for('update');
      return row;
    },
    async numberOf(id: number) {
      const [row] = await db
        .select({ number: tradeDocuments.number })
        .from(tradeDocuments)
        .where(eq(tradeDocuments.id, id));
      return row?.number ?? null;
    },
    /** The newest proforma of an order (quoteId null: the supplier's confirmation) or of one quote. */
    async latestProforma(orderId: number, quoteId: number | null) {
      const [row] = await db
        .select()
        .from(tradeDocuments)
        .where(
          and(
            eq(tradeDocuments.kind, 'proforma'),
            eq(tradeDocuments.tradeRequestId, orderId),
            quoteId === null ? isNull(tradeDocuments.quoteId) : eq(tradeDocuments.quoteId, quoteId),
          ),
        )
        .orderBy(desc(tradeDocuments.id))
        .limit(1);
      return row;
    },
    /** The newest proforma of an order from its supplier, a quote's included (an accepted quote's order). */
    async latestProformaFrom(orderId: number, merchantId: number) {
      const [row] = await db
        .select()
        .from(tradeDocuments)
        .where(
          and(
            eq(tradeDocuments.kind, 'proforma'),
            eq(tradeDocuments.tradeRequestId, orderId),
            eq(tradeDocuments.merchantId, merchantId),
          ),
        )
        .orderBy(desc(tradeDocuments.id))
        .limit(1);
      return row;
    },
    corrections(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({
          id: tradeDocuments.id,
          number: tradeDocuments.number,
          invoiceType: tradeDocuments.invoiceType,
          referencesDocumentId: tradeDocuments.referencesDocumentId,
        })
        .from(tradeDocuments)
        .where(inArray(tradeDocuments.referencesDocumentId, ids))
        .orderBy(desc(tradeDocuments.id));
    },
    async invoices(f: InvoiceFilter, page: { page: number; pageSize: number } | null) {
      const where = filterOf(f);
      const query = db
        .select()
        .from(tradeDocuments)
        .where(where)
        .orderBy(desc(tradeDocuments.issuedAt), desc(tradeDocuments.id));
      const rows = page ? await query.limit(page.pageSize).offset((page.page - 1) * page.pageSize) : await query;
      const [total] = await db.select({ n: count() }).from(tradeDocuments).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;
