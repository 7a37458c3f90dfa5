// Reads and writes of listing reports (decision 034): one open report per person and listing (a partial
// unique index), staff's queue grouped by listing, and the resolution that closes a listing's open reports.
import type { ListingReportReason, ListingReportState, StaffReportedListing } from '@bazaar/contracts/listing-reports';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { offsetOf, toPage } from '../../db/paging.js';
import { listingReports, supplierProducts } from '../../db/schema/catalog.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';

const personName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

export function createListingReportsRepo(db: Database) {
  /** Each listing's reports of `state`, in the order of `productIds`. */
  async function groups(state: ListingReportState, productIds: number[]): Promise<StaffReportedListing[]> {
    if (!productIds.length) return [];
    const products = await db
      .select({
        id: supplierProducts.id,
        title: supplierProducts.title,
        slug: supplierProducts.slug,
        status: supplierProducts.status,
        merchantId: merchants.id,
        merchantName: merchants.name,
      })
      .from(supplierProducts)
      .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
      .where(inArray(supplierProducts.id, productIds));
    const reports = await db
      .select({
        id: listingReports.id,
        productId: listingReports.productId,
        reason: listingReports.reason,
        text: listingReports.text,
        createdAt: listingReports.createdAt,
        userId: users.id,
        phone: users.phone,
        name: personName,
        resolvedAt: listingReports.resolvedAt,
        resolvedBy: listingReports.resolvedBy,
        resolutionNote: listingReports.resolutionNote,
      })
      .from(listingReports)
      .innerJoin(users, eq(users.id, listingReports.reporterUserId))
      .where(and(eq(listingReports.state, state), inArray(listingReports.productId, productIds)))
      .orderBy(desc(listingReports.createdAt), desc(listingReports.id));
    const staffIds = [...new Set(reports.map((r) => r.resolvedBy).filter((id): id is number => id !== null))];
    const staff = staffIds.length
      ? await db
          .select({ id: users.id, name: personName, phone: users.phone })
          .from(users)
          .where(inArray(users.id, staffIds))
      : [];
    return productIds.flatMap((productId) => {
      const product = products.find((p) => p.id === productId);
      const own = reports.filter((r) => r.productId === productId);
      const first = own[0];
      if (!product || !first) return [];
      const counts = new Map<ListingReportReason, number>();
      for (const r of own) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
      const resolved = own
        .filter((r) => r.resolvedAt)
        .sort((a, b) => (b.resolvedAt?.getTime() ?? 0) - (a.resolvedAt?.getTime() ?? 0))[0];
      const by = staff.find((s) => s.id === resolved?.resolvedBy);
      return [
        {
          product: {
            id: product.id,
            title: product.title,
            slug: product.slug,
            status: product.status,
            merchant: { id: product.merchantId, name: product.merchantName },
          },
          state,
          count: own.length,
          reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
          latestAt: first.createdAt.toISOString(),
          reports: own.map((r) => ({
            id: r.id,
            reason: r.reason,
            text: r.text,
            reporter: { userId: r.userId, name: r.name, phone: r.phone },
            createdAt: r.createdAt.toISOString(),
          })),
          resolution: resolved?.resolvedAt
            ? {
                note: resolved.resolutionNote ?? '',
                at: resolved.resolvedAt.toISOString(),
                staffName: by ? by.name || by.phone : '',
              }
            : null,
        },
      ];
    });
  }

  return {
    /** A product as the public sees it (published, of a confirmed merchant), or undefined. */
    async publicProduct(id: number) {
      const [row] = await db
        .select({ id: supplierProducts.id, merchantId: supplierProducts.merchantId, title: supplierProducts.title })
        .from(supplierProducts)
        .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
        .where(
          and(eq(supplierProducts.id, id), eq(supplierProducts.status, 'published'), eq(merchants.status, 'confirmed')),
        );
      return row;
    },

    /** Any product, whatever its state (staff act on reported ones). */
    async product(id: number) {
      const [row] = await db
        .select({ id: supplierProducts.id, title: supplierProducts.title, status: supplierProducts.status })
        .from(supplierProducts)
        .where(eq(supplierProducts.id, id));
      return row;
    },

    /** Files the report, or rewrites the person's open report of the listing; `updated` tells which. */
    async upsertOpen(productId: number, userId: number, reason: ListingReportReason, text: string) {
      const [row] = await db
        .insert(listingReports)
        .values({ productId, reporterUserId: userId, reason, text })
        .onConflictDoUpdate({
          target: [listingReports.productId, listingReports.reporterUserId],
          targetWhere: sql`${listingReports.state} = 'open'`,
          set: { reason, text, updatedAt: sql`now()` },
        })
        .returning({ id: listingReports.id, updated: sql<boolean>`(xmax <> 0)` });
      if (!row) throw new Error('listing report not stored');
      return { id: row.id, updated: Boolean(row.updated) };
    },

    /** Closes every open report of the listing; answers how many were open. */
    async resolve(productId: number, state: Exclude<ListingReportState, 'open'>, staffUserId: number, note: string) {
      const rows = await db
        .update(listingReports)
        .set({ state, resolvedAt: sql`now()`, resolvedBy: staffUserId, resolutionNote: note, updatedAt: sql`now()` })
        .where(and(eq(listingReports.productId, productId), eq(listingReports.state, 'open')))
        .returning({ id: listingReports.id });
      return rows.length;
    },

    /** Off the site: a published listing goes back to draft; the reason stays for its supplier. */
    async unpublish(productId: number, reason: string) {
      await db
        .update(supplierProducts)
        .set({
          status: sql`case when ${supplierProducts.status} = 'published' then 'draft'::product_status else ${supplierProducts.status} end`,
          moderationReason: reason,
          moderatedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(supplierProducts.id, productId));
    },

    /** Staff's queue: listings with reports of `state`, the newest report first, each with its reports. */
    queue(state: ListingReportState, page: number, pageSize: number) {
      const latest = sql<Date>`max(${listingReports.createdAt})`;
      return toPage(
        db
          .select({ productId: listingReports.productId, latest })
          .from(listingReports)
          .where(eq(listingReports.state, state))
          .groupBy(listingReports.productId)
          .orderBy(desc(latest), desc(listingReports.productId))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db
          .select({ n: sql<number>`count(distinct ${listingReports.productId})::int` })
          .from(listingReports)
          .where(eq(listingReports.state, state)),
        page,
        pageSize,
        (rows) =>
          groups(
            state,
            rows.map((g) => g.productId),
          ),
      );
    },
  };
}

export type ListingReportsRepo = ReturnType<typeof createListingReportsRepo>;
