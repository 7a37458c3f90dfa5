// The demo catalog's vocabulary read straight from the seed files (no database): what the evaluation set and
// the parser's unit tests run on. Ids are numbered in file order; names, units and options are the seed's.
import { persianSlug } from '@bazaar/fa/normalize';
import { CATEGORY_TREE, type CategorySeedNode } from '../../db/seed/category-tree.js';
import {
  loadBaseProducts,
  loadCategoryProperties,
  loadIranProvinces,
  loadMeasurementQuantities,
} from '../../db/seed/datasets.js';
import { loadSynonyms } from '../search/synonyms.js';
import { type VocabCategory, Vocabulary, type VocabularyInput } from './vocabulary.js';

export function seedVocabularyInput(): VocabularyInput {
  const categories: VocabCategory[] = [];
  const byTypeAndName = new Map<string, number>();
  const walk = (node: CategorySeedNode, type: string, parentId: number | null, level: number) => {
    const id = categories.length + 1;
    categories.push({
      id,
      parentId,
      name: node.name,
      slug: persianSlug(node.name),
      scientificName: node.scientificName,
      level,
      categoryType: type,
    });
    byTypeAndName.set(`${type}:${node.name}`, id);
    for (const child of node.children ?? []) walk(child, type, id, level + 1);
  };
  for (const root of CATEGORY_TREE) walk(root, root.categoryType, null, 1);

  const units: VocabularyInput['units'] = [];
  const unitIds = new Map<string, number>();
  loadMeasurementQuantities().forEach((quantity, q) => {
    for (const unit of quantity.units) {
      const id = units.length + 1;
      unitIds.set(unit.key, id);
      units.push({
        id,
        quantityId: q + 1,
        key: unit.key,
        name: unit.name,
        symbol: unit.symbol,
        factor: unit.factor,
        offset: (unit as { offset?: number }).offset ?? 0,
      });
    }
  });
  const quantityIds = new Map(loadMeasurementQuantities().map((q, i) => [q.key, i + 1]));

  const properties: VocabularyInput['properties'] = [];
  for (const group of loadCategoryProperties()) {
    const categoryId = byTypeAndName.get(`${group.categoryType}:${group.category}`);
    if (!categoryId) throw new Error(`seed category not found: ${group.category}`);
    group.properties.forEach((p, index) => {
      properties.push({
        id: properties.length + 1,
        categoryId,
        key: p.key,
        name: p.name,
        type: p.type,
        quantityId: p.quantity ? (quantityIds.get(p.quantity) ?? null) : null,
        defaultUnitId: p.defaultUnit ? (unitIds.get(p.defaultUnit) ?? null) : null,
        filterable: p.filterable ?? true,
        options: p.options ?? [],
        sortOrder: index,
      });
    });
  }

  const provinces: VocabularyInput['provinces'] = [];
  const cities: VocabularyInput['cities'] = [];
  for (const province of loadIranProvinces()) {
    const provinceId = provinces.length + 1;
    provinces.push({ id: provinceId, name: province.name });
    for (const city of province.cities)
      cities.push({ id: cities.length + 1, name: city.name, provinceId, isCapital: city.isCapital === true });
  }
  // What the category reader learns from: the base products filed under each category.
  const documents = loadBaseProducts().flatMap((b) => {
    const categoryId = byTypeAndName.get(`${b.categoryType}:${b.category}`);
    if (!categoryId) return [];
    return [
      { categoryId, text: `${b.name} ${b.latinName}`, weight: 1.5 },
      { categoryId, text: b.description, weight: 0.4 },
    ];
  });
  const profiles = loadBaseProducts().flatMap((b) => {
    const categoryId = byTypeAndName.get(`${b.categoryType}:${b.category}`);
    return categoryId ? [{ categoryId, values: b.values, title: `${b.name} ${b.latinName}` }] : [];
  });
  return { categories, properties, units, provinces, cities, documents, profiles };
}

export function seedVocabulary(): Vocabulary {
  return new Vocabulary(seedVocabularyInput(), loadSynonyms());
}
