// The catalog's selected columns and rows, and how they become the contract's cards and property values.
import type { ProductSummary, PropertyValue } from '@bazaar/contracts/catalog-products';
import type { CategoryType } from '@bazaar/contracts/categories';
import type { PriceTier } from '@bazaar/contracts/price-tiers';
import type { VerificationLevel } from '@bazaar/contracts/suppliers';
import { sql } from 'drizzle-orm';
import {
  baseProductValues,
  categoryProperties,
  supplierProducts,
  supplierProductValues,
  unitsOfMeasurement,
} from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { cities, provinces } from '../../db/schema/geography.js';
import { merchants } from '../../db/schema/merchants.js';
import { fileUrl } from '../files/file-url.js';
import { type DisplayUnit, displayValue } from './display-units.js';

export const summaryColumns = {
  id: supplierProducts.id,
  title: supplierProducts.title,
  slug: supplierProducts.slug,
  categoryId: supplierProducts.categoryId,
  categoryName: categories.name,
  categoryType: supplierProducts.categoryType,
  merchantId: merchants.id,
  merchantName: merchants.name,
  merchantSlug: merchants.slug,
  verificationLevel: merchants.verificationLevel,
  cityName: cities.name,
  provinceName: provinces.name,
  firstImage: sql<string | null>`${supplierProducts.images}[1]`,
  priceRials: supplierProducts.priceRials,
  minOrderQuantity: supplierProducts.minOrderQuantity,
  salesUnit: supplierProducts.salesUnit,
  leadTimeDays: supplierProducts.leadTimeDays,
  priceTiers: supplierProducts.priceTiers,
  orderMultiple: supplierProducts.orderMultiple,
  samplePriceRials: supplierProducts.samplePriceRials,
  catalogFileId: supplierProducts.catalogFileId,
  visitCount: supplierProducts.visitCount,
};

export type SummaryRow = {
  id: number;
  title: string;
  slug: string;
  categoryId: number;
  categoryName: string;
  categoryType: CategoryType;
  merchantId: number;
  merchantName: string;
  merchantSlug: string;
  verificationLevel: string;
  cityName: string | null;
  provinceName: string | null;
  firstImage: string | null;
  priceRials: number | null;
  minOrderQuantity: number | null;
  salesUnit: string;
  leadTimeDays: number | null;
  priceTiers: PriceTier[];
  orderMultiple: number | null;
  samplePriceRials: number | null;
  catalogFileId: string | null;
  visitCount: number;
};

export type RawValue = [
  number,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  string | null,
  boolean | null,
  string | null,
];

/** One row of the listing statement: the capped count and, unless the page is empty, one card. */
export type ListingRow = Omit<SummaryRow, 'priceRials' | 'minOrderQuantity' | 'samplePriceRials'> & {
  samplePriceRials: string | null;
  n: number;
  /** Products the walk read, when the matches fell short of the window. */
  walked: number | null;
  rn: number | null;
  priceRials: string | null;
  minOrderQuantity: string | null;
  /** [propertyId, value, maxValue, unitId, baseValue, baseMaxValue, optionKey, boolValue, textValue] */
  rawValues: RawValue[] | null;
};

export function toSummary(row: SummaryRow, highlights: PropertyValue[]): ProductSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    categoryType: row.categoryType,
    merchant: {
      id: row.merchantId,
      name: row.merchantName,
      slug: row.merchantSlug,
      verificationLevel: row.verificationLevel as VerificationLevel,
      city: row.cityName,
      province: row.provinceName,
    },
    imageUrl: row.firstImage ? fileUrl(row.firstImage) : null,
    priceRials: row.priceRials,
    minOrderQuantity: row.minOrderQuantity,
    salesUnit: row.salesUnit,
    leadTimeDays: row.leadTimeDays,
    quantityPricing: {
      priceTiers: row.priceTiers,
      orderMultiple: row.orderMultiple,
      samplePriceRials: row.samplePriceRials === null ? null : Number(row.samplePriceRials),
    },
    hasCatalog: row.catalogFileId !== null,
    visitCount: Number(row.visitCount),
    highlights,
  };
}

export const valueColumns = (table: typeof supplierProductValues | typeof baseProductValues) => ({
  ownerId: table === supplierProductValues ? supplierProductValues.productId : baseProductValues.baseProductId,
  propertyId: table.propertyId,
  key: categoryProperties.key,
  name: categoryProperties.name,
  type: categoryProperties.type,
  filterable: categoryProperties.filterable,
  options: categoryProperties.options,
  value: table.value,
  maxValue: table.maxValue,
  unitId: unitsOfMeasurement.id,
  unitSymbol: unitsOfMeasurement.symbol,
  unitName: unitsOfMeasurement.name,
  baseValue: table.baseValue,
  baseMaxValue: table.baseMaxValue,
  optionKey: table.optionKey,
  boolValue: table.boolValue,
  textValue: table.textValue,
});

export type PropertyMeta = {
  id: number;
  categoryId: number;
  quantityId: number | null;
  defaultUnitId: number | null;
  key: string;
  name: string;
  type: PropertyValue['type'];
  filterable: boolean;
  options: { key: string; label: string }[];
  sortOrder: number;
};

export type ValueRow = {
  ownerId: number;
  propertyId: number;
  key: string;
  name: string;
  type: PropertyValue['type'];
  filterable: boolean;
  options: { key: string; label: string }[];
  value: number | null;
  maxValue: number | null;
  unitId: number | null;
  unitSymbol: string | null;
  unitName: string | null;
  baseValue: number | null;
  baseMaxValue: number | null;
  optionKey: string | null;
  boolValue: boolean | null;
  textValue: string | null;
};

export function toPropertyValue(row: ValueRow, units: Map<number, DisplayUnit>): PropertyValue {
  return {
    propertyId: row.propertyId,
    key: row.key,
    name: row.name,
    type: row.type,
    value: row.value,
    maxValue: row.maxValue,
    unit: row.unitId !== null ? { id: row.unitId, symbol: row.unitSymbol ?? '', name: row.unitName ?? '' } : null,
    baseValue: row.baseValue,
    baseMaxValue: row.baseMaxValue,
    option: row.optionKey
      ? (row.options.find((o) => o.key === row.optionKey) ?? { key: row.optionKey, label: row.optionKey })
      : null,
    bool: row.boolValue,
    text: row.textValue,
    display: displayValue(row, units),
  };
}

export const unitColumns = {
  id: unitsOfMeasurement.id,
  quantityId: unitsOfMeasurement.quantityId,
  key: unitsOfMeasurement.key,
  name: unitsOfMeasurement.name,
  symbol: unitsOfMeasurement.symbol,
  factor: unitsOfMeasurement.factor,
  offset: unitsOfMeasurement.offset,
  isBase: unitsOfMeasurement.isBase,
};
