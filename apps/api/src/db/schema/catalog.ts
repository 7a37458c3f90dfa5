// Catalog: units of measurement, category properties, base products and supplier products with their
// property values. Numeric values are stored twice: as entered (value + unit) and normalised to the
// quantity's base unit, which is what filters compare.
import { BASE_PRODUCT_REVIEWS } from '@bazaar/contracts/base-product-proposals';
import { PRODUCT_AVAILABILITIES, PRODUCT_STATUSES } from '@bazaar/contracts/catalog-products';
import { PROPERTY_TYPES } from '@bazaar/contracts/catalog-properties';
import { LISTING_REPORT_REASONS, LISTING_REPORT_STATES } from '@bazaar/contracts/listing-reports';
import type { PriceTier } from '@bazaar/contracts/price-tiers';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, categoryTypeEnum } from './categories.js';
import { users } from './identity.js';
import { merchants } from './merchants.js';
import { searchCompactColumn, searchVectorColumn } from './search.js';

export const measurementQuantities = pgTable('measurement_quantities', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const unitsOfMeasurement = pgTable(
  'units_of_measurement',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quantityId: integer('quantity_id')
      .notNull()
      .references(() => measurementQuantities.id),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    factor: doublePrecision('factor').notNull(),
    offset: doublePrecision('offset').notNull().default(0),
    isBase: boolean('is_base').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
    searchKey: text('search_key').notNull(),
  },
  (t) => [index('units_quantity_idx').on(t.quantityId)],
);

export const propertyTypeEnum = pgEnum('property_type', PROPERTY_TYPES);

export interface PropertyOption {
  key: string;
  label: string;
}

export const categoryProperties = pgTable(
  'category_properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    type: propertyTypeEnum('type').notNull(),
    quantityId: integer('quantity_id').references(() => measurementQuantities.id),
    defaultUnitId: integer('default_unit_id').references(() => unitsOfMeasurement.id),
    filterable: boolean('filterable').notNull().default(false),
    /** A count (pump stages, years of experience): number and range values must be whole numbers. */
    integer: boolean('integer').notNull().default(false),
    options: jsonb('options').$type<PropertyOption[]>().notNull().default(sql`'[]'::jsonb`),
    hint: text('hint'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [unique('category_properties_category_key_unique').on(t.categoryId, t.key)],
);

/** approved: usable by every supplier; proposed: a supplier's suggestion waiting for staff; rejected: refused with a reason. */
export const baseProductReviewEnum = pgEnum('base_product_review', BASE_PRODUCT_REVIEWS);

export const baseProducts = pgTable(
  'base_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull(),
    latinName: text('latin_name'),
    description: text('description').notNull().default(''),
    salesUnit: text('sales_unit').notNull(),
    active: boolean('active').notNull().default(true),
    review: baseProductReviewEnum('review').notNull().default('approved'),
    proposedByMerchantId: integer('proposed_by_merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    searchVector: searchVectorColumn('name', "coalesce(latin_name, '')"),
    searchCompact: searchCompactColumn('name'),
  },
  (t) => [
    index('base_products_category_idx').on(t.categoryId),
    // Product suggestions while typing read the generic items (hundreds), not every offer (a million).
    index('base_products_search_vector_idx').using('gin', t.searchVector),
    index('base_products_search_compact_idx').using('gin', t.searchCompact.op('gin_trgm_ops')),
  ],
);

/** Shared shape of a stored property value (base products and supplier products). */
const valueColumns = () => ({
  propertyId: integer('property_id')
    .notNull()
    .references(() => categoryProperties.id, { onDelete: 'cascade' }),
  value: doublePrecision('value'),
  maxValue: doublePrecision('max_value'),
  unitId: integer('unit_id').references(() => unitsOfMeasurement.id),
  baseValue: doublePrecision('base_value'),
  baseMaxValue: doublePrecision('base_max_value'),
  optionKey: text('option_key'),
  boolValue: boolean('bool_value'),
  textValue: text('text_value'),
});

export const baseProductValues = pgTable(
  'base_product_values',
  {
    baseProductId: integer('base_product_id')
      .notNull()
      .references(() => baseProducts.id, { onDelete: 'cascade' }),
    ...valueColumns(),
  },
  (t) => [primaryKey({ columns: [t.baseProductId, t.propertyId] })],
);

export const productStatusEnum = pgEnum('product_status', PRODUCT_STATUSES);
/** Whether the supplier can deliver now (decision 028): in stock, out of stock, made to order. */
export const productAvailabilityEnum = pgEnum('product_availability', PRODUCT_AVAILABILITIES);

export const supplierProducts = pgTable(
  'supplier_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    baseProductId: integer('base_product_id').references(() => baseProducts.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    categoryType: categoryTypeEnum('category_type').notNull(),
    /** The category's ancestors and itself, so "this category and below" is one GIN lookup. */
    categoryPath: integer('category_path').array().notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    images: text('images').array().notNull().default(sql`'{}'`),
    /** Alternative text of each image, in the order of `images` ('' when none was given). */
    imageAlts: text('image_alts').array().notNull().default(sql`'{}'`),
    priceRials: bigint('price_rials', { mode: 'number' }),
    minOrderQuantity: doublePrecision('min_order_quantity'),
    salesUnit: text('sales_unit').notNull(),
    leadTimeDays: smallint('lead_time_days'),
    /**
     * Quantity prices (decision 045): `[{ minQuantity, priceRials, leadTimeDays }]`, each tier running to the next
     * one's start; the first starts at the minimum order and costs `price_rials`. Checked by the contract's
     * `tierProblems`; the CHECK keeps the shape (an array of at most 8).
     */
    priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull().default([]),
    /** Quantities sell in multiples of this (a box of 10); null: any quantity. */
    orderMultiple: doublePrecision('order_multiple'),
    /** The price of one sample unit; null: no samples. */
    samplePriceRials: bigint('sample_price_rials', { mode: 'number' }),
    catalogFileId: text('catalog_file_id'),
    status: productStatusEnum('status').notNull().default('draft'),
    availability: productAvailabilityEnum('availability').notNull().default('in_stock'),
    /** The maker's model code as printed (Latin, e.g. «CPm 158»); a spreadsheet import finds a product by it. */
    model: text('model'),
    /**
     * شناسه کالا/خدمت of the tax system (سامانه مودیان, issue 31): 13 Latin digits, or null while the supplier has
     * not given one. An official invoice copies it onto its lines at issue; a line without it is refused there.
     */
    taxCode: text('tax_code'),
    /**
     * Staff took the listing off the site after reports (decision 034): the reason its supplier reads and when.
     * Cleared when the supplier publishes it again.
     */
    moderationReason: text('moderation_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    visitCount: bigint('visit_count', { mode: 'number' }).notNull().default(0),
    /**
     * The supplier's trust score (decision 043, `bz_trust_rank`), copied here so the default listing order can walk
     * an index (decision 051): set on insert by a trigger, refreshed by the trust job when a score changes.
     */
    trustRank: real('trust_rank').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    searchVector: searchVectorColumn('title', 'search_text'),
    searchCompact: searchCompactColumn('title'),
    /**
     * The product's filterable values, kept by database triggers from supplier_product_values (never
     * written by the app): `{"<propertyId>": [low, high] (base units) | "<optionKey>" | true/false}`.
     * A listing filter is then a test on the row it already reads, not a lookup per product and filter.
     */
    facets: jsonb('facets').$type<Record<string, [number, number] | string | boolean>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // Listings walk one of these in the order asked for and stop once a page (and the capped count)
    // is found: per family (the level-2 category, where properties live) and per category type.
    const family = sql`(${t.categoryPath}[2])`;
    const published = sql`${t.status} = 'published'`;
    const orders = {
      newest: [sql`${t.createdAt} desc`, sql`${t.id} desc`],
      popular: [sql`${t.visitCount} desc`, sql`${t.id} desc`],
      // The default order (decision 051): the supplier's trust score weighed against the offer's visits.
      relevance: [sql`(2 * ${t.trustRank} + ln(1 + ${t.visitCount}::float8)) desc`, sql`${t.id} desc`],
      price_asc: [sql`${t.priceRials} asc nulls last`, sql`${t.id} asc`],
      price_desc: [sql`${t.priceRials} desc nulls last`, sql`${t.id} asc`],
    };
    return [
      index('supplier_products_path_idx').using('gin', t.categoryPath),
      index('supplier_products_merchant_idx').on(t.merchantId, t.status),
      index('supplier_products_base_idx').on(t.baseProductId),
      // The full search reads the narrow search_products table (its own GIN indexes), not these rows.
      ...Object.entries(orders).flatMap(([name, columns]) => [
        index(`supplier_products_family_${name}_idx`)
          .on(family, ...columns)
          .where(published),
        index(`supplier_products_type_${name}_idx`)
          .on(t.categoryType, ...columns)
          .where(published),
      ]),
      unique('supplier_products_merchant_title_unique').on(t.merchantId, t.title),
      check(
        'supplier_products_price_tiers_shape',
        sql`jsonb_typeof(${t.priceTiers}) = 'array' and jsonb_array_length(${t.priceTiers}) <= 8`,
      ),
      check('supplier_products_order_multiple_positive', sql`${t.orderMultiple} is null or ${t.orderMultiple} > 0`),
      check('supplier_products_sample_price_positive', sql`${t.samplePriceRials} is null or ${t.samplePriceRials} > 0`),
      check('supplier_products_tax_code_digits', sql`${t.taxCode} is null or ${t.taxCode} ~ '^[0-9]{13}$'`),
    ];
  },
);

export const supplierProductValues = pgTable(
  'supplier_product_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => supplierProducts.id, { onDelete: 'cascade' }),
    ...valueColumns(),
  },
  (t) => [
    // Read by product (pages, cards, the facets triggers): listings filter supplier_products.facets.
    primaryKey({ columns: [t.productId, t.propertyId] }),
    // …and by value (decision 079): a narrow band of one number finds its few offers here, instead of the listing
    // walking the whole family's offers to test each one's facets. Only stored numbers (base units).
    index('supplier_product_values_property_value_idx')
      .on(t.propertyId, t.baseValue, t.productId)
      .where(sql`${t.baseValue} is not null`),
  ],
);

/** Reports of a public listing («گزارش تخلف», decision 034): one open report per person and listing. */
export const listingReportReasonEnum = pgEnum('listing_report_reason', LISTING_REPORT_REASONS);
export const listingReportStateEnum = pgEnum('listing_report_state', LISTING_REPORT_STATES);

export const listingReports = pgTable(
  'listing_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => supplierProducts.id, { onDelete: 'cascade' }),
    reporterUserId: integer('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: listingReportReasonEnum('reason').notNull(),
    text: text('text').notNull().default(''),
    state: listingReportStateEnum('state').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** Staff's note on a dismissal, or the reason of an unpublication (what the supplier reads). */
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    uniqueIndex('listing_reports_open_unique').on(t.productId, t.reporterUserId).where(sql`${t.state} = 'open'`),
    index('listing_reports_state_idx').on(t.state, t.productId),
  ],
);
