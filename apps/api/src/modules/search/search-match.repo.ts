// How a query plan matches and scores rows (docs/decisions/020-search.md, 025-search-at-scale.md): the
// tsquery of a slot, the conditions the planner may take to the GIN index, and the relevance of a row.
import { type SQL, sql } from 'drizzle-orm';
import { type QueryPlan, relaxableSlots, type Slot, type ValueFilter, wordSlots } from './query-plan.js';

/** A number, a decimal one too («7.5»: decision 114 keeps its point), is matched exactly, never as a prefix. */
const DIGITS = /^\d+(?:\.\d+)*$/;

/**
 * `'word':*` (a word prefix), or `'560'` for a number; `weight` restricts it to title words (A). A value's
 * phrase («7 5 کیلووات») is its words side by side (`<->`), a short unit word exactly.
 */
function altQuery(alt: string, weight = '', phrase = false): string {
  const words = alt.split(' ').filter(Boolean);
  // Folded words hold only letters and digits, so quoting them is enough.
  const terms = words.map((w) =>
    DIGITS.test(w) || (phrase && [...w].length < 3) ? `'${w}'${weight ? `:${weight}` : ''}` : `'${w}':*${weight}`,
  );
  return `(${terms.join(phrase ? ' <-> ' : ' & ')})`;
}

const slotQuery = (slot: Slot, weight = '') =>
  `(${slot.alts.map((a) => altQuery(a, weight, slot.phrase)).join(' | ')})`;
/** The slots with words to look for (a bound such as «حداکثر ۴۵ کیلووات» has none: it is a value filter only). */
const searchable = (plan: QueryPlan) => plan.slots.filter((s) => s.alts.length > 0);
export const planQuery = (plan: QueryPlan, weight = '') =>
  searchable(plan)
    .map((s) => slotQuery(s, weight))
    .join(' & ');

/**
 * Stored values within 1 % of a named value match it (a value entered as 7.49 is the 7.5 asked for); a unit named
 * loosely (horsepower, decision 088) carries its own tolerance.
 */
const EXACT_TOLERANCE = 0.01;

/**
 * An offer holding a stored value of the measure's quantity within its bounds (in the quantity's base unit;
 * a stored range matches when it overlaps). `product` is the offer id's column. A range asked («۰ تا ۲۵ بار») is
 * met by a stored range only when it holds the whole of it (a 0–16 bar gauge does not read 25 bar), and by a single
 * stored value inside it only when the offer stores no range of that quantity (the gauge's «maximum process
 * pressure» of 16 bar is no reading of its span; decision 117).
 */
export function valueCondition(value: ValueFilter, product: SQL): SQL {
  const rangeAsked = !value.exact && value.low !== null && value.high !== null && value.low < value.high;
  const perUnit = value.units.map((u) => {
    const toBase = (n: number) => n * u.factor + u.offset;
    let low = value.low === null ? null : toBase(value.low);
    let high = value.high === null ? null : toBase(value.high);
    if (value.exact && low !== null && high !== null) {
      const tolerance = u.tolerance ?? EXACT_TOLERANCE;
      low -= Math.abs(low) * tolerance;
      high += Math.abs(high) * tolerance;
    }
    const bounds: SQL[] = [sql`cp.quantity_id = ${u.quantityId}`];
    if (low !== null) bounds.push(sql`coalesce(v.base_max_value, v.base_value) >= ${low}::float8`);
    if (high !== null) bounds.push(sql`v.base_value <= ${high}::float8`);
    if (!rangeAsked || low === null || high === null) return sql`(${sql.join(bounds, sql` and `)})`;
    const held = sql`(cp.quantity_id = ${u.quantityId} and v.base_max_value is not null
      and v.base_value <= ${low + Math.abs(low) * EXACT_TOLERANCE}::float8
      and v.base_max_value >= ${high - Math.abs(high) * EXACT_TOLERANCE}::float8)`;
    return sql`(${held} or (v.base_max_value is null and ${sql.join(bounds, sql` and `)} and not exists (
      select 1 from supplier_product_values r join category_properties rp on rp.id = r.property_id
      where r.product_id = v.product_id and rp.quantity_id = ${u.quantityId} and r.base_max_value is not null)))`;
  });
  return sql`exists (select 1 from supplier_product_values v join category_properties cp on cp.id = v.property_id
    where v.product_id = ${product} and v.base_value is not null and (${sql.join(perUnit, sql` or `)}))`;
}

/**
 * How far an offer's stored values are from the values asked for (decision 053), for the nearest: per value,
 * the relative difference |stored − asked| / max(|stored|, |asked|) of the closest stored value of its quantity
 * (0 when a stored range holds it), summed over the values; null when the offer stores none of one of them.
 * The asked value is the named one, or the bound of a range or bound that is given (the lower first).
 */
export function valueDistance(values: ValueFilter[], product: SQL): SQL {
  const perValue = values.map((value) => {
    const asked = value.low ?? value.high;
    if (asked === null) return sql`null::float8`;
    const perUnit = value.units.map((u) => {
      const t = asked * u.factor + u.offset;
      const high = sql`coalesce(v.base_max_value, v.base_value)`;
      return sql`when cp.quantity_id = ${u.quantityId} then case when ${t}::float8 between v.base_value and ${high} then 0
        else least(abs(v.base_value - ${t}::float8), abs(${high} - ${t}::float8))
          / greatest(abs(v.base_value), abs(${t}::float8), 1e-9) end`;
    });
    if (perUnit.length === 0) return sql`null::float8`;
    return sql`(select min(case ${sql.join(perUnit, sql` `)} end) from supplier_product_values v
      join category_properties cp on cp.id = v.property_id
      where v.product_id = ${product} and v.base_value is not null)`;
  });
  return perValue.length === 0 ? sql`null::float8` : sql`(${sql.join(perValue, sql` + `)})`;
}

/**
 * A query made once per statement (an InitPlan): `to_tsquery` is only STABLE, so written inside an
 * expression evaluated per row (a rank, a filter not taken to the index) it parses its text again for every
 * row — measured at a million offers, that doubled the cost of scoring 2,001 candidates.
 */
const tsQuery = (text: string): SQL => sql`(select to_tsquery('simple', ${text}))`;

/**
 * A slot's condition. `indexed`: written so the planner may answer it from the GIN index; otherwise through
 * `ts_match_vq` (the function behind `@@`), which the planner never takes to an index: a slot most documents
 * match is then tested on the rows read, instead of costing a bitmap of most of the table. `compactAlts`:
 * which alternatives are also looked for inside the compact title (none when matching by words only).
 */
function slotCondition(
  slot: Slot,
  vector: SQL,
  compact: SQL,
  compactAlts: string[],
  indexed = true,
  product: SQL | null = null,
): SQL {
  // Indexed: `to_tsquery` in the condition, which the planner evaluates to estimate how many rows match.
  const parts: SQL[] = [];
  if (slot.alts.length > 0) {
    parts.push(
      indexed
        ? sql`${vector} @@ to_tsquery('simple', ${slotQuery(slot)})`
        : sql`ts_match_vq(${vector}, ${tsQuery(slotQuery(slot))})`,
    );
  }
  for (const joined of compactAlts) parts.push(sql`${compact} like ${`%${joined}%`}`);
  // A measure also matches an offer storing it as a property value, whatever its title says.
  if (slot.value && product) parts.push(valueCondition(slot.value, product));
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? (parts[0] as SQL) : sql`(${sql.join(parts, sql` or `)})`;
}

/** The compact spellings of a slot on a small table: every alternative of three letters or more. */
const allJoined = (slot: Slot) => slot.alts.map((a) => a.replace(/ /g, '')).filter((j) => [...j].length >= 3); // the trigram index needs three

/**
 * All word slots match (small tables: categories, suppliers, articles): a value the reader took out
 * («7.5kw», «DN50») names no category, supplier or article; a query of values alone matches none of them.
 */
export function matches(plan: QueryPlan, alias: string): SQL {
  const vector = sql.raw(`${alias}.search_vector`);
  const compact = sql.raw(`${alias}.search_compact`);
  const slots = wordSlots(plan);
  if (slots.length === 0) return sql`false`;
  return sql.join(
    slots.map((s) => slotCondition(s, vector, compact, allJoined(s))),
    sql` and `,
  );
}

/**
 * Matches expected among this share of the offers or more: reading offers in order finds enough at once.
 * Measured on a million offers: a GIN bitmap costs about 1.3 µs per matching offer, reading in order about
 * 1 µs per offer read, so for 2,501 candidates the two meet near 4 %. Several words are held to 10 %: their
 * shares are multiplied as if independent, and words that seldom meet would be read to the end of the table.
 */
const SCAN_SHARE_ONE_WORD = 0.04;
const SCAN_SHARE = 0.1;

/**
 * Whether the product match takes its slots from the GIN index (docs/decisions/025-search-at-scale.md): not when the
 * words are everywhere (reading offers in table order stops at the candidate cap), else every slot. Until decision 121 a
 * slot held by 30 % of the offers or more was tested row by row on what the rarer slots found; the planner, unable
 * to see how rare that test is, read the table in order for the rarer slot's thousands of expected matches, to the
 * end when the words never stand together («مخزن الکتروموتور»: 1.8 s at 1,000,000 offers, 0.5 s as one tsquery).
 * In one tsquery the GIN index intersects the words' lists itself, skipping through the long list by the short one.
 */
function readFromIndex(plan: QueryPlan): boolean {
  const expected = plan.slots.reduce((share, s) => share * s.share, 1);
  return expected < (plan.slots.length === 1 ? SCAN_SHARE_ONE_WORD : SCAN_SHARE);
}

/**
 * All slots of a product match, on the narrow search table (alias `s`); `words`: by whole words (and word
 * prefixes) only, without the compact spellings (only the slot's `joined` alternatives, those no known word
 * begins with, are looked for).
 */
export function productMatches(plan: QueryPlan, words: boolean): SQL {
  const vector = sql.raw('s.search_vector');
  const compact = sql.raw('s.search_compact');
  const indexed = readFromIndex(plan);
  const product = sql.raw('s.product_id');
  const leaveOut = plan.leaveOut ?? 0;
  const optional = leaveOut > 0 ? relaxableSlots(plan) : [];
  // Slots of which any may match are each read from the index (a bitmap OR), never tested row by row.
  const condition = (sl: Slot) =>
    slotCondition(sl, vector, compact, words ? [] : sl.joined, indexed || optional.includes(sl), product);
  // The indexed slots that are words only (no compact spelling, no stored value) are one tsquery: the GIN index
  // intersects their posting lists itself. Written as one condition each, the planner multiplied their shares, took
  // a word it reads in the index with a word tested row by row for thousands of matches, and read the table in order
  // to the end when the words never stand together (decision 121).
  const wordsOnly = (sl: Slot) => sl.alts.length > 0 && !sl.value && (words || sl.joined.length === 0);
  const plain = plan.slots.filter((sl) => indexed && !optional.includes(sl) && wordsOnly(sl));
  const together = plain.length > 1 ? plain : [];
  const rest = plan.slots.filter((sl) => !optional.includes(sl) && !together.includes(sl)).map(condition);
  const required =
    together.length > 0
      ? [sql`${vector} @@ to_tsquery('simple', ${together.map((sl) => slotQuery(sl)).join(' & ')})`, ...rest]
      : rest;
  if (optional.length > leaveOut) {
    // Any of them from the index, then enough of them on the rows found (decision 060).
    const each = optional.map(condition);
    required.push(sql`(${sql.join(each, sql` or `)})`);
    required.push(
      sql`(${sql.join(
        each.map((c) => sql`(case when ${c} then 1 else 0 end)`),
        sql` + `,
      )}) >= ${sql.raw(String(optional.length - leaveOut))}`,
    );
  }
  return sql.join(required, sql` and `);
}

/**
 * Relevance of a row (the rules of docs/decisions/020-search.md): the exact phrase in the title, a model
 * number in the title, every word in the title, then full-text rank with title words weighing more than
 * the rest.
 */
export function textScore(plan: QueryPlan, alias: string): SQL {
  const vector = sql.raw(`${alias}.search_vector`);
  const compact = sql.raw(`${alias}.search_compact`);
  const parts: SQL[] = [sql`0`];
  if (searchable(plan).length > 0) {
    parts.push(
      sql`30 * ts_rank('{0.05, 0.1, 0.3, 1.0}', ${vector}, ${tsQuery(planQuery(plan))})`,
      sql`(case when ${vector} @@ ${tsQuery(planQuery(plan, 'A'))} then 25 else 0 end)`,
    );
  }
  // The typed words (or their corrections) in the title: above a title that holds only a synonym.
  for (const slot of plan.slots) {
    if (slot.primary.length === 0) continue;
    const primary = slot.primary.map((a) => altQuery(a, 'A', slot.phrase)).join(' | ');
    parts.push(sql`(case when ${vector} @@ ${tsQuery(primary)} then 10 else 0 end)`);
  }
  // The title begins with what was typed: «پمپ سانتریفیوژ …» before «دستورالعمل … پمپ سانتریفیوژ».
  const first = plan.slots[0];
  const starts = (first?.alts ?? []).map((a) => a.replace(/ /g, '')).filter((a) => a.length > 0);
  if (starts.length > 0) {
    parts.push(
      sql`(case when ${sql.join(
        starts.map((a) => sql`${compact} like ${`${a}%`}`),
        sql` or `,
      )} then 15 else 0 end)`,
    );
  }
  if ([...plan.compact].length >= 2) {
    parts.push(sql`(case when ${compact} like ${`%${plan.compact}%`} then 40 else 0 end)`);
  }
  for (const model of plan.models) parts.push(sql`(case when ${compact} like ${`%${model}%`} then 50 else 0 end)`);
  return sql.join(parts, sql` + `);
}

/**
 * Points for an offer of the kind the query's words ask for (decision 060, `QueryPlan.prefer`): a service for
 * «تعمیر …», a document for «استاندارد …». Below the title rules (every word in the title 25, the exact phrase
 * 40), so a product whose title is what was typed still comes first; above the full-text rank's spread.
 */
export const PREFERRED_KIND_BONUS = 20;

export function kindBonus(plan: QueryPlan, alias: string): SQL {
  if (plan.prefer.length === 0) return sql`0`;
  const column = sql.raw(`${alias}.category_type`);
  return sql`(case when ${column} in (${sql.join(
    plan.prefer.map((k) => sql`${k}`),
    sql`, `,
  )}) then ${sql.raw(String(PREFERRED_KIND_BONUS))} else 0 end)`;
}

/**
 * 2 when every searchable slot is held by the title (weight A), 1 by the title or the category's names (C),
 * 0 when some only by the description or model (B): the nearest keep the offers that are what was asked for before those merely
 * mentioning it (decision 060; decision 053 switched the nearest off over a gearbox whose description named
 * motors).
 */
export function namedInTitleOrCategory(plan: QueryPlan, alias: string): SQL {
  if (searchable(plan).length === 0) return sql`2`;
  const vector = sql.raw(`${alias}.search_vector`);
  return sql`(case when ${vector} @@ ${tsQuery(planQuery(plan, 'A'))} then 2
    when ${vector} @@ ${tsQuery(planQuery(plan, 'AC'))} then 1 else 0 end)`;
}

/**
 * 1 when every typed word (values aside: they are read from stored values) is held by the title or the category's
 * names, as a word or inside the compact title (a word typed apart or joined); 0 when some word only by the
 * description or the model (decision 117). Read for the dozen offers of a page only.
 */
export function wordsNamed(plan: QueryPlan, alias: string): SQL {
  const slots = wordSlots(plan).filter((s) => s.alts.length > 0);
  if (slots.length === 0) return sql`1`;
  const vector = sql.raw(`${alias}.search_vector`);
  const compact = sql.raw(`${alias}.search_compact`);
  const held = slots.map((slot) => {
    const parts = [sql`${vector} @@ ${tsQuery(slotQuery(slot, 'AC'))}`];
    for (const j of allJoined(slot)) parts.push(sql`${compact} like ${`%${j}%`}`);
    return sql`(${sql.join(parts, sql` or `)})`;
  });
  return sql`(case when ${sql.join(held, sql` and `)} then 1 else 0 end)`;
}

/**
 * All but one word (decision 060): an offer lacking a common word («آب») ranks above one lacking a rare word,
 * which says more of what is wanted: up to 10 points per word held, fewer the more offers hold it.
 */
export function heldWordsBonus(plan: QueryPlan, alias: string): SQL {
  if (!plan.leaveOut) return sql`0`;
  const vector = sql.raw(`${alias}.search_vector`);
  const parts = relaxableSlots(plan).map(
    (slot) =>
      sql`(case when ${vector} @@ ${tsQuery(slotQuery(slot))} then ${10 * (1 - Math.min(1, slot.share))}::float8 else 0 end)`,
  );
  return parts.length ? sql`(${sql.join(parts, sql` + `)})` : sql`0`;
}

/** Confirmed suppliers only are public; verified ones (identity, documents, a site visit) rank higher. */
export const verificationBonus = sql.raw(
  `(case m.verification_level when 'site_visit' then 6 when 'documents' then 5 when 'identity' then 3 else 0 end)`,
);
/**
 * Fresher listings rank higher: 8 points new, half after about four months. In float8: `extract(epoch …)` is
 * numeric, and `exp` of a numeric cost about 10 µs an offer — half of a broad search's scoring of 2,001 candidates
 * at 1,000,000 offers (decision 079).
 */
export const freshness = sql.raw(
  `8 * exp(-greatest(extract(epoch from now() - s.created_at)::float8, 0) / (86400.0 * 180)::float8)`,
);

/**
 * The supplier's measured trust (decision 043) of a candidate: `bz_trust_rank(s.merchant_id)` — its own score,
 * else the site's prior (subject 0), else 0 — written as a join to `trust_figures` (alias `tf`, see
 * `trustJoin`): the function called per row cost two index lookups and a call each, about 10 µs an offer, a
 * third of a broad search's time at 1,000,000 offers (decision 079). The prior is read once per statement.
 */
export const trustRank = sql.raw(
  `coalesce(tf.score, (select p.score from trust_figures p where p.subject_kind = 'merchant' and p.subject_id = 0), 0)::real`,
);
export const trustJoin = sql.raw(
  `left join trust_figures tf on tf.subject_kind = 'merchant' and tf.subject_id = s.merchant_id`,
);
