// Delivery addresses of a user; at most one is the selected default (a partial unique index says so). An address
// may be shared with its author's buyer company (decision 058): every member then sees it and may order to it.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyAccounts } from './companies.js';
import { cities, provinces } from './geography.js';
import { users } from './identity.js';

export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverMobile: text('receiver_mobile').notNull(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    postalCode: text('postal_code').notNull(),
    addressLine: text('address_line').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isSelected: boolean('is_selected').notNull().default(false),
    /** «مشترک با شرکت»: the company it was shared with; seen by its members while its author is one of them. */
    sharedCompanyId: integer('shared_company_id').references(() => companyAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_addresses_user_idx').on(t.userId),
    index('delivery_addresses_shared').on(t.sharedCompanyId).where(sql`${t.sharedCompanyId} is not null`),
    uniqueIndex('delivery_addresses_one_selected').on(t.userId).where(sql`${t.isSelected}`),
  ],
);
