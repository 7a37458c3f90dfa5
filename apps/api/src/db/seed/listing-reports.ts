// Demo «گزارش تخلف» (decision 034): open reports by two demo buyers on listings of the second and third confirmed
// merchants (not the demo supplier's, whose products other journeys edit), so staff see a queue at
// /profile/admin/listing-reports. One open report per person and listing, so running the seed twice adds nothing.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { listingReports, supplierProducts } from '../schema/catalog.js';
import { users } from '../schema/identity.js';
import { merchants } from '../schema/merchants.js';
import { DEMO_BUYERS } from './trade.js';

export async function seedListingReports(db: Database): Promise<number> {
  const reporters = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(
      inArray(
        users.phone,
        DEMO_BUYERS.map((b) => b.phone),
      ),
    )
    .orderBy(asc(users.phone));
  const [first, second] = reporters;
  const confirmed = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.status, 'confirmed'))
    .orderBy(asc(merchants.id))
    .offset(1)
    .limit(2);
  const listings: number[] = [];
  for (const merchant of confirmed) {
    const [product] = await db
      .select({ id: supplierProducts.id })
      .from(supplierProducts)
      .where(and(eq(supplierProducts.merchantId, merchant.id), eq(supplierProducts.status, 'published')))
      .orderBy(asc(supplierProducts.id))
      .limit(1);
    if (product) listings.push(product.id);
  }
  const [a, b] = listings;
  if (!first || !second || !a || !b) return 0;
  const rows = [
    {
      productId: a,
      reporterUserId: first.id,
      reason: 'misleading_price' as const,
      text: 'قیمت آگهی با قیمت اعلام‌شده در تماس تلفنی یکی نیست.',
    },
    {
      productId: a,
      reporterUserId: second.id,
      reason: 'wrong_info' as const,
      text: 'توان موتور در مشخصات با پلاک دستگاه فرق دارد.',
    },
    { productId: b, reporterUserId: first.id, reason: 'duplicate' as const, text: '' },
  ];
  const stored = await db
    .insert(listingReports)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: listingReports.id });
  return stored.length;
}
