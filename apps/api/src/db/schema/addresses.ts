// Delivery addresses of a user; at most one is the selected default (a partial unique index says so).
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_addresses_user_idx').on(t.userId),
    uniqueIndex('delivery_addresses_one_selected').on(t.userId).where(sql`${t.isSelected}`),
  ],
);
