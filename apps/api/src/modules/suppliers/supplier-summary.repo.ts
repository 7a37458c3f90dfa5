// What every public read of suppliers shares: the condition that only confirmed merchants show, and a
// supplier's summary (columns, excerpt, place) as listings and pages show it.
import type { SupplierSummary, VerificationLevel } from '@bazaar/contracts/suppliers';
import { eq, sql } from 'drizzle-orm';
import { cities, provinces } from '../../db/schema/geography.js';
import { merchants } from '../../db/schema/merchants.js';

export const publicMerchant = eq(merchants.status, 'confirmed');

export const summaryColumns = {
  id: merchants.id,
  name: merchants.name,
  slug: merchants.slug,
  latinName: merchants.latinName,
  logoUrl: merchants.logoUrl,
  excerpt: sql<string>`left(${merchants.about}, 220)`,
  categoryTypes: merchants.categoryTypes,
  provinceId: merchants.provinceId,
  provinceName: provinces.name,
  cityId: merchants.cityId,
  cityName: cities.name,
  verificationLevel: merchants.verificationLevel,
  verifiedAt: merchants.verifiedAt,
  establishedYear: merchants.establishedYear,
  staffSize: merchants.staffSize,
  delegationCount: sql<number>`(select count(*)::int from merchant_delegations d where d.merchant_id = "merchants"."id" and d.active)`,
};

export interface SummaryRow extends Omit<SupplierSummary, 'province' | 'city' | 'verifiedAt' | 'verificationLevel'> {
  provinceId: number | null;
  provinceName: string | null;
  cityId: number | null;
  cityName: string | null;
  verifiedAt: Date | null;
  verificationLevel: string;
}

export const place = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

export const EXCERPT_LENGTH = 180;

/** Cuts at a word boundary and marks the cut, so an excerpt never ends mid-word. */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s،,.؛:]+$/u, '')}…`;
}

export function toSummary(row: SummaryRow): SupplierSummary {
  const { provinceId, provinceName, cityId, cityName, verifiedAt, excerpt, ...rest } = row;
  return {
    ...rest,
    excerpt: excerptOf(excerpt),
    province: place(provinceId, provinceName),
    city: place(cityId, cityName),
    verifiedAt: verifiedAt ? verifiedAt.toISOString() : null,
    verificationLevel: row.verificationLevel as VerificationLevel,
  };
}
