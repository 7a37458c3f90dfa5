// Demo data of the supplier workspace's staff screens (decision 027): one merchant that registered and waits
// for verification (with a document staff can open), and one base product a supplier proposed. Upserted by
// natural keys, so running the seed twice changes nothing.
import { normalizeForSearch, persianSlug } from '@bazaar/fa/normalize';
import { and, asc, eq, sql } from 'drizzle-orm';
import { merchantNameKey } from '../../modules/suppliers/merchant-name.js';
import type { Database } from '../client.js';
import { baseProducts, supplierProducts } from '../schema/catalog.js';
import { merchantMembers } from '../schema/customers.js';
import { storedFiles } from '../schema/files.js';
import { cities } from '../schema/geography.js';
import { users } from '../schema/identity.js';
import { merchants } from '../schema/merchants.js';
import { DEMO_SUPPLIER_OWNER_PHONE } from './accounts.js';
import { renderCataloguePdf } from './demo-assets.js';

export const DEMO_APPLICANT_PHONE = '09120000004';
const APPLICANT_MERCHANT = 'صنایع نمونه در انتظار تأیید';
const DOCUMENT_ID = 'demo-registration-license';
const PROPOSED_BASE_PRODUCT = 'پمپ نمونه پیشنهادی تأمین‌کننده';

export async function seedSupplierWorkspace(db: Database): Promise<number> {
  const [applicant] = await db
    .insert(users)
    .values({ phone: DEMO_APPLICANT_PHONE, firstName: 'متقاضی', lastName: 'تأمین‌کننده' })
    .onConflictDoUpdate({ target: users.phone, set: { updatedAt: sql`now()` } })
    .returning({ id: users.id });
  if (!applicant) return 0;
  await db
    .insert(storedFiles)
    .values({
      id: DOCUMENT_ID,
      ownerUserId: applicant.id,
      fileName: 'license.pdf',
      mimeType: 'application/pdf',
      ...(await pdf()),
      isPublic: false,
    })
    .onConflictDoNothing();
  const [city] = await db
    .select({ id: cities.id, provinceId: cities.provinceId })
    .from(cities)
    .orderBy(asc(cities.id))
    .limit(1);
  const [merchant] = await db
    .insert(merchants)
    .values({
      name: APPLICANT_MERCHANT,
      nameKey: merchantNameKey(APPLICANT_MERCHANT),
      slug: persianSlug(APPLICANT_MERCHANT),
      status: 'pending',
      categoryTypes: ['Product'],
      provinceId: city?.provinceId,
      cityId: city?.id,
      phones: ['02188776655'],
      mobile: DEMO_APPLICANT_PHONE,
      nationalId: '10380284790',
      documentFileIds: [DOCUMENT_ID],
      registeredAt: sql`now()`,
      searchText: normalizeForSearch(APPLICANT_MERCHANT),
    })
    .onConflictDoUpdate({ target: merchants.nameKey, set: { updatedAt: sql`now()` } })
    .returning({ id: merchants.id });
  if (merchant)
    await db
      .insert(merchantMembers)
      .values({ merchantId: merchant.id, userId: applicant.id, role: 'owner' })
      .onConflictDoNothing();

  // The demo supplier owner's merchant proposes a base product in the category of one of its products.
  const [owned] = await db
    .select({ merchantId: merchantMembers.merchantId, categoryId: supplierProducts.categoryId })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .innerJoin(supplierProducts, eq(supplierProducts.merchantId, merchantMembers.merchantId))
    .where(and(eq(users.phone, DEMO_SUPPLIER_OWNER_PHONE), eq(merchantMembers.role, 'owner')))
    .limit(1);
  if (owned) {
    await db
      .insert(baseProducts)
      .values({
        categoryId: owned.categoryId,
        name: PROPOSED_BASE_PRODUCT,
        slug: persianSlug(PROPOSED_BASE_PRODUCT),
        salesUnit: 'دستگاه',
        description: 'پمپی که تأمین‌کننده برای افزودن به فهرست کالاهای پایه پیشنهاد داده است.',
        active: false,
        review: 'proposed',
        proposedByMerchantId: owned.merchantId,
        proposedAt: sql`now()`,
      })
      .onConflictDoNothing({ target: baseProducts.name });
  }
  return 2;
}

async function pdf() {
  const content = await renderCataloguePdf({
    title: 'Operating licence (demo)',
    supplier: 'Demo applicant',
    rows: [['licence no', '1404-123']],
  });
  return { content, sizeBytes: content.byteLength };
}
