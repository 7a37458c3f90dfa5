// Loads the deterministic Persian demo data, domain by domain, in one transaction.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { categories } from '../schema/categories.js';
import { tradeDocuments } from '../schema/paperwork.js';
import { seedDemoAccounts } from './accounts.js';
import { seedCatalog } from './catalog.js';
import { seedCategories } from './categories.js';
import { seedCertificates } from './certificates.js';
import { seedCompanies } from './companies.js';
import { seedContent } from './content.js';
import { seedGeography } from './geography.js';
import { seedListingReports } from './listing-reports.js';
import { seedMerchants } from './merchants.js';
import { seedMilestones } from './milestones.js';
import { seedPaperwork } from './paperwork.js';
import { seedPayouts } from './payouts.js';
import { seedPriceTiers } from './price-tiers.js';
import { seedSecurePayment } from './secure-payment.js';
import { seedSupplierWorkspace } from './supplier-workspace.js';
import { seedTaxSubmissions, seedTaxSystem } from './tax-system.js';
import { seedTradeRequests } from './trade.js';
import { seedTradeTerms } from './trade-terms.js';
import { seedTrust, seedTrustOrders } from './trust.js';
import { seedWallet } from './wallet.js';

export interface SeedReport {
  categories: number;
  geography: Record<string, number>;
  merchants: number;
  catalog: Record<string, number>;
  content: Record<string, number>;
  accounts: number;
  membershipPlans: number;
  tradeRequests: number;
  /** Members of the demo buyer company (decision 044). */
  companies: number;
  /** Demo orders paid into holding (decision 039). */
  securePayment: number;
  supplierWorkspace: number;
  listingReports: number;
  payouts: number;
  /** Listings given quantity prices, box multiples and samples (decision 045). */
  priceTiers: Record<string, number>;
  /** Demo sellers with a sandbox tax profile for سامانه مودیان (decision 042). */
  taxProfiles: number;
  /** Reviews of completed orders, written after the orders behind the measured figures (decision 043). */
  trust: number;
  certificates: number;
  milestones: number;
  paperwork: { identities: number; proformas: number; invoices: number };
  /** Demo invoices sent to the sandbox tax system, in each state (decision 042). */
  taxSubmissions: number;
  /** Trade lexicon entries (decision 046). */
  tradeTerms: number;
}

export async function seedDemoData(db: Database): Promise<SeedReport> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const categoryCount = await seedCategories(tx);
    const geography = await seedGeography(tx);
    const merchantCount = await seedMerchants(tx, geography.index);
    const catalog = await seedCatalog(tx);
    const content = await seedContent(tx);
    const accounts = await seedDemoAccounts(tx);
    const membershipPlans = await seedWallet(tx);
    const tradeRequests = await seedTradeRequests(tx);
    await seedTrustOrders(tx);
    // Before secure payment's own demo money, which skips orders that already have theirs.
    const milestones = await seedMilestones(tx);
    // Before secure payment's seed, which pays the company's paid order into holding.
    const companies = await seedCompanies(tx);
    const securePayment = await seedSecurePayment(tx);
    const supplierWorkspace = await seedSupplierWorkspace(tx);
    const listingReports = await seedListingReports(tx);
    const payoutCount = await seedPayouts(tx);
    const priceTiers = await seedPriceTiers(tx);
    const taxProfileCount = await seedTaxSystem(tx);
    const trust = await seedTrust(tx);
    const certificates = await seedCertificates(tx);
    const paperwork = await seedPaperwork(tx);
    // The demo invoices' سامانه مودیان states (decision 042), once their seller has its sandbox tax profile.
    const invoices = await tx
      .select({
        id: tradeDocuments.id,
        merchantId: tradeDocuments.merchantId,
        serial: tradeDocuments.serial,
        issuedAt: tradeDocuments.issuedAt,
      })
      .from(tradeDocuments)
      .where(eq(tradeDocuments.kind, 'invoice'))
      .orderBy(asc(tradeDocuments.id));
    const taxSubmissions = await seedTaxSubmissions(
      tx,
      invoices.map((i) => ({
        invoiceId: String(i.id),
        merchantId: i.merchantId,
        serial: i.serial,
        issuedAt: i.issuedAt,
      })),
    );
    const tradeTermCount = await seedTradeTerms(tx);
    return {
      categories: categoryCount,
      geography: geography.counts,
      merchants: merchantCount,
      catalog,
      content,
      accounts,
      membershipPlans,
      tradeRequests,
      companies,
      securePayment,
      milestones,
      supplierWorkspace,
      listingReports,
      payouts: payoutCount,
      priceTiers,
      taxProfiles: taxProfileCount,
      trust,
      certificates,
      paperwork,
      taxSubmissions,
      tradeTerms: tradeTermCount,
    };
  });
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ any: sql<boolean>`exists(select 1 from ${categories})` })
    .from(sql`(select 1) as one`);
  return !row?.any;
}
