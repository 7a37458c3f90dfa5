// Geography: countries (ISO 3166-1), Iran's provinces ("states" in the spec's calls), cities and urban areas.
// `searchKey` holds the name passed through normalizeForSearch so filters match whatever the user types.
import { boolean, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';

export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    alpha2: text('alpha2').notNull().unique(),
    alpha3: text('alpha3').notNull().unique(),
    numericCode: text('numeric_code').notNull(),
    name: text('name').notNull(),
    latinName: text('latin_name').notNull(),
    callingCode: text('calling_code'),
    searchKey: text('search_key').notNull(),
  },
  (t) => [index('countries_name_idx').on(t.name)],
);

export const provinces = pgTable('provinces', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull().unique(),
  latinName: text('latin_name').notNull(),
  phonePrefix: text('phone_prefix').notNull(),
  sortOrder: smallint('sort_order').notNull(),
  searchKey: text('search_key').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
    latinName: text('latin_name').notNull(),
    isCapital: boolean('is_capital').notNull().default(false),
    searchKey: text('search_key').notNull(),
  },
  (t) => [unique('cities_province_name_unique').on(t.provinceId, t.name), index('cities_name_idx').on(t.name)],
);

export const urbanAreas = pgTable(
  'urban_areas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['district', 'neighbourhood'] }).notNull(),
    district: smallint('district'),
    searchKey: text('search_key').notNull(),
  },
  (t) => [unique('urban_areas_city_name_unique').on(t.cityId, t.name)],
);
