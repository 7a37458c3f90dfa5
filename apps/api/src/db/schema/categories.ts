// Category tree: four roots (one per category type) with descendants. `ancestorIds` (root first) makes
// breadcrumbs and "this category and everything below it" single indexed queries.
import { CATEGORY_TYPES } from '@bazaar/contracts/categories';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { searchCompactColumn, searchVectorColumn } from './search.js';

export const categoryTypeEnum = pgEnum('category_type', CATEGORY_TYPES);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryType: categoryTypeEnum('category_type').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    ancestorIds: integer('ancestor_ids').array().notNull().default(sql`'{}'::integer[]`),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    scientificName: text('scientific_name'),
    level: smallint('level').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    icon: text('icon'),
    searchVector: searchVectorColumn("name || ' ' || coalesce(scientific_name, '')"),
    searchCompact: searchCompactColumn('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('categories_parent_name_unique').on(t.parentId, t.name).nullsNotDistinct(),
    index('categories_parent_idx').on(t.parentId, t.sortOrder),
    index('categories_type_level_idx').on(t.categoryType, t.level),
    index('categories_ancestors_idx').using('gin', t.ancestorIds),
    index('categories_search_vector_idx').using('gin', t.searchVector),
    index('categories_search_compact_idx').using('gin', t.searchCompact.op('gin_trgm_ops')),
  ],
);
