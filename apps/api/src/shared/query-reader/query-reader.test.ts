// The shared query reader over the demo catalog's units (units.json): every form a buyer types a value in,
// with Persian, Arabic-Indic and Latin digits.
import { describe, expect, it } from 'vitest';
import { loadMeasurementQuantities } from '../../db/seed/datasets.js';
import { readNumber, type Token } from './numbers.js';
import { type Reading, readValues, withoutReadings } from './readings.js';
import { tokenize } from './text.js';
import { UnitLexicon, type UnitRow } from './units.js';

const units: UnitRow[] = [];
loadMeasurementQuantities().forEach((quantity, q) => {
  for (const u of quantity.units)
    units.push({
      id: units.length + 1,
      quantityId: q + 1,
      key: u.key,
      name: u.name,
      symbol: u.symbol,
      factor: u.factor,
      offset: 0,
    });
});
const lexicon = new UnitLexicon(units);

/** The same text in Persian (۰-۹), Arabic-Indic (٠-٩) and Latin digits. */
function inEveryDigitSystem(text: string): string[] {
  const persian = text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] as string);
  const arabic = text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] as string);
  return [text, persian, arabic];
}

const read = (text: string) => readValues(text, lexicon).readings;
const only = (text: string): Reading => {
  const readings = read(text);
  expect(readings, `${text}: ${JSON.stringify(readings)}`).toHaveLength(1);
  return readings[0] as Reading;
};
const number = (text: string) =>
  readNumber(
    tokenize(text).map((t): Token => ({ text: t, used: false })),
    0,
  )?.value;

describe('numbers', () => {
  it.each([
    ['7.5', 7.5],
    ['7٫5', 7.5],
    ['7/5', 7.5],
    ['1/2', 0.5],
    ['3/4', 0.75],
    ['1 1/2', 1.5],
    // The trade's «1 1/4» written with a point between the whole and the fraction (decision 113).
    ['1.1/4', 1.25],
    ['2.1/2', 2.5],
    ['1.3/4', 1.75],
    // A decimal before a fraction's line that is not an odd numerator below it stays as before.
    ['2.5/4', 0.625],
    ['1,000', 1000],
    ['50k', 50000],
    ['5700k', 5700],
  ])('«%s» is %d in every digit system', (text, value) => {
    for (const form of inEveryDigitSystem(text)) expect(number(form), form).toBe(value);
  });

  it.each([
    ['نیم', 0.5],
    ['سه ربع', 0.75],
    ['سه‌ربع', 0.75],
    ['یک و نیم', 1.5],
    ['یک‌ونیم', 1.5],
    ['دو و یک چهارم', 2.25],
    ['یک چهارم', 0.25],
    // A number said in words takes no «k»: «سی K65» of «پی وی سی K65» is thirty, then a code.
    ['سی k65', 30],
    ['بیست', 20],
    ['بیست و پنج', 25],
    ['صد و بیست و پنج', 125],
    ['سیصد و پنجاه', 350],
    ['ششصد', 600],
    ['بیست و نیم', 20.5],
    ['50 میلیون', 50_000_000],
  ])('the words «%s» are %d', (text, value) => {
    expect(number(text)).toBe(value);
  });
});

describe('numbers in words of several places', () => {
  it('joins only a smaller word after «و», never digits: «۲۰ و ۵» and «بیست و سی» stay two numbers', () => {
    for (const form of inEveryDigitSystem('20 و 5')) expect(number(form), form).toBe(20);
    expect(number('بیست و سی')).toBe(20);
    expect(number('پنج و شش')).toBe(5);
  });
});

describe('numbers with units', () => {
  it.each([
    ['الکتروموتور 7.5kw', 'kw', 7.5],
    ['الکتروموتور 7.5 kw', 'kw', 7.5],
    ['الکتروموتور 7.5 کیلووات', 'kw', 7.5],
    ['الکتروموتور 7.5کیلووات', 'kw', 7.5],
    ['الکتروموتور 7/5 کیلو وات', 'kw', 7.5],
    ['کمپرسور 8bar', 'bar', 8],
    ['ترانس 1000kva', 'kva', 1000],
    ['ترانس 400 کاوا', 'kva', 400],
    ['دیزل ژنراتور 500KVA', 'kva', 500],
    ['شیر برقی نیم اینچ', 'inch', 0.5],
    ['شیر سه ربع اینچ', 'inch', 0.75],
    ['لوله یک و نیم اینچ', 'inch', 1.5],
    ['شلنگ 2″', 'inch', 2],
    ['شلنگ 2"', 'inch', 2],
    ['ورق 10 میل', 'mm', 10],
    // Decision 088: the symbols shops write glued to a number.
    ['کپسول آتش نشانی 9lit', 'l', 9],
    ['دستگاه جوش 200amp', 'a', 200],
    ['کلید مینیاتوری 16 amp', 'a', 16],
    ['شیر جهت دهنده 24vdc', 'v', 24],
    ['بوبین 230vac', 'v', 230],
    ['پمپ هیدرولیک 71cc', 'cm3', 71],
    ['پمپ هیدرولیک 20 سی سی', 'cm3', 20],
    ['الکتروموتور 20 اسب', 'hp', 20],
    ['چیلر 60 تن', 'tr', 60],
    // An inch fraction without its unit (decision 088).
    ['بکس بادی یک دوم', 'inch', 0.5],
    ['شیر 3/4', 'inch', 0.75],
    ['لوله 1 1/2', 'inch', 1.5],
    ['لوله یک و نیم', 'inch', 1.5],
  ])('«%s» is a measure in %s', (text, unit, value) => {
    for (const form of inEveryDigitSystem(text)) {
      const r = only(form);
      expect(r.kind).toBe('measure');
      expect(r.value?.exact).toBe(true);
      expect(r.value?.low).toBe(value);
      expect(r.value?.units.map((u) => u.key)).toContain(unit);
    }
  });

  it('writes a measure as titles do', () => {
    // A decimal is one word of the search key (decision 114): «7.5», not «7 5».
    expect(only('الکتروموتور 7.5kw').phrasings).toContain('7.5 کیلووات');
    expect(only('ترانس 1000kva').phrasings).toContain('1000 کیلوولت امپر');
    expect(only('شیر برقی نیم اینچ').phrasings).toContain('1 2 اینچ');
  });

  it('reads no inch where a fraction is not one: «نیم» alone, a decimal written with a slash, a whole number', () => {
    expect(read('ماسک نیم صورت')).toEqual([]);
    expect(read('کابل 7/5')).toEqual([]);
    expect(read('پمپ 2')).toEqual([]);
  });

  it('leaves what is not a value as words', () => {
    const { normal, readings } = readValues('الکتروموتور ۷٫۵ کیلووات سه فاز', lexicon);
    expect(withoutReadings(normal, readings)).toBe('الکتروموتور سه فاز');
  });

  it('never reads a code as a unit: «M12», «2J3», «S7-1200», «316L», «API 6D»', () => {
    expect(read('لوله استیل 316L')).toEqual([]);
    expect(read('استاندارد API 6D')).toEqual([]);
    expect(only('کلید مینیاتوری 16A').value?.units[0]?.key).toBe('a');
    expect(read('مهره استیل A4-80 M12')).toEqual([]);
    expect(read('شیر اطمینان 2J3')).toEqual([]);
    expect(read('PLC S7-1200')).toEqual([]);
  });
});

describe('ranges and bounds', () => {
  it.each([
    ['گیج 0-10 bar', 0, 10],
    ['گیج 0 - 10 بار', 0, 10],
    ['گیج 0~10 bar', 0, 10],
    ['گیج ۰ تا ۱۰ بار', 0, 10],
    ['گیج بین 5 و 10 بار', 5, 10],
    ['گیج 5 بار تا 10 بار', 5, 10],
  ])('«%s» is a range', (text, low, high) => {
    for (const form of inEveryDigitSystem(text)) {
      const r = only(form);
      expect([r.value?.low, r.value?.high, r.value?.exact]).toEqual([low, high, false]);
    }
  });

  it.each([
    ['موتور نهایتا 45 کیلووات', null, 45],
    ['موتور حداکثر 45 کیلووات', null, 45],
    ['موتور تا سقف 45 کیلووات', null, 45],
    ['موتور زیر 45 کیلووات', null, 45],
    ['کمپرسور حداقل 8 بار', 8, null],
    ['کمپرسور از 8 بار به بالا', 8, null],
    ['کمپرسور 8 بار به بالا', 8, null],
    ['کمپرسور 8 بار و کمتر', null, 8],
  ])('«%s» is a bound', (text, low, high) => {
    for (const form of inEveryDigitSystem(text)) {
      const r = only(form);
      expect([r.value?.low, r.value?.high, r.value?.exact]).toEqual([low, high, false]);
      expect(withoutReadings(readValues(form, lexicon).normal, [r])).toBe(text.split(' ')[0]);
    }
  });
});

describe('sizes, nominal sizes, ratios, schedules and quantities', () => {
  it.each([
    ['کابل 4x16', ['4 16']],
    ['کابل 4×16', ['4 16']],
    ['کابل 4*16', ['4 16']],
    ['قوطی ۴۰ در ۴۰', ['40 40', '40 در 40']],
    ['نبشی 50x50x5', ['50 50 5']],
    ['پیچ M16x60', ['m16 60']],
    ['پیچ m16×60', ['m16 60']],
    ['کابل کنترل ۱۲ رشته ۱/۵', ['12 1.5', '12 در 1.5']],
    ['کابل ۴ رشته ۱۶', ['4 16']],
    ['کابل 3 رشته 2.5', ['3 2.5']],
  ])('«%s» is a size', (text, phrasings) => {
    for (const form of inEveryDigitSystem(text)) {
      const r = only(form);
      expect(r.kind).toBe('size');
      for (const p of phrasings) expect(r.phrasings).toContain(p);
    }
  });

  it('«سه رشته» written in words is no size: «کابل سه رشته 3×70» reads the section 3×70 alone', () => {
    for (const form of inEveryDigitSystem('کابل سه رشته 3×70')) {
      const r = only(form);
      expect(r.kind).toBe('size');
      expect(r.phrasings).toContain('3 70');
      expect(r.phrasings).not.toContain('3 3 70');
    }
  });

  it('«DN50» and «NPS 2» are two inches', () => {
    for (const form of [...inEveryDigitSystem('لوله DN50'), ...inEveryDigitSystem('لوله dn 50'), 'لوله NPS 2']) {
      const r = only(form);
      expect(r.value?.low).toBe(2);
      expect(r.value?.units[0]?.key).toBe('inch');
      expect(r.phrasings).toContain('2 اینچ');
    }
  });

  it.each([
    ['گیربکس 1:40', ['1 40']],
    ['گیربکس ۱ به ۴۰', ['1 40']],
    ['ترانس ۲۰ به ۰.۴ کیلوولت', ['20 0.4']],
    ['ترانس 20/0.4 کیلوولت', ['20 0.4']],
    ['تبدیل 6 به 4 اینچ', ['6 به 4']],
  ])('«%s» is a ratio', (text, phrasings) => {
    for (const form of inEveryDigitSystem(text)) {
      const r = only(form);
      expect(r.kind).toBe('ratio');
      for (const p of phrasings) expect(r.phrasings).toContain(p);
    }
  });

  it.each([
    ['لوله SCH40', 'رده 40'],
    ['لوله sch 40', 'رده 40'],
    ['لوله رده ۴۰', 'sch 40'],
    ['لوله اسکجول 80', 'رده 80'],
    ['فلنج PN16', 'pn16'],
    ['فلنج کلاس ۱۵۰', 'class 150'],
    ['فلنج class 150', 'کلاس 150'],
  ])('«%s» is a schedule or class', (text, phrasing) => {
    for (const form of inEveryDigitSystem(text)) {
      const r = only(form);
      expect(r.kind).toBe('grade');
      expect(r.phrasings).toContain(phrasing);
    }
  });

  it.each([
    ['۴۰ تا شیر توپی', 40],
    ['شیر توپی ۴۰ تا', 40],
    ['۲۰ عدد فلنج', 20],
    ['فلنج ۲۰ عدد', 20],
  ])('«%s» holds an order quantity, never a property', (text, amount) => {
    for (const form of inEveryDigitSystem(text)) {
      const r = only(form);
      expect([r.kind, r.amount]).toEqual(['quantity', amount]);
    }
  });
});
