// Loads the deterministic Persian demo data, domain by domain, in one transaction.
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { categories } from '../schema/categories.js';
import { seedDemoAccounts } from './accounts.js';
import { seedCatalog } from './catalog.js';
import { seedCategories } from './categories.js';
import { seedContent } from './content.js';
import { seedGeography } from './geography.js';
import { seedListingReports } from './listing-reports.js';
import { seedMerchants } from './merchants.js';
import { seedPayouts } from './payouts.js';
import { seedSecurePayment } from './secure-payment.js';
import { seedSupplierWorkspace } from './supplier-workspace.js';
import { seedTradeRequests } from './trade.js';
import { seedTradeTerms } from './trade-terms.js';
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
  /** Demo orders paid into holding (decision 039). */
  securePayment: number;
  supplierWorkspace: number;
  listingReports: number;
  payouts: number;
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
    const securePayment = await seedSecurePayment(tx);
    const supplierWorkspace = await seedSupplierWorkspace(tx);
    const listingReports = await seedListingReports(tx);
    const payoutCount = await seedPayouts(tx);
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
      securePayment,
      supplierWorkspace,
      listingReports,
      payouts: payoutCount,
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
