// The short list of units a property's trade states it in, in the order used (issue 37): a pump's motor power
// in kW or hp, never in MW, refrigeration tons or BTU/h; a pump's head in metres, never in µm or km. The unit
// selector of the filters and of the product editor offers these; the demo catalog stores its values in the
// first. Keyed by the property's default unit (the unit Iranian buyers think in), with a few properties whose
// trade has its own habits; a default unit not listed here offers itself alone.

/** By default unit key (units.json): the trade's units for properties stated in it, most used first. */
const BY_DEFAULT_UNIT: Record<string, readonly string[]> = {
  kw: ['kw', 'hp'],
  w: ['w', 'kw'],
  m: ['m'],
  mm: ['mm', 'cm', 'm'],
  inch: ['inch', 'mm'],
  um: ['um', 'mm'],
  bar: ['bar', 'psi', 'kgf_per_cm2', 'mpa'],
  pa: ['pa', 'mbar', 'kpa'],
  m3_per_h: ['m3_per_h', 'l_per_min', 'l_per_s'],
  l_per_min: ['l_per_min', 'm3_per_h', 'cfm'],
  l_per_h: ['l_per_h', 'l_per_min'],
  t_per_h: ['t_per_h', 'kg_per_h'],
  kg: ['kg', 'tonne'],
  tonne: ['tonne', 'kg'],
  g: ['g', 'kg'],
  kva: ['kva', 'mva'],
  kvar: ['kvar'],
  v: ['v', 'kv'],
  kv: ['kv', 'v'],
  a: ['a', 'ma'],
  ka: ['ka'],
  deg_c: ['deg_c'],
  rpm: ['rpm'],
  l: ['l', 'm3'],
  m3: ['m3', 'l'],
  cm3: ['cm3', 'l'],
  mm2: ['mm2'],
  m2: ['m2'],
  n_m: ['n_m', 'kgf_m'],
  kn: ['kn'],
  tf: ['tf', 'kn'],
  cst: ['cst'],
  mpa_s: ['mpa_s'],
  m_per_s: ['m_per_s'],
  m_per_min: ['m_per_min'],
  hz: ['hz'],
  lm: ['lm'],
  kg_per_m: ['kg_per_m'],
  g_per_cm3: ['g_per_cm3', 'kg_per_m3'],
  day: ['day', 'week'],
  hour: ['hour', 'day'],
};

/** Properties whose trade states them otherwise than others in the same default unit. */
const BY_PROPERTY_KEY: Record<string, readonly string[]> = {
  // A boiler's or chiller's capacity: kW, kcal/h for heating, tons of refrigeration for cooling.
  thermal_capacity: ['kw', 'kcal_per_h', 'tr'],
};

/**
 * The unit keys a property is offered in, default first. `available` are the keys of its quantity's units;
 * without a default unit every one of them is offered.
 */
export function tradeUnitKeys(
  property: { key: string; defaultUnitKey: string | null },
  available: readonly string[],
): string[] {
  if (!property.defaultUnitKey) return [...available];
  const listed = BY_PROPERTY_KEY[property.key] ?? BY_DEFAULT_UNIT[property.defaultUnitKey] ?? [];
  const keys = [property.defaultUnitKey, ...listed.filter((k) => k !== property.defaultUnitKey)];
  return keys.filter((k) => available.includes(k));
}
