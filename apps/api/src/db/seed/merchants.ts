// Seeds the demo suppliers with their categories, delegations, sale settings and sale cities.
// Upserts by normalised name (and delegation by merchant + name), so ids survive a second run.
import { normalizeForSearch, persianSlug } from '@bazaar/fa/normalize';
import { sql } from 'drizzle-orm';
import { merchantNameKey } from '../../modules/suppliers/merchant-name.js';
import type { Database } from '../client.js';
import { categories } from '../schema/categories.js';
import {
  merchantCategories,
  merchantDelegations,
  merchantSaleCities,
  merchantSaleSettings,
  merchants,
} from '../schema/merchants.js';
import { loadSuppliers, type SupplierSeed } from './datasets.js';
import type { GeographyIndex } from './geography.js';

const NATIONWIDE = 'سراسر کشور';
/** Demo rows get spaced creation dates so "newest first" has a stable, meaningful order. */
const FIRST_SEEDED_AT = Date.UTC(2024, 0, 1);
const DAY = 86_400_000;

export async function seedMerchants(db: Database, geo: GeographyIndex): Promise<number> {
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name, categoryType: categories.categoryType })
    .from(categories);
  const categoryId = (type: string, name: string) => {
    const row = categoryRows.find((c) => c.categoryType === type && c.name === name);
    return row?.id;
  };

  for (const [i, s] of loadSuppliers().entries()) {
    const provinceId = geo.provinceId(s.province);
    const cityId = geo.cityId(s.province, s.city);
    const values = {
      name: s.name,
      nameKey: merchantNameKey(s.name),
      slug: persianSlug(s.name),
      latinName: s.latinName,
      status: s.status,
      about: s.about,
      establishedYear: s.establishedYear,
      staffSize: s.staffSize,
      categoryTypes: s.categoryTypes,
      provinceId,
      cityId,
      address: s.address,
      phones: s.phones,
      mobile: s.mobile ?? null,
      website: s.website ?? null,
      email: s.email ?? null,
      certificates: s.certificates,
      verificationLevel: s.verification.level,
      verifiedAt: s.verification.verifiedAt ? new Date(s.verification.verifiedAt) : null,
      searchText: normalizeForSearch([s.name, s.latinName, s.about, s.city, s.province, ...s.certificates].join(' ')),
      createdAt: new Date(FIRST_SEEDED_AT + i * DAY),
    };
    const [row] = await db
      .insert(merchants)
      .values(values)
      .onConflictDoUpdate({ target: merchants.nameKey, set: { ...values, updatedAt: sql`now()` } })
      .returning({ id: merchants.id });
    if (!row) throw new Error(`seed: merchant upsert failed for ${s.name}`);
    await seedMerchantDetails(db, geo, row.id, s, categoryId);
  }
  return loadSuppliers().length;
}

async function seedMerchantDetails(
  db: Database,
  geo: GeographyIndex,
  merchantId: number,
  s: SupplierSeed,
  categoryId: (type: string, name: string) => number | undefined,
) {
  const ids = s.categories
    .map((name) => s.categoryTypes.map((t) => categoryId(t, name)).find((id) => id !== undefined))
    .filter((id): id is number => id !== undefined);
  if (ids.length) {
    await db
      .insert(merchantCategories)
      .values(ids.map((id) => ({ merchantId, categoryId: id })))
      .onConflictDoNothing();
  }

  for (const d of s.delegations ?? []) {
    const values = {
      merchantId,
      name: d.name,
      slug: persianSlug(d.name),
      kind: d.kind,
      provinceId: geo.provinceId(d.province),
      cityId: geo.cityId(d.province, d.city),
      region: d.region,
      phone: d.phone,
      mobile: d.mobile ?? null,
      address: d.address,
    };
    await db
      .insert(merchantDelegations)
      .values(values)
      .onConflictDoUpdate({ target: [merchantDelegations.merchantId, merchantDelegations.name], set: values });
  }

  const regions = s.deliveryRegions ?? [];
  const nationwide = regions.includes(NATIONWIDE);
  const setting = {
    minOrderNote: s.minOrderNote ?? null,
    paymentTerms: s.paymentTerms ?? [],
    nationwideDelivery: nationwide,
  };
  await db
    .insert(merchantSaleSettings)
    .values({ merchantId, ...setting })
    .onConflictDoUpdate({ target: merchantSaleSettings.merchantId, set: setting });

  // Sale cities: the merchant's own city plus the capital of every province it delivers to.
  const saleCityIds = new Set([geo.cityId(s.province, s.city)]);
  for (const region of regions) if (region !== NATIONWIDE) saleCityIds.add(geo.capitalCityId(region));
  await db
    .insert(merchantSaleCities)
    .values([...saleCityIds].map((cityId) => ({ merchantId, cityId })))
    .onConflictDoNothing();
}
