// What a document is made from (issue 31), read in the issuing transaction: the order and its items with the
// products' model codes and tax-system product codes, the buyer as a company or a person, the seller's legal identity (or its public
// profile while it has none), the order's money row and the plan that says when its invoice is issued.
import type { DocumentParty } from '@bazaar/contracts/paperwork-documents';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { companyOrders } from '../../db/schema/companies.js';
import { buyerCompanies, users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { merchantLegalIdentities } from '../../db/schema/paperwork.js';
import { orderMoney } from '../../db/schema/secure-payment.js';
import { tradeQuotes, tradeRequestItems, tradeRequests } from '../../db/schema/trade.js';
import { membershipPlans, merchantMemberships } from '../../db/schema/wallet.js';

export function createSourcesRepo(db: Database) {
  return {
    async order(id: number) {
      const [row] = await db.select().from(tradeRequests).where(eq(tradeRequests.id, id));
      return row;
    },
    items(orderId: number) {
      return db
        .select({
          id: tradeRequestItems.id,
          title: tradeRequestItems.productTitle,
          quantity: tradeRequestItems.quantity,
          unit: tradeRequestItems.unit,
          unitPriceRials: tradeRequestItems.unitPriceRials,
          modelCode: supplierProducts.model,
          productCode: supplierProducts.taxCode,
        })
        .from(tradeRequestItems)
        .innerJoin(supplierProducts, eq(supplierProducts.id, tradeRequestItems.productId))
        .where(eq(tradeRequestItems.tradeRequestId, orderId))
        .orderBy(asc(tradeRequestItems.sortOrder), asc(tradeRequestItems.id));
    },
    /** A company order's PO number (decision 044) as its buyer wrote it; null for a person's or an empty one. */
    async purchaseOrderNumber(orderId: number): Promise<string | null> {
      const [row] = await db
        .select({ po: companyOrders.poNumber })
        .from(companyOrders)
        .where(eq(companyOrders.tradeRequestId, orderId));
      return row?.po.trim() ? row.po : null;
    },
    async money(orderId: number) {
      const [row] = await db.select().from(orderMoney).where(eq(orderMoney.tradeRequestId, orderId));
      return row;
    },
    /** The buyer as documents print them: the company published with the order, else their profile's. */
    async buyer(userId: number, published: DocumentPartyCompany | null): Promise<DocumentParty> {
      const company =
        published ??
        (await db
          .select()
          .from(buyerCompanies)
          .where(eq(buyerCompanies.userId, userId))
          .then((r) => r[0]));
      if (company)
        return {
          kind: 'company',
          name: company.name,
          nationalId: company.nationalId,
          economicCode: company.economicCode,
          registrationNumber: company.registrationNumber,
          postalCode: company.postalCode ?? null,
          address: company.address,
          phone: company.phone ?? null,
        };
      const [person] = await db
        .select({ first: users.firstName, last: users.lastName, nationalId: users.nationalId })
        .from(users)
        .where(eq(users.id, userId));
      const name = [person?.first, person?.last].filter(Boolean).join(' ') || 'خریدار حقیقی';
      return {
        kind: 'person',
        name,
        nationalId: person?.nationalId ?? null,
        economicCode: null,
        registrationNumber: null,
        postalCode: null,
        address: null,
        phone: null,
      };
    },
    /** The seller's legal identity, or its public name, national id, address and first phone without one. */
    async seller(merchantId: number): Promise<DocumentParty> {
      const [legal] = await db
        .select()
        .from(merchantLegalIdentities)
        .where(eq(merchantLegalIdentities.merchantId, merchantId));
      if (legal)
        return {
          kind: 'company',
          name: legal.legalName,
          nationalId: legal.nationalId,
          economicCode: legal.economicCode,
          registrationNumber: legal.registrationNumber,
          postalCode: legal.postalCode,
          address: legal.address,
          phone: legal.phone,
        };
      const [m] = await db
        .select({
          name: merchants.name,
          nationalId: merchants.nationalId,
          address: merchants.address,
          phones: merchants.phones,
        })
        .from(merchants)
        .where(eq(merchants.id, merchantId));
      return {
        kind: 'company',
        name: m?.name ?? '',
        nationalId: m?.nationalId ?? null,
        economicCode: null,
        registrationNumber: null,
        postalCode: null,
        address: m?.address ?? null,
        phone: m?.phones[0] ?? null,
      };
    },
    /** The quote a merchant sent on a request (one per merchant and request, decision 023). */
    async quoteIdOf(requestId: number, merchantId: number) {
      const [row] = await db
        .select({ id: tradeQuotes.id })
        .from(tradeQuotes)
        .where(and(eq(tradeQuotes.tradeRequestId, requestId), eq(tradeQuotes.merchantId, merchantId)));
      return row?.id;
    },
    /** A quote's merchant, its request and the request's buyer: who may read its proforma. */
    async quoteParties(quoteId: number) {
      const [row] = await db
        .select({
          merchantId: tradeQuotes.merchantId,
          orderId: tradeQuotes.tradeRequestId,
          buyer: tradeRequests.buyerUserId,
        })
        .from(tradeQuotes)
        .innerJoin(tradeRequests, eq(tradeRequests.id, tradeQuotes.tradeRequestId))
        .where(eq(tradeQuotes.id, quoteId));
      return row;
    },
    /** When the merchant's current plan issues invoices: 'paid' (the default and the base plan's) or 'delivered'. */
    async invoiceOn(merchantId: number, now: Date): Promise<'paid' | 'delivered'> {
      const [current] = await db
        .select({ invoiceOn: membershipPlans.invoiceOn })
        .from(merchantMemberships)
        .innerJoin(membershipPlans, eq(membershipPlans.id, merchantMemberships.planId))
        .where(and(eq(merchantMemberships.merchantId, merchantId), gt(merchantMemberships.expiresAt, now)))
        .orderBy(desc(merchantMemberships.expiresAt))
        .limit(1);
      if (current) return current.invoiceOn;
      const [base] = await db
        .select({ invoiceOn: membershipPlans.invoiceOn })
        .from(membershipPlans)
        .where(sql`${membershipPlans.isBase}`);
      return base?.invoiceOn ?? 'paid';
    },
  };
}

type DocumentPartyCompany = {
  name: string;
  nationalId: string;
  economicCode: string | null;
  registrationNumber: string | null;
  address: string;
  postalCode?: string | null;
  phone?: string | null;
};
export type SourcesRepo = ReturnType<typeof createSourcesRepo>;
