// Does a product's title agree with its stored properties (issue 36/37)? A title that says «7.5 kW» while the
// motor power is stored as 6.74 kW misleads every buyer who filters, so the seed refuses to write such a
// product and the product editor answers it with a Persian field error. Pure: the caller passes the units and
// the values (in base units). Only numbers with a unit are read («0.75 کیلووات», «1500 دور», «2 اینچ»); a
// number whose quantity no stored property has («همراه موتور ۵ کیلووات» on a product without a power) says
// nothing and is left alone.
import { normalizePersian } from '@bazaar/fa/normalize';

export interface TitleUnit {
  key: string;
  /** Key of the unit's quantity. */
  quantity: string;
  name: string;
  symbol: string;
  factor: number;
  offset: number;
}

export interface TitleValue {
  /** The property's Persian name, for the message. */
  name: string;
  quantity: string;
  baseValue: number;
  baseMaxValue: number | null;
}

export interface TitleContradiction {
  /** The part of the title, as written («7.5 kW»). */
  phrase: string;
  property: string;
  message: string;
}

/** How the trade writes units in titles, besides each unit's name and symbol (keys of units.json). */
const TITLE_ALIASES: Record<string, string[]> = {
  kw: ['کیلووات', 'kw'],
  hp: ['اسب', 'اسب بخار', 'hp'],
  rpm: ['دور', 'rpm'],
  inch: ['اینچ', 'اینچی', '"', '″', 'in'],
  mm: ['میلیمتر', 'میل', 'mm'],
  v: ['ولت', 'v'],
  kv: ['کیلوولت', 'kv'],
  kva: ['کاوا', 'کیلوولت آمپر', 'kva'],
  a: ['آمپر', 'a'],
  bar: ['بار', 'bar'],
  tonne: ['تن'],
  l: ['لیتر', 'لیتری'],
  m3_per_h: ['مترمکعب بر ساعت', 'متر مکعب بر ساعت', 'm3/h'],
};

/** The title as it is compared: ی/ک, Latin digits, ZWNJ as a space, decimal comma/momayyez as a point. */
function fold(text: string): string {
  return normalizePersian(text)
    .replace(/\u200c/g, ' ')
    .replace(/(\d)[٫,](\d)/g, '$1.$2')
    .toLowerCase();
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every «number unit» phrase in the title, with the number as a value of that unit. */
export function titleMeasures(title: string, units: readonly TitleUnit[]) {
  const phrases: { text: string; unit: TitleUnit }[] = [];
  for (const unit of units)
    for (const p of new Set([unit.symbol, unit.name, ...(TITLE_ALIASES[unit.key] ?? [])]))
      if (p.trim()) phrases.push({ text: fold(p), unit });
  phrases.sort((a, b) => b.text.length - a.text.length);
  const alternation = phrases.map((p) => escapeRegExp(p.text)).join('|');
  // «1-1/4 اینچ», «1/2 اینچ», «0.75 کیلووات», «2"»; the unit must end the word («بار» not «بارگیر»).
  const pattern = new RegExp(
    `(?<![\\w.\\/-])(\\d+(?:\\.\\d+)?(?:\\/\\d+(?:\\.\\d+)?)?(?:[-\\s]\\d+\\/\\d+)?)\\s?(${alternation})(?![\\p{L}\\d])`,
    'gu',
  );
  const folded = fold(title);
  const out: { phrase: string; value: number; unit: TitleUnit }[] = [];
  for (const m of folded.matchAll(pattern)) {
    const [whole, number = '', written = ''] = m;
    const unit = phrases.find((p) => p.text === written)?.unit;
    if (!unit) continue;
    // «63/20 کیلوولت» is a ratio of two voltages; only an inch size is a fraction («1/2 اینچ»).
    const parts = unit.key !== 'inch' && number.includes('/') ? number.split(/[/\s-]+/) : [number];
    for (const part of parts) out.push({ phrase: whole.trim(), value: readNumber(part), unit });
  }
  return out;
}

function readNumber(text: string): number {
  const [whole, fraction] = text.split(/[-\s](?=\d+\/)/);
  const part = (s: string) => {
    const [a, b] = s.split('/');
    return b === undefined ? Number(a) : Number(a) / Number(b);
  };
  return fraction === undefined ? part(whole ?? '') : part(whole ?? '') + part(fraction);
}

const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(Math.abs(b) * 0.015, 1e-9);

/**
 * The title's measures that no stored value of the same quantity agrees with. A value agrees when it is the
 * same (within 1.5 %, the rounding of a restated unit) or, for a range, when the title's number lies in it.
 */
export function titleContradictions(
  title: string,
  values: readonly TitleValue[],
  units: readonly TitleUnit[],
): TitleContradiction[] {
  const out: TitleContradiction[] = [];
  for (const measure of titleMeasures(title, units)) {
    const same = values.filter((v) => v.quantity === measure.unit.quantity);
    if (same.length === 0) continue;
    const base = measure.value * measure.unit.factor + measure.unit.offset;
    const agrees = same.some((v) =>
      v.baseMaxValue === null
        ? near(base, v.baseValue)
        : near(base, v.baseValue) || near(base, v.baseMaxValue) || (base >= v.baseValue && base <= v.baseMaxValue),
    );
    if (agrees) continue;
    const property = same.map((v) => v.name).join('، ');
    out.push({
      phrase: measure.phrase,
      property,
      message: `عنوان «${measure.phrase}» می‌گوید ولی مقدار ثبت‌شده برای «${property}» چیز دیگری است؛ عنوان یا مقدار را درست کنید.`,
    });
  }
  return out;
}
