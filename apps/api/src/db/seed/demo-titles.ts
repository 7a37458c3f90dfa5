// The demo catalog's titles agree with its stored values (issue 36/37): the seed refuses to write an offer whose
// title says «7.5 kW» or «1500 دور» while its properties say otherwise (title-check.ts decides).
import { type TitleUnit, titleContradictions } from '../../modules/catalog/title-check.js';
import { loadMeasurementQuantities, type PropertySeed } from './datasets.js';

let titleUnits: TitleUnit[] | undefined;

/** Every unit of units.json, with its quantity's key. */
export function seedTitleUnits(): TitleUnit[] {
  titleUnits ??= loadMeasurementQuantities().flatMap((q) =>
    q.units.map((u) => ({ ...u, offset: u.offset ?? 0, quantity: q.key })),
  );
  return titleUnits;
}

interface StoredValue {
  propertyId: number;
  baseValue?: number | null;
  baseMaxValue?: number | null;
}

/** Throws, naming the title and the property, when a measure in the title contradicts a stored value. */
export function assertTitleAgrees(
  title: string,
  values: readonly StoredValue[],
  properties: readonly { id: number; seed: PropertySeed | undefined }[],
): void {
  const measured = values.flatMap((v) => {
    const seed = properties.find((p) => p.id === v.propertyId)?.seed;
    if (!seed?.quantity || v.baseValue === null || v.baseValue === undefined) return [];
    return [{ name: seed.name, quantity: seed.quantity, baseValue: v.baseValue, baseMaxValue: v.baseMaxValue ?? null }];
  });
  const [first] = titleContradictions(title, measured, seedTitleUnits());
  if (first) throw new Error(`seed: «${title}»: ${first.message}`);
}
