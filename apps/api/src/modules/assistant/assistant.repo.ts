// The assistant's reads of the catalog's words (categories, properties, units, places: owned by their modules,
// read here only to build the vocabulary) and its own table of saved conversations.
import type { AssistantConversation, AssistantConversationSummary, Need } from '@bazaar/contracts/assistant';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { assistantConversations, type StoredTurn } from '../../db/schema/assistant.js';
import { baseProducts, baseProductValues, categoryProperties, unitsOfMeasurement } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { cities, provinces } from '../../db/schema/geography.js';
import type { ProductProfile, VocabularyInput } from './vocabulary.js';

/** Turns kept per conversation: the oldest go first. */
const MAX_TURNS = 60;

export function createAssistantRepo(db: Database) {
  const summaryColumns = {
    id: assistantConversations.id,
    title: assistantConversations.title,
    engine: assistantConversations.engine,
    updatedAt: assistantConversations.updatedAt,
  };
  const toSummary = (row: { id: number; title: string; engine: 'builtin' | 'model'; updatedAt: Date }) => ({
    ...row,
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    async vocabularyInput(): Promise<VocabularyInput> {
      const [categoryRows, propertyRows, unitRows, provinceRows, cityRows, productRows, valueRows] = await Promise.all([
        db
          .select({
            id: categories.id,
            parentId: categories.parentId,
            name: categories.name,
            slug: categories.slug,
            scientificName: categories.scientificName,
            level: categories.level,
            categoryType: categories.categoryType,
          })
          .from(categories)
          .where(eq(categories.active, true)),
        db
          .select({
            id: categoryProperties.id,
            categoryId: categoryProperties.categoryId,
            key: categoryProperties.key,
            name: categoryProperties.name,
            type: categoryProperties.type,
            quantityId: categoryProperties.quantityId,
            defaultUnitId: categoryProperties.defaultUnitId,
            filterable: categoryProperties.filterable,
            options: categoryProperties.options,
            sortOrder: categoryProperties.sortOrder,
          })
          .from(categoryProperties),
        db
          .select({
            id: unitsOfMeasurement.id,
            quantityId: unitsOfMeasurement.quantityId,
            key: unitsOfMeasurement.key,
            name: unitsOfMeasurement.name,
            symbol: unitsOfMeasurement.symbol,
            factor: unitsOfMeasurement.factor,
            offset: unitsOfMeasurement.offset,
          })
          .from(unitsOfMeasurement),
        db.select({ id: provinces.id, name: provinces.name }).from(provinces),
        db
          .select({ id: cities.id, name: cities.name, provinceId: cities.provinceId, isCapital: cities.isCapital })
          .from(cities),
        // What the category reader learns from: the approved base products filed under each category.
        db
          .select({
            id: baseProducts.id,
            categoryId: baseProducts.categoryId,
            name: baseProducts.name,
            latinName: baseProducts.latinName,
            description: baseProducts.description,
          })
          .from(baseProducts)
          .where(and(eq(baseProducts.active, true), eq(baseProducts.review, 'approved'))),
        // What those products store: the reader picks the kind a general name means by it (decision 077).
        db
          .select({
            baseProductId: baseProductValues.baseProductId,
            categoryId: baseProducts.categoryId,
            key: categoryProperties.key,
            defaultUnitId: categoryProperties.defaultUnitId,
            value: baseProductValues.value,
            maxValue: baseProductValues.maxValue,
            unitId: baseProductValues.unitId,
            optionKey: baseProductValues.optionKey,
            boolValue: baseProductValues.boolValue,
          })
          .from(baseProductValues)
          .innerJoin(baseProducts, eq(baseProducts.id, baseProductValues.baseProductId))
          .innerJoin(categoryProperties, eq(categoryProperties.id, baseProductValues.propertyId))
          .where(and(eq(baseProducts.active, true), eq(baseProducts.review, 'approved'))),
      ]);
      const units = new Map(unitRows.map((u) => [u.id, u]));
      /** A stored number in the property's default unit (the unit the reader's filters are in). */
      const inDefault = (v: number, unitId: number | null, defaultUnitId: number | null) => {
        const given = unitId === null ? undefined : units.get(unitId);
        const target = defaultUnitId === null ? undefined : units.get(defaultUnitId);
        if (!given || !target || given.id === target.id) return v;
        return (v * given.factor + given.offset - target.offset) / target.factor;
      };
      const titles = new Map(productRows.map((p) => [p.id, `${p.name} ${p.latinName ?? ''}`]));
      const profiles = new Map<number, ProductProfile>();
      for (const row of valueRows) {
        const profile = profiles.get(row.baseProductId) ?? {
          categoryId: row.categoryId,
          values: {},
          title: titles.get(row.baseProductId),
        };
        profiles.set(row.baseProductId, profile);
        if (row.optionKey !== null) profile.values[row.key] = row.optionKey;
        else if (row.boolValue !== null) profile.values[row.key] = row.boolValue;
        else if (row.value !== null) {
          const low = inDefault(row.value, row.unitId, row.defaultUnitId);
          profile.values[row.key] =
            row.maxValue === null ? low : [low, inDefault(row.maxValue, row.unitId, row.defaultUnitId)];
        }
      }
      return {
        categories: categoryRows,
        properties: propertyRows.map((p) => ({ ...p, options: p.options ?? [] })),
        units: unitRows,
        provinces: provinceRows,
        cities: cityRows,
        documents: productRows.flatMap((p) => [
          { categoryId: p.categoryId, text: `${p.name} ${p.latinName ?? ''}`, weight: 1.5 },
          { categoryId: p.categoryId, text: p.description, weight: 0.4 },
        ]),
        profiles: [...profiles.values()],
      };
    },

    async listConversations(userId: number): Promise<AssistantConversationSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(assistantConversations)
        .where(eq(assistantConversations.userId, userId))
        .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
        .limit(100);
      return rows.map(toSummary);
    },

    /** The user's own conversation; undefined for anyone else's or an unknown id. */
    async findConversation(userId: number, id: number): Promise<AssistantConversation | undefined> {
      const [row] = await db
        .select({ ...summaryColumns, need: assistantConversations.need, turns: assistantConversations.turns })
        .from(assistantConversations)
        .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)));
      return row ? { ...toSummary(row), need: row.need, turns: row.turns } : undefined;
    },

    async createConversation(input: {
      userId: number;
      title: string;
      engine: 'builtin' | 'model';
      need: Need;
      turns: StoredTurn[];
      modelTokens: number;
    }): Promise<number> {
      const [row] = await db
        .insert(assistantConversations)
        .values({ ...input, turns: input.turns.slice(-MAX_TURNS) })
        .returning({ id: assistantConversations.id });
      return row?.id ?? 0;
    },

    /** Saves the conversation after a turn: its need and its turns (the newest MAX_TURNS). */
    async saveTurn(
      userId: number,
      id: number,
      update: { need: Need; turns: StoredTurn[]; engine: 'builtin' | 'model'; modelTokens: number },
    ) {
      await db
        .update(assistantConversations)
        .set({
          need: update.need,
          engine: update.engine,
          turns: update.turns.slice(-MAX_TURNS),
          modelTokens: sql`${assistantConversations.modelTokens} + ${update.modelTokens}`,
          updatedAt: new Date(),
        })
        .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)));
    },

    /** Language-model tokens the user spent since `since` (the monthly budget). */
    async modelTokensSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${assistantConversations.modelTokens}), 0)::int` })
        .from(assistantConversations)
        .where(and(eq(assistantConversations.userId, userId), gte(assistantConversations.updatedAt, since)));
      return row?.total ?? 0;
    },
  };
}

export type AssistantRepo = ReturnType<typeof createAssistantRepo>;
