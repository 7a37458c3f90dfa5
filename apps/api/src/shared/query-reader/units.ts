// The query reader's units (docs/decisions/046-query-reader.md): the catalog's units of measurement (names and
// symbols, seed file units.json) and how people write them besides («میل» for millimetre, «کاوا» for kVA,
// «دور» for rpm), read after a number whether glued («7.5kw», «8bar») or apart.
import type { Token } from './numbers.js';
import { compact, tokenize } from './text.js';

/**
 * How people write units besides the catalog's names and symbols. Keys are unit keys of units.json; the
 * words are the trade's everyday ones («میل» for millimetre, «درجه» for °C, «دور» for rpm).
 */
export const UNIT_ALIASES: Record<string, string[]> = {
  mm: ['میل', 'میلیمتر', 'میلی متر', 'م م'],
  cm: ['سانت', 'سانتیمتر', 'سانتی'],
  m: ['متری', 'meter'],
  inch: ['اینچ', 'اینچی', 'in', 'inch', 'زول'],
  kg: ['کیلو', 'کیلویی', 'کیلوگرمی', 'kilo'],
  tonne: ['تن', 'تنی', 'ton', 'tons'],
  bar: ['بار', 'باری', 'bar'],
  psi: ['پی اس ای', 'پی اس آی'],
  atm: ['اتمسفر', 'اتمسفری'],
  kgf_per_cm2: ['کیلوگرم بر سانتیمتر مربع', 'کیلو بر سانت مربع'],
  m3_per_h: [
    'متر مکعب بر ساعت',
    'متر مکعب در ساعت',
    'مترمکعب در ساعت',
    'متر مکعب ساعت',
    'm3h',
    'cmh',
    'کیوبیک در ساعت',
  ],
  m3_per_min: ['متر مکعب در دقیقه'],
  l_per_s: ['لیتر در ثانیه', 'لیتر بر ثانیه'],
  l_per_min: ['لیتر در دقیقه', 'لیتر بر دقیقه', 'lpm'],
  l_per_h: ['لیتر در ساعت'],
  t_per_h: ['تن در ساعت', 'تن بر ساعت'],
  kw: ['کیلو وات', 'کیلووات', 'کیلوواتی', 'kw'],
  w: ['وات', 'واتی'],
  hp: ['اسب', 'اسب بخار', 'اسبی', 'hp'],
  kva: ['کاوا', 'کیلو ولت آمپر', 'کی وی ای', 'kva', 'کیلوولت امپر', 'کیلو ولت امپر'],
  kvar: ['کیلو وار'],
  v: ['ولت', 'ولتی', 'volt', 'vdc', 'vac'],
  kv: ['کیلو ولت', 'کیلوولتی'],
  a: ['آمپر', 'امپر', 'آمپری', 'امپری', 'amp', 'amps'],
  ka: ['کیلو آمپر', 'کیلوامپر'],
  deg_c: ['درجه', 'درجه سانتیگراد', 'درجه سانتی گراد', 'درجه سلسیوس', 'سانتیگراد', '°', 'c°'],
  l: ['لیتر', 'لیتری', 'litre', 'liter', 'lit', 'ltr'],
  m3: ['مترمکعب', 'متر مکعبی'],
  cm3: ['سی سی', 'cc'],
  mm2: ['میلیمتر مربع', 'میل مربع', 'مربع', 'sqmm'],
  m2: ['مترمربع'],
  rpm: ['دور', 'دور در دقیقه', 'دور بر دقیقه', 'دوری'],
  hz: ['هرتز'],
  n_m: ['نیوتن متر', 'nm'],
  kn: ['کیلونیوتن'],
  tf: ['تن نیرو'],
  um: ['میکرون', 'میکرو متر', 'micron'],
  m_per_s: ['متر بر ثانیه', 'متر در ثانیه'],
  m_per_min: ['متر در دقیقه'],
  cst: ['سانتی استوکس'],
  kg_per_m: ['کیلو در متر', 'کیلوگرم در متر', 'کیلو بر متر'],
  g_per_cm3: ['گرم بر سانتیمتر مکعب'],
  lm: ['لومن'],
  day: ['روز', 'روزه'],
  hour: ['ساعت'],
};

/**
 * The trade's readings of a unit in another quantity: a tonne of force (tf), of refrigeration (TR: a chiller's «۶۰
 * تن»); a kilogram of force. The assistant keeps those the category has (need-measures.ts); search matches any
 * (decision 088), the words beside the value deciding what is meant.
 */
export const TRADE_READINGS: Readonly<Record<string, string[]>> = { tonne: ['tf', 'tr'], kg: ['kgf'] };

/**
 * Units a rating is named in loosely (decision 088): a motor's horsepower is a nominal figure, sold at the standard
 * kilowatt rating beside it (3 hp as 2.2 kW, 30 hp as 22 kW, 75 hp as 55 kW: 1.5–1.7 % from hp × 0.7457). A value
 * named in them matches stored values this far off (others: 1 %).
 */
export const RATING_TOLERANCE: Readonly<Record<string, number>> = { hp: 0.025, ps: 0.025 };

/** A unit of measurement as the reader needs it (a row of units_of_measurement). */
export interface UnitRow {
  id: number;
  quantityId: number;
  key: string;
  name: string;
  symbol: string;
  factor: number;
  offset: number;
}

/** Every way a unit is written: its symbol, its name with and without what is in brackets, its aliases. */
export function unitSpellings(u: UnitRow): string[] {
  const outside = u.name.replace(/\([^)]*\)/g, ' ').trim();
  return [...new Set([u.symbol, u.name, outside, ...(UNIT_ALIASES[u.key] ?? [])].filter(Boolean))];
}

/** Units by how they are written (tokens joined without spaces; several units may share a spelling: «تن»). */
export class UnitLexicon {
  readonly phrases = new Map<string, UnitRow[]>();
  readonly byKey = new Map<string, UnitRow>();

  constructor(readonly units: readonly UnitRow[]) {
    for (const u of units) {
      this.byKey.set(u.key, u);
      for (const spelling of unitSpellings(u)) {
        const key = compact(tokenize(spelling));
        if (!key) continue;
        const list = this.phrases.get(key) ?? [];
        if (!list.includes(u)) list.push(u);
        this.phrases.set(key, list);
      }
    }
  }

  /** The longest unit phrase starting at token i (up to six tokens), none of them used. */
  at(tokens: Token[], i: number): { units: UnitRow[]; end: number } | null {
    for (let n = Math.min(6, tokens.length - i); n >= 1; n -= 1) {
      const slice = tokens.slice(i, i + n);
      if (slice.some((t) => t.used)) continue;
      const units = this.phrases.get(compact(slice.map((t) => t.text)));
      if (units?.length) return { units, end: i + n };
    }
    return null;
  }
}
