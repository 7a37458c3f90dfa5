// Merchants (supplier companies), the categories they serve, their delegations and sale settings.
// Only `confirmed` merchants are ever public; `nameKey` is the normalised name used for uniqueness.
import { DELEGATION_STATES } from '@bazaar/contracts/supplier-profile';
import { DELEGATION_KINDS, STAFF_SIZES } from '@bazaar/contracts/suppliers';
import { VERIFICATION_LEVELS } from '@bazaar/contracts/verification-levels';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { categories, categoryTypeEnum } from './categories.js';
import { cities, provinces } from './geography.js';
import { searchCompactColumn, searchVectorColumn } from './search.js';

export const merchantStatusEnum = pgEnum('merchant_status', ['pending', 'confirmed', 'suspended']);
export const verificationLevelEnum = pgEnum('verification_level', VERIFICATION_LEVELS);
export const staffSizeEnum = pgEnum('staff_size', STAFF_SIZES);
export const delegationKindEnum = pgEnum('delegation_kind', DELEGATION_KINDS);
/** A delegation a supplier asked for waits for staff (decision 029); only confirmed ones are `active` (public). */
export const delegationStateEnum = pgEnum('delegation_state', DELEGATION_STATES);

export const merchants = pgTable(
  'merchants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull().unique(),
    slug: text('slug').notNull(),
    latinName: text('latin_name'),
    status: merchantStatusEnum('status').notNull().default('pending'),
    about: text('about').notNull().default(''),
    establishedYear: smallint('established_year'),
    staffSize: staffSizeEnum('staff_size'),
    categoryTypes: categoryTypeEnum('category_types').array().notNull().default(sql`'{}'`),
    provinceId: integer('province_id').references(() => provinces.id),
    cityId: integer('city_id').references(() => cities.id),
    address: text('address'),
    phones: text('phones').array().notNull().default(sql`'{}'`),
    mobile: text('mobile'),
    website: text('website'),
    email: text('email'),
    certificates: text('certificates').array().notNull().default(sql`'{}'`),
    verificationLevel: verificationLevelEnum('verification_level').notNull().default('none'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Registration (decision 027): the company's national id, verification documents, and staff's refusal. */
    nationalId: text('national_id'),
    documentFileIds: text('document_file_ids').array().notNull().default(sql`'{}'`),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    logoUrl: text('logo_url'),
    coverUrl: text('cover_url'),
    /** The company's PDF catalogue (a public file, decision 029), downloadable from the supplier page. */
    catalogueFileId: text('catalogue_file_id'),
    searchText: text('search_text').notNull().default(''),
    searchVector: searchVectorColumn("name || ' ' || coalesce(latin_name, '')", 'search_text'),
    searchCompact: searchCompactColumn("name || ' ' || coalesce(latin_name, '')"),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchants_status_province_idx').on(t.status, t.provinceId),
    index('merchants_category_types_idx').using('gin', t.categoryTypes),
    index('merchants_search_vector_idx').using('gin', t.searchVector),
    index('merchants_search_compact_idx').using('gin', t.searchCompact.op('gin_trgm_ops')),
  ],
);

export const merchantCategories = pgTable(
  'merchant_categories',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.categoryId] }),
    index('merchant_categories_category_idx').on(t.categoryId),
  ],
);

export const merchantDelegations = pgTable(
  'merchant_delegations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    kind: delegationKindEnum('kind').notNull(),
    provinceId: integer('province_id').references(() => provinces.id),
    cityId: integer('city_id').references(() => cities.id),
    region: text('region').notNull().default(''),
    phone: text('phone'),
    mobile: text('mobile'),
    address: text('address'),
    active: boolean('active').notNull().default(true),
    /** Requests by the supplier (decision 029): documents, staff's decision and reason; seeded rows are confirmed. */
    state: delegationStateEnum('state').notNull().default('confirmed'),
    documentFileIds: text('document_file_ids').array().notNull().default(sql`'{}'`),
    rejectionReason: text('rejection_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
  },
  (t) => [
    index('merchant_delegations_merchant_idx').on(t.merchantId),
    unique('merchant_delegations_merchant_name_unique').on(t.merchantId, t.name),
  ],
);

export const merchantSaleSettings = pgTable('merchant_sale_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  minOrderNote: text('min_order_note'),
  paymentTerms: text('payment_terms').array().notNull().default(sql`'{}'`),
  nationwideDelivery: boolean('nationwide_delivery').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cities a merchant sells and delivers to (spec: "sale city"). */
export const merchantSaleCities = pgTable(
  'merchant_sale_cities',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.cityId] })],
);
