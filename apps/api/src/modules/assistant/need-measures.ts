// The built-in engine's reader: numbers with units («۱۰ بار»، «بین ۵ تا ۱۰ متر مکعب بر ساعت»), bounds
// («حداقل»، «به بالا»), the order quantity («۲۰ دستگاه») and numbers next to a property's name («۸ طبقه»).

import { TRADE_READINGS } from '../../shared/query-reader/units.js';
import {
  capability,
  contextScore,
  distinctNames,
  measured,
  propertyByName,
  propertyForUnit,
  propertyWords,
} from './need-properties.js';
import {
  COUNT_UNITS,
  COUNT_WORDS,
  cueAfter,
  cueBefore,
  DOWNWARD,
  ENOUGH,
  MAX_CUES,
  MIN_CUES,
  type ParseState,
  RANGE_JOIN,
  readNumber,
  type Token,
  take,
  UPWARD,
  unitAt,
} from './need-tokens.js';
import { putOptions } from './need-words.js';
import { tokenize, type VocabUnit } from './vocabulary.js';

/**
 * An amount whose rate is left implicit: «۱۰ مترمکعب» for a pump's flow, «۵ تن» for a boiler's steam output. When
 * no property of the category takes the unit's quantity, the one rate property whose unit is that unit per time
 * takes it, in its own time unit (m³ → m³/h, t → t/h, L → L/min).
 */
function impliedRate(
  vocab: ParseState['vocab'],
  units: VocabUnit[],
  properties: ParseState['properties'],
  found: ParseState['found'],
  start: number,
) {
  const rates = properties.filter((p) => {
    if ((p.type !== 'number' && p.type !== 'range') || p.defaultUnitId === null) return false;
    if (found.some((f) => f.propertyId === p.id)) return false;
    const symbol = vocab.units.get(p.defaultUnitId)?.symbol ?? '';
    return units.some((u) => symbol.startsWith(`${u.symbol}/`));
  });
  const [rate] = rates;
  return rates.length === 1 && rate ? { property: rate, score: 0, lo: start, implied: true } : null;
}

function tradeReadings(vocab: ParseState['vocab'], units: VocabUnit[]): VocabUnit[] {
  const keys = new Set(units.flatMap((u) => TRADE_READINGS[u.key] ?? []));
  return keys.size ? [...vocab.units.values()].filter((u) => keys.has(u.key)) : [];
}

/** Numbers with units, numbers next to a property's name */

/** «کیلو» alone: a kilogram, a kilowatt («موتور ۱۱ کیلو») or a kilogram-force per cm² («۸ کیلو») as the trade says. */
const KILO_WORDS = new Set(['کیلو', 'کیلویی', 'کیلوئی']);
const KILO_READINGS = ['kg', 'kw', 'kgf_per_cm2'];
/** How far past the span of the products' stored values a number may be and still fit it. */
const KILO_SLACK = 0.25;

/**
 * Which of its readings a bare «کیلو» has (decision 087): the one whose property is named beside the number, else the
 * one whose property the category's products store values around it (a contactor's 11 is its motor power, not a
 * weight of 11 kg; a compressor's 37 its motor, not 37 kgf/cm²), else the first of kg, kW, kgf/cm² the category has a
 * property for. Null when it has none.
 */
function kiloReading(
  vocab: ParseState['vocab'],
  tokens: Token[],
  start: number,
  end: number,
  value: number,
  properties: ParseState['properties'],
  found: ParseState['found'],
  categoryId: number | null,
): VocabUnit[] | null {
  const products = categoryId !== null ? vocab.valuesUnder(categoryId) : [];
  let best: { units: VocabUnit[]; score: number } | null = null;
  KILO_READINGS.forEach((key, order) => {
    const unit = [...vocab.units.values()].find((u) => u.key === key);
    if (!unit) return;
    for (const p of properties) {
      if (p.quantityId !== unit.quantityId || (p.type !== 'number' && p.type !== 'range')) continue;
      if (found.some((f) => f.propertyId === p.id)) continue;
      const named = contextScore(tokens, start, end, p).score >= 1;
      const target = p.defaultUnitId !== null ? vocab.units.get(p.defaultUnitId) : undefined;
      const v = target ? (value * unit.factor) / target.factor : value;
      const stored = storedBounds(products, p.key);
      const fits = !!stored && v >= stored.low * (1 - KILO_SLACK) && v <= stored.high * (1 + KILO_SLACK);
      const score = (named ? 4 : 0) + (fits ? 2 : 0) - order * 0.1;
      if (!best || score > best.score) best = { units: [unit], score };
    }
  });
  return (best as { units: VocabUnit[] } | null)?.units ?? null;
}

const PERCENT = new Set(['درصد', '%']);

/** A motor's pole count and the synchronous speed at 50 Hz the trade means by it («چهار پل» is 1500 rpm). */
/** The trade's «پل» and the textbook's «قطب» (decision 100: «دو قطب» is 3000 rpm). */
const POLE_WORDS = new Set(['پل', 'قطب']);
const POLE_SPEEDS: Record<number, number> = { 2: 3000, 4: 1500, 6: 1000, 8: 750 };

/**
 * «چهار پل», «۶ پل»: a speed, in a category with a speed it is rated at and no count of poles of its own (a
 * breaker's «سه پل» is its poles). The highest speed it bears («حداکثر دور») and the speed without load are not it.
 */
function poleSpeed(
  vocab: ParseState['vocab'],
  tokens: Token[],
  i: number,
  end: number,
  value: number,
  properties: ParseState['properties'],
) {
  const speed = POLE_SPEEDS[value];
  if (!speed || !POLE_WORDS.has(tokens[end]?.text ?? '') || tokens[end]?.used) return null;
  if (properties.some((p) => p.options.some((o) => /^\d+P$/i.test(o.label)))) return null;
  const rpm = [...vocab.units.values()].find((u) => u.key === 'rpm');
  const property = properties.find(
    (p) => p.type === 'number' && p.quantityId === rpm?.quantityId && !/^(max|no_load)_/.test(p.key),
  );
  if (!rpm || !property) return null;
  for (let k = i; k <= end; k += 1) take(tokens[k]);
  return measured(
    vocab,
    property,
    rpm,
    { value: speed, low: null, high: null },
    `${tokens[i]?.text} ${tokens[end]?.text}`,
  );
}
export function readMeasures({
  vocab,
  tokens,
  need,
  properties,
  categoryAt,
  categoryTokens = new Set<number>(),
  categoryId = null,
  found,
  put,
}: Pick<ParseState, 'vocab' | 'tokens' | 'need' | 'properties' | 'categoryAt' | 'found' | 'put'> &
  Partial<Pick<ParseState, 'categoryTokens' | 'categoryId'>>): void {
  for (let i = 0; i < tokens.length; i += 1) {
    const num = readNumber(tokens, i);
    if (!num) continue;
    const poles = poleSpeed(vocab, tokens, i, num.end, num.value, properties);
    if (poles) {
      put(poles);
      i = num.end;
      continue;
    }
    // «منفی ۲۰», «-۲۰» (need-parser.ts says a minus sign as the word).
    const minus = tokens[i - 1]?.text === 'منفی' && !tokens[i - 1]?.used;
    const signed = minus ? -num.value : num.value;
    let start = i;
    let low: number | null = null;
    let high: number | null = null;
    let value: number | null = signed;
    let end = num.end;
    // «نسبت ۱ به ۴۰», «1:40»: the ratio is the second number.
    if (num.value === 1 && (tokens[end]?.text === 'به' || tokens[end]?.text === ':')) {
      const ratio = readNumber(tokens, end + 1);
      if (ratio) {
        (tokens[i] as Token).used = true;
        (tokens[end] as Token).used = true;
        value = ratio.value;
        end = ratio.end;
      }
    }
    let unit = unitAt(vocab, tokens, end);
    // «۵ تا ۱۰ بار», «بین ۵ و ۱۰ بار», «5-10 bar», and «۵ بار تا ۱۰ بار»
    const joinAt = unit ? unit.end : end;
    if (RANGE_JOIN.has(tokens[joinAt]?.text ?? '') && (tokens[joinAt]?.text !== 'و' || tokens[i - 1]?.text === 'بین')) {
      const secondMinus = tokens[joinAt + 1]?.text === 'منفی';
      const second = readNumber(tokens, joinAt + 1 + (secondMinus ? 1 : 0));
      if (second) {
        const secondUnit = unitAt(vocab, tokens, second.end);
        // «۶۳ میل تا ۱۰ بار» is two things (a dial and a pressure), not a range: a range has one quantity.
        const oneQuantity =
          !unit || !secondUnit || unit.units.some((u) => secondUnit.units.some((v) => v.quantityId === u.quantityId));
        // «سایز ۳۹ الی ۴۵», «سختی ۴۵ تا ۵۰»: no unit, but a range property named right before it.
        const rangeNamed =
          !unit &&
          !secondUnit &&
          propertyByName(tokens, i, second.end, properties, found)?.property.type === 'range' &&
          !unitAt(vocab, tokens, second.end);
        // «آچار ترکمتر ۶۰ تا ۳۰۰», «میکرومتر ۲۵-۵۰»: no unit and no name, but one range property of the category only
        // whose products' stored spans hold both numbers; the range is that property's, in its own unit (decision 120).
        const rangeStored =
          !unit && !secondUnit && !rangeNamed && !unitAt(vocab, tokens, second.end)
            ? storedRange(vocab, categoryId, properties, found, signed, secondMinus ? -second.value : second.value)
            : null;
        if (rangeStored) {
          const phrase = tokens
            .slice(i, second.end)
            .map((t) => t.text)
            .join(' ');
          for (let k = i; k < second.end; k += 1) take(tokens[k]);
          const bounds = { value: null, low: signed, high: secondMinus ? -second.value : second.value };
          put(measured(vocab, rangeStored, bareUnit(vocab, rangeStored, null) ?? null, bounds, phrase));
          i = second.end - 1;
          continue;
        }
        if (((secondUnit || unit) && oneQuantity) || rangeNamed) {
          low = signed;
          high = secondMinus ? -second.value : second.value;
          value = null;
          unit = secondUnit ?? unit;
          end = secondUnit ? secondUnit.end : second.end;
        }
      }
    } else if (unit) end = unit.end;
    let cueTokens = 0;
    let upTo = false;
    if (value !== null) {
      const before = cueBefore(
        tokens,
        i,
        [...MIN_CUES, ...MAX_CUES].map((c) => tokenize(c).join(' ')),
      );
      const enough = cueAfter(
        tokens,
        end,
        ENOUGH.map((c) => tokenize(c).join(' ')),
      );
      // «از ۱۰ بار به بالا», «۱۰ بار به بالا»
      const upward = cueAfter(tokens, end, UPWARD);
      const downward = cueAfter(tokens, end, DOWNWARD);
      if (enough || upward) {
        low = value;
        value = null;
        end += enough || upward;
        if (before === 'از') cueTokens = 1;
      } else if (downward) {
        high = value;
        value = null;
        end += downward;
      } else if (before && MIN_CUES.map((c) => tokenize(c).join(' ')).includes(before) && before !== 'از') {
        low = value;
        value = null;
        cueTokens = before.split(' ').length;
      } else if (before && before !== 'از' && MAX_CUES.map((c) => tokenize(c).join(' ')).includes(before)) {
        // «تا» after another number is a range handled above; alone it means «at most».
        upTo = before === 'تا';
        high = value;
        value = null;
        cueTokens = before.split(' ').length;
      }
    } else if (tokens[i - 1]?.text === 'بین' || tokens[i - 1]?.text === 'از') cueTokens = 1;
    start = i - cueTokens;
    if (minus) start = Math.min(start, i - 1);

    // «۵۷۰۰ کلوین»: a property that names the unit in its parentheses and has no quantity of its own («دمای رنگ
    // نور (کلوین)») takes it as written, before the unit's own quantity (a temperature) is looked for.
    const labelled = unit
      ? properties.filter((p) => {
          const said = /\(([^)]+)\)$/.exec(p.name.trim())?.[1];
          return (
            p.type === 'number' &&
            p.quantityId === null &&
            said !== undefined &&
            !found.some((f) => f.propertyId === p.id) &&
            // «۱.۸ درجه» of «زاویه گام (درجه)»: the word said, though it is also a unit of another quantity (decision 113).
            (unit.units.some((u) => u.name === said || u.symbol === said) || tokens[unit.end - 1]?.text === said)
          );
        })
      : [];
    if (labelled.length === 1 && labelled[0]) {
      const phrase = tokens
        .slice(start, end)
        .map((t) => t.text)
        .join(' ');
      for (let k = start; k < end; k += 1) take(tokens[k]);
      put(measured(vocab, labelled[0], null, capability(labelled[0], { value, low, high }, upTo), phrase));
      i = end - 1;
      continue;
    }

    if (unit) {
      let units = unit.units;
      const said = tokens[num.end]?.text ?? '';
      const amount = value ?? high ?? low;
      const kilo =
        KILO_WORDS.has(said) && unit.end === num.end + 1 && amount !== null
          ? kiloReading(vocab, tokens, start, end, amount, properties, found, categoryId)
          : null;
      if (kilo) units = kilo;
      let property =
        propertyForUnit(vocab, tokens, start, end, units, properties, found) ??
        impliedRate(vocab, units, properties, found, start);
      // «پرس ۴۰۰ تن» is a force, «چیلر ۶۰ تن» a cooling power: a unit read as the trade reads it in another
      // quantity, when no property of its own quantity is named beside it.
      const other = tradeReadings(vocab, units);
      if (other.length && (!property || (!('implied' in property) && property.score < 1))) {
        const read = propertyForUnit(vocab, tokens, start, end, other, properties, found);
        // Its own name beside the number decides («ظرفیت پرس ۴۰۰ تن» is the press, not a part's weight).
        if (read && (!property || read.score > property.score)) {
          property = read;
          units = other;
        }
      }
      // «کنتاکتور ۳۲ آمپر»: one value, its property not named, is a rating the products store (a contactor's rated
      // current) rather than a range of settings fewer of them store (the bimetal's); «بی متال ۹ تا ۱۳ آمپر» names it.
      if (property && !('implied' in property) && value !== null && property.property.type === 'range') {
        const range = property.property;
        const one = value;
        const products = categoryId !== null ? vocab.valuesUnder(categoryId) : [];
        const stores = (key: string) => products.filter((v) => v[key] !== undefined).length;
        const rating = properties.find(
          (p) =>
            p.type === 'number' &&
            p.quantityId === range.quantityId &&
            !found.some((f) => f.propertyId === p.id) &&
            stores(p.key) > stores(range.key) &&
            contextScore(tokens, start, end, p).score === 0,
        );
        // «بی متال ۱۸ آمپر» names the setting by a word of its name only («بی‌متال» of «محدوده تنظیم بی‌متال»).
        const settingNamed = contextScore(
          tokens,
          start,
          end,
          range,
          false,
          undefined,
          distinctNames(properties).get(range.id),
        );
        // A value inside a setting range the products store, and near no rating they store, is the setting («۱۲
        // آمپر» of a 9–13 A relay); the catalog's values decide, as for the kind (decision 077).
        const near = (v: unknown, x: number) => typeof v === 'number' && Math.abs(v - x) <= Math.abs(x) * 0.05;
        const inside = (v: unknown, x: number) => Array.isArray(v) && x >= (v[0] as number) && x <= (v[1] as number);
        const setting =
          rating && products.some((v) => inside(v[range.key], one)) && !products.some((v) => near(v[rating.key], one));
        if (rating && !setting && settingNamed.score === 0) property = { ...property, property: rating };
      }
      const unitOf = (kilo ?? unit.units)[0] as VocabUnit;
      // «۲۰ تن میلگرد», «میلگرد ۱۶ … ۲۵ تن», «۵۰۰ متر کابل»: an amount of what is bought, before the product or
      // after it when no property of the product takes it.
      // After the product too, when its property is not named beside it, the unit is not said as an adjective («۶
      // متری»), and the amount is past twice the most the products filed there store («لوله مانیسمان ۶ اینچ ۲۰۰ متر»:
      // its pipes are 6 or 12 m long; decision 113).
      const pastStored =
        !!property &&
        !('implied' in property) &&
        property.score < 1 &&
        i > categoryAt &&
        value !== null &&
        !(tokens[end - 1]?.text ?? '').endsWith('ی') &&
        beyondStored(vocab, categoryId, property.property, value, units);
      const isCount =
        COUNT_UNITS.has(unitOf.key) &&
        categoryAt >= 0 &&
        value !== null &&
        !need.quantity &&
        ((i < categoryAt && (!property || property.score < 1)) || !property || pastStored);
      if (isCount) {
        need.quantity = {
          amount: value as number,
          unit: tokens
            .slice(num.end, end)
            .map((t) => t.text)
            .join(' '),
        };
        for (let k = start; k < end; k += 1) take(tokens[k]);
        continue;
      }
      const phrase = tokens
        .slice(start, end)
        .map((t) => t.text)
        .join(' ');
      for (let k = start; k < end; k += 1) take(tokens[k]);
      if (!property) {
        need.notes.push(phrase);
        continue;
      }
      const given =
        units.find((u) => u.quantityId === property.property.quantityId) ??
        ('implied' in property ? (vocab.units.get(property.property.defaultUnitId as number) ?? unitOf) : unitOf);
      // «تا ضخامت ۱۲ میلی‌متر»: the «تا» stands before the property's name.
      if (value !== null && low === null && high === null && tokens[property.lo - 1]?.text === 'تا') {
        high = value;
        value = null;
        upTo = true;
      }
      put(measured(vocab, property.property, given, capability(property.property, { value, low, high }, upTo), phrase));
      i = end - 1;
      continue;
    }

    // A count word: «۲۰ دستگاه»
    const countWord = tokens[num.end]?.text;
    // «۴۰ تا شیر»: «تا» not followed by a number counts too.
    const countTa = countWord === 'تا' && !readNumber(tokens, num.end + 1);
    // «میلگرد ۱۰ شاخه ۱۲ متری»: a count word that is a word of a property's name with its own value after it («طول
    // شاخه یا ورق») names that property; the number before it is the product's size, no count (decision 108).
    const namesNext =
      !!countWord &&
      !!readNumber(tokens, num.end + 1) &&
      freeNumbers(properties, found).some((p) => propertyWords(p).some((words) => words.includes(countWord)));
    if (
      countWord &&
      !namesNext &&
      (COUNT_WORDS.has(countWord) || countTa) &&
      !tokens[num.end]?.used &&
      value !== null &&
      low === null
    ) {
      need.quantity = { amount: value, unit: countWord };
      for (let k = i; k <= num.end; k += 1) take(tokens[k]);
      continue;
    }

    // «۶۰ درصد»: the one property whose name ends with its unit, percent («چرخه کار … (درصد)», «خلوص (درصد)»; not
    // «مصرف سوخت در ۷۵٪ بار»).
    // The same for a word of time or count a property's parenthesis holds and no unit spells: «۶ ماه ضمانت» of «ضمانت
    // کار (ماه)» (decision 104).
    const after = tokens[num.end]?.text ?? '';
    const percentWord = PERCENT.has(after);
    const ownWord = !percentWord && /^[\u0600-\u06FF]{2,}$/.test(after) && !unitAt(vocab, tokens, num.end);
    // A property named beside the number goes first («جامد حجمی ۶۰ درصد» of «درصد جامد حجمی», not «خلوص (درصد)»).
    const namedBeside = percentWord && !!propertyByName(tokens, start, num.end + 1, properties, found);
    if (value !== null && (percentWord || ownWord) && !tokens[num.end]?.used && !namedBeside) {
      const percent = properties.filter(
        (p) =>
          p.type === 'number' &&
          (percentWord ? /\((درصد|%)\)$/.test(p.name.trim()) : p.name.trim().endsWith(`(${after})`)) &&
          !found.some((f) => f.propertyId === p.id),
      );
      const [only] = percent;
      if (percent.length === 1 && only) {
        const phrase = `${tokens[i]?.text} ${tokens[num.end]?.text}`;
        for (let k = start; k <= num.end; k += 1) take(tokens[k]);
        put(measured(vocab, only, null, capability(only, { value, low, high }, upTo), phrase));
        i = num.end;
        continue;
      }
    }

    // A bare number beside a property's name: «۸ طبقه», «فشار ۱۰», «تعداد پره ۷». A name after the number that has a
    // number of its own after it, bare or with a unit, is that number's («لوله پلی اتیلن ۹۰ فشار ۱۶ بار»).
    const bareAfter = (at: number) => !!readNumber(tokens, at) && !tokens[at]?.used;
    const named =
      propertyByName(tokens, start, end, properties, found, bareAfter) ??
      yearOf(vocab, categoryId, properties, found, value, start, end, tokens);
    if (named) {
      const defaultUnit = bareUnit(vocab, named.property, value, tokens.slice(i, num.end));
      const phrase = tokens
        .slice(Math.min(start, named.from), Math.max(end, named.to))
        .map((t) => t.text)
        .join(' ');
      for (let k = Math.min(start, named.from); k < Math.max(end, named.to); k += 1) (tokens[k] as Token).used = true;
      put(
        measured(
          vocab,
          named.property,
          defaultUnit ?? null,
          capability(named.property, { value, low, high }, upTo),
          phrase,
        ),
      );
      continue;
    }

    // «تیرآهن ۱۸», «واشر فنری ۱۶», «رول بولت ۱۲»: a bare number right after the product's name is its size, the one
    // property the trade calls its «سایز» or «نمره». The word after it may be another value's («تیرآهن ۱۶ ذوب
    // آهن»), not a unit of this one.
    // After a value's word, not its number («کابل ۷ رشته ۱.۵»: the 1.5 is the cores' cross-section, decision 104).
    const afterWord = !!tokens[i - 1]?.value && !/^\d/.test(tokens[i - 1]?.text ?? '');
    const bare = value !== null && !unitAt(vocab, tokens, num.end) && (!tokens[i - 1]?.value || afterWord);
    // «لوله پلی اتیلن ۱۱۰», «روغن هیدرولیک ۴۶»: after the product's name or a value of it, the one property whose
    // products store exactly this number, in its own unit (a PE pipe's outer diameter, an oil's viscosity grade).
    const stored =
      // The word after it, if any, another reader took: «۱۰ پره» of another kind, «3D», are not this number's.
      bare &&
      categoryId !== null &&
      (categoryTokens.has(i - 1) || tokens[i - 1]?.used) &&
      (num.end >= tokens.length ||
        (tokens[num.end]?.used && !categoryTokens.has(num.end)) ||
        readNumber(tokens, num.end) !== null ||
        nameOfNext(tokens, num.end, properties, found, bareAfter))
        ? storedProperty(vocab, categoryId, properties, found, value as number)
        : null;
    // The trade's size goes first when the products store it («ناودانی ۱۲» is 120 mm high, not 12 m long); a size
    // none of them store gives way to the stored value («لوله پلی اتیلن ۱۱۰» has no nominal size in inches).
    // Also right after a value of it read as a word («شیر توپی برنجی ۱/۲ در تبریز», decision 100).
    const afterValue = categoryAt >= 0 && categoryAt < i && !!tokens[i - 1]?.used && !tokens[i - 1]?.value;
    const sized = bare && (categoryTokens.has(i - 1) || afterValue) ? sizeProperty(properties, found) : null;
    const products = categoryId !== null ? vocab.valuesUnder(categoryId) : [];
    const sizeStored = sized !== null && (!products.length || products.some((v) => v[sized.key] !== undefined));
    const size = sizeStored ? sized : (stored ?? sized);
    if (size) {
      const unit = size === stored && !sizeStored ? undefined : bareUnit(vocab, size, value, tokens.slice(i, num.end));
      // «سه چهارم», «1 1/2»: every token of the number is read.
      const said = tokens
        .slice(i, num.end)
        .map((t) => t.text)
        .join(' ');
      for (let k = i; k < num.end; k += 1) take(tokens[k]);
      put(measured(vocab, size, unit ?? null, { value, low: null, high: null }, said));
    }
  }
}

/**
 * Whether an amount is past twice the largest value the products filed under the category store for the property, in
 * the property's unit (at least two products storing it): then it is how much is bought, not the product's size.
 */
function beyondStored(
  vocab: ParseState['vocab'],
  categoryId: number | null,
  property: ParseState['properties'][number],
  value: number,
  units: VocabUnit[],
): boolean {
  if (categoryId === null || property.defaultUnitId === null) return false;
  const target = vocab.units.get(property.defaultUnitId);
  const given = units.find((u) => u.quantityId === property.quantityId);
  if (!target || !given) return false;
  const stored = storedBounds(vocab.valuesUnder(categoryId), property.key);
  const v = (value * given.factor) / target.factor;
  return !!stored && stored.count >= 2 && v > stored.high * 2;
}

/**
 * Sizes the trade says in centimetres when the number is small: a beam's or channel's height («تیرآهن ۱۸» is IPE
 * 180, made 80 to 600 mm) and an angle's leg («نبشی ۵» is 50 mm).
 */
const CENTIMETRE_SIZES: Record<string, number> = { section_height: 70, leg_size: 25 };

/** The unit of a number said without one: the property's own, or centimetres for a small size of a section. */
function bareUnit(
  vocab: ParseState['vocab'],
  property: ParseState['properties'][number],
  value: number | null,
  written: readonly Token[] = [],
) {
  // «استاد بولت سایز ۷/۸», «پیچ ۵/۸»: a number written as an inch fraction (a numerator below a denominator of 2, 4, 8,
  // 16 or 32, or a whole number before one) is in inches though the property is kept in millimetres (decision 118).
  if (inchFraction(written) && vocab.units.get(property.defaultUnitId ?? -1)?.key === 'mm')
    return [...vocab.units.values()].find((u) => u.key === 'inch');
  const limit = CENTIMETRE_SIZES[property.key];
  if (limit !== undefined && value !== null && value < limit)
    return [...vocab.units.values()].find((u) => u.key === 'cm');
  return property.defaultUnitId !== null ? vocab.units.get(property.defaultUnitId) : undefined;
}

/** Whether a number's tokens are an inch fraction: «7 / 8», «1 1 / 2» (not «7 / 5», which many write for 7.5). */
function inchFraction(written: readonly Token[]): boolean {
  const at = written.findIndex((t) => t.text === '/');
  if (at < 1) return false;
  const numerator = Number(written[at - 1]?.text);
  const denominator = Number(written[at + 1]?.text);
  return numerator < denominator && [2, 4, 8, 16, 32].includes(denominator) && written.length - at === 2;
}

/** A property's stored values under a category as [low, high] spans (a single value is a span of one). */
function spansOf(products: ReturnType<ParseState['vocab']['valuesUnder']>, key: string): number[][] {
  return products.flatMap((v) => {
    const have = v[key];
    return typeof have === 'number' ? [[have, have]] : Array.isArray(have) ? [have as number[]] : [];
  });
}

/** The lowest and highest value a property's products store under a category, and how many store one; null if none. */
function storedBounds(
  products: ReturnType<ParseState['vocab']['valuesUnder']>,
  key: string,
): { low: number; high: number; count: number } | null {
  const spans = spansOf(products, key);
  if (!spans.length) return null;
  return {
    low: Math.min(...spans.map((x) => x[0] as number)),
    high: Math.max(...spans.map((x) => x[1] as number)),
    count: spans.length,
  };
}

/** The category's number and range properties no filter has taken yet. */
function freeNumbers(properties: ParseState['properties'], found: ParseState['found']) {
  return properties.filter(
    (p) => (p.type === 'number' || p.type === 'range') && !found.some((f) => f.propertyId === p.id),
  );
}

/** How far past the span of the products' stored values a bare number may be and still be of that property. */
const SPAN_SLACK = 0.25;

/**
 * The property a bare number after the product's name is a value of: the one unfound number property whose products
 * store exactly `value` (within 0.5 %); else (decision 090) the first whose products' stored values span it (25 %
 * either side, at least two products storing it), a value of the trade's series the catalog does not happen to hold:
 * an oil's ISO VG 68 between the stored 46 and 220, a PE pipe's 90 mm between 63 and 315, a valve's 3/4″ beside 1″.
 * Several spans cover it (a PE pipe's 90 is in its diameters' and its coil lengths'): the category lists its defining
 * rating first (the diameter before the length, the oil's viscosity before its drum's weight).
 */
function storedProperty(
  vocab: ParseState['vocab'],
  categoryId: number,
  properties: ParseState['properties'],
  found: ParseState['found'],
  value: number,
) {
  const products = vocab.valuesUnder(categoryId);
  const free = freeNumbers(properties, found);
  const close = (x: number | undefined) => Math.abs((x as number) - value) <= Math.abs(value) * 0.005;
  const exact = free.filter((p) => spansOf(products, p.key).some(([lo, hi]) => lo === hi && close(lo)));
  if (exact.length === 1) return exact[0] as ParseState['properties'][number];
  if (exact.length > 1) return null;
  const fits = (p: ParseState['properties'][number]) => {
    const stored = storedBounds(products, p.key);
    return (
      !!stored && stored.count >= 2 && value >= stored.low * (1 - SPAN_SLACK) && value <= stored.high * (1 + SPAN_SLACK)
    );
  };
  return free.find(fits) ?? null;
}

/**
 * The range property a range said bare is of (decision 120): the category's only range property its products store
 * values of, whatever the numbers; else, of those whose products' stored spans hold both ends (25 % slack either
 * side), the one, or the one of the category itself rather than a parent's («گیج فشار ۰ تا ۱۶»: the gauge's measuring
 * range, not the instruments' ambient temperature range); null otherwise.
 */
function storedRange(
  vocab: ParseState['vocab'],
  categoryId: number | null,
  properties: ParseState['properties'],
  found: ParseState['found'],
  low: number,
  high: number,
) {
  if (categoryId === null || !(low < high)) return null;
  // «خروجی ۴-۲۰»: a range an option's label writes is that option's (readBareLabelRanges), no property's value.
  const esc = (n: number) => String(n).replace('.', '\\.');
  const labelled = new RegExp(`^${esc(low)}\\s*[-–]\\s*${esc(high)}(\\D|$)`);
  if (properties.some((p) => p.options.some((o) => labelled.test(o.label.trim())))) return null;
  const products = vocab.valuesUnder(categoryId);
  const ranges = properties.filter((p) => p.type === 'range' && storedBounds(products, p.key));
  const free = freeNumbers(properties, found).filter((p) => ranges.includes(p));
  if (ranges.length === 1) return free.length === 1 ? (free[0] as ParseState['properties'][number]) : null;
  const fits = free.filter((p) => {
    const stored = storedBounds(products, p.key);
    if (!stored) return false;
    const lo = stored.low - Math.abs(stored.low) * SPAN_SLACK;
    const hi = stored.high + Math.abs(stored.high) * SPAN_SLACK;
    return low >= lo && high <= hi;
  });
  if (fits.length === 1) return fits[0] as ParseState['properties'][number];
  const own = fits.filter((p) => p.categoryId === categoryId);
  return own.length === 1 ? (own[0] as ParseState['properties'][number]) : null;
}

/**
 * «ویرایش ۲۰۱۵», «B31.3 2022»: a bare whole number of four digits is the year of the one property named «سال …» (a
 * document's «سال انتشار») whose products' stored years it falls among (30 years before the first to 5 after the
 * last), in whichever calendar they store (decision 090).
 */
function yearOf(
  vocab: ParseState['vocab'],
  categoryId: number | null,
  properties: ParseState['properties'],
  found: ParseState['found'],
  value: number | null,
  from: number,
  to: number,
  tokens: Token[],
) {
  if (categoryId === null || value === null || !Number.isInteger(value) || value < 1000 || value > 9999) return null;
  if (unitAt(vocab, tokens, to)) return null;
  const products = vocab.valuesUnder(categoryId);
  const years = freeNumbers(properties, found).filter((p) => {
    if (!p.name.startsWith('سال')) return false;
    const stored = storedBounds(products, p.key);
    return !!stored && value >= stored.low - 30 && value <= stored.high + 5;
  });
  const [year] = years;
  return years.length === 1 && year ? { property: year, score: 1.5, from, to } : null;
}

/** The word at `at` is a number property's name with its own number after it («۹۰ فشار ۱۶ بار»): not this number's. */
function nameOfNext(
  tokens: Token[],
  at: number,
  properties: ParseState['properties'],
  found: ParseState['found'],
  bareAfter: (at: number) => boolean,
): boolean {
  const next = tokens[at];
  if (!next || next.used || !bareAfter(at + 1)) return false;
  return freeNumbers(properties, found).some((p) => contextScore(tokens, at + 1, at + 1, p).score >= 1.5);
}

function sizeProperty(properties: ParseState['properties'], found: ParseState['found']) {
  const sizes = properties.filter(
    (p) =>
      (p.type === 'number' || p.type === 'range') &&
      !found.some((f) => f.propertyId === p.id) &&
      (p.words ?? []).some((w) => w.length === 1 && (w[0] === 'سایز' || w[0] === 'نمره')),
  );
  return sizes.length === 1 ? (sizes[0] as ParseState['properties'][number]) : null;
}

/**
 * A code the catalog's titles write right before a value (decision 104): «روغن توربین VG32», «پی وی سی K67» — the
 * number after it is that property's value, in the property's own unit (Vocabulary.titleCodes). Read before the
 * numbers with units, so the code's letter is no unit («K» is no kelvin here).
 */
export function readTitleCodes({ vocab, tokens, properties, categoryId, found, put }: ParseState): void {
  if (!categoryId) return;
  const codes = vocab.titleCodes(categoryId);
  if (!codes.size) return;
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    const key = codes.get(token.text);
    if (!key || token.used || !next || next.used || !/^\d+(\.\d+)?$/.test(next.text)) return;
    const property = properties.find((p) => p.key === key);
    if (!property || found.some((f) => f.propertyId === property.id)) return;
    put(
      measured(vocab, property, null, { value: Number(next.text), low: null, high: null }, `${token.text}${next.text}`),
    );
    take(token);
    take(next);
  });
}

/**
 * «۴-۲۰» with no unit after it, which no measure took: the option whose label is that range and a unit only («4-20
 * mA» of an output or control signal; not «4-20 mA + HART», which says more), when exactly one option of the
 * category's properties is (decision 113).
 */
export function readBareLabelRanges({ vocab, tokens, properties, found, put }: ParseState): void {
  const isNumber = (t: Token | undefined) => !!t && !t.used && /^\d+(\.\d+)?$/.test(t.text);
  for (let i = 0; i + 2 < tokens.length; i += 1) {
    const [a, join, b] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    if (!isNumber(a) || join?.text !== '~' || join.used || !isNumber(b)) continue;
    if (unitAt(vocab, tokens, i + 3)) continue;
    const hits: { property: ParseState['properties'][number]; key: string }[] = [];
    for (const property of properties) {
      if (property.type !== 'option' || found.some((f) => f.propertyId === property.id)) continue;
      for (const option of property.options) {
        const words = tokenize(option.label);
        if (
          words.length === 4 &&
          Number(words[0]) === Number(a?.text) &&
          words[1] === '~' &&
          Number(words[2]) === Number(b?.text) &&
          (vocab.unitPhrases.has(words[3] as string) || /^[a-z]+$/.test(words[3] as string))
        )
          hits.push({ property, key: option.key });
      }
    }
    const [hit] = hits;
    if (hits.length !== 1 || !hit) continue;
    putOptions(hit.property, [hit.key], `${a?.text}-${b?.text}`, put);
    for (let k = i; k < i + 3; k += 1) take(tokens[k]);
    i += 2;
  }
}

/**
 * «زانو ۹۰», «زانو جوشی ۴۵»: a whole number said right after the category's name, with no unit after it and no measure
 * taking it first, is the option whose label is that number and a unit only («90 درجه»), when exactly one option of
 * the category's properties is and its property labels at least two options so (decision 115).
 */
export function readBareLabelNumbers({ vocab, tokens, properties, categoryTokens, found, put }: ParseState): void {
  for (let i = 1; i < tokens.length; i += 1) {
    const t = tokens[i] as Token;
    // The category's reader may have taken the number as a word of the name it read («زانو ۹۰» of «90 درجه»).
    if (!/^\d+$/.test(t.text) || (t.used && !categoryTokens.has(i)) || !categoryTokens.has(i - 1)) continue;
    if (unitAt(vocab, tokens, i + 1) || tokens[i + 1]?.text === '~' || tokens[i + 1]?.text === '/') continue;
    const hits: { property: ParseState['properties'][number]; key: string }[] = [];
    for (const property of properties) {
      if (property.type !== 'option' || found.some((f) => f.propertyId === property.id)) continue;
      const numbered = property.options.filter((o) => {
        const words = tokenize(o.label);
        return words.length === 2 && /^\d+$/.test(words[0] as string) && vocab.unitPhrases.has(words[1] as string);
      });
      if (numbered.length < 2) continue;
      for (const o of numbered)
        if (Number(tokenize(o.label)[0]) === Number(t.text)) hits.push({ property, key: o.key });
    }
    const [hit] = hits;
    if (hits.length !== 1 || !hit) continue;
    putOptions(hit.property, [hit.key], t.text, put);
    take(t);
  }
}

/** ISO 15's bore codes below 04 («6200» is a 10 mm bore): the others are the code's last two digits times five. */
const SMALL_BORES = [10, 12, 15, 17];

/**
 * A rolling bearing's series code (decision 113): «بلبرینگ 6205 SKF», «رولبرینگ مخروطی ۳۰۲۰۸», «UCP 208» — in a category
 * whose titles write such codes (Vocabulary.boreCode), a whole number of four or five digits (three after Latin letters)
 * with no unit after it and no property's name or bound before it is the bore its last two digits give.
 */
export function readBoreCodes({ vocab, tokens, properties, categoryId, found, put }: ParseState): void {
  if (!categoryId) return;
  const key = vocab.boreCode(categoryId);
  const property = key ? properties.find((p) => p.key === key && p.type === 'number') : undefined;
  if (!property || found.some((f) => f.propertyId === property.id)) return;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i] as Token;
    if (t.used || !/^\d+$/.test(t.text)) continue;
    const afterLetters = /^[a-z]+$/.test(tokens[i - 1]?.text ?? '');
    if (!(t.text.length === 4 || t.text.length === 5 || (t.text.length === 3 && afterLetters))) continue;
    if (unitAt(vocab, tokens, i + 1) || tokens[i + 1]?.text === '~' || tokens[i + 1]?.text === '/') continue;
    if (
      cueBefore(
        tokens,
        i,
        [...MIN_CUES, ...MAX_CUES].map((c) => tokenize(c).join(' ')),
      )
    )
      continue;
    if (propertyByName(tokens, i, i + 1, properties, found)) continue;
    const last = Number(t.text) % 100;
    const bore = last < 4 ? (SMALL_BORES[last] as number) : last * 5;
    const mm = [...vocab.units.values()].find((u) => u.key === 'mm') ?? null;
    put(measured(vocab, property, mm, { value: bore, low: null, high: null }, t.text));
    take(t);
    // «UCP208 محور ۴۰ میل»: the bore said again in a unit is the same value, not another size.
    tokens.forEach((other, j) => {
      const unit = !other.used && Number(other.text) === bore ? unitAt(vocab, tokens, j + 1) : null;
      if (!unit?.units.some((u) => u.quantityId === mm?.quantityId)) return;
      for (let k = j; k < unit.end; k += 1) take(tokens[k]);
    });
    return;
  }
}
