// The title check (issue 36): a title's «number unit» phrases against the stored values, in any digits.
import { describe, expect, it } from 'vitest';
import { seedTitleUnits } from '../../db/seed/demo-titles.js';
import { titleContradictions, titleMeasures } from './title-check.js';

const units = seedTitleUnits();
const motor = (kw: number, rpm: number, volts = 400) => [
  { name: 'توان نامی', quantity: 'power', baseValue: kw * 1000, baseMaxValue: null },
  { name: 'دور نامی', quantity: 'rotational_speed', baseValue: rpm, baseMaxValue: null },
  { name: 'ولتاژ نامی', quantity: 'voltage', baseValue: volts, baseMaxValue: null },
];

describe('a title against its stored values', () => {
  it('accepts the nominal rating in Persian, Arabic-Indic and Latin digits', () => {
    for (const title of [
      'الکتروموتور سه‌فاز 7.5 کیلووات 1500 دور',
      'الکتروموتور سه‌فاز ۷٫۵ کیلووات ۱۵۰۰ دور',
      'الکتروموتور سه‌فاز ٧٫٥ kW ١٥٠٠ rpm',
    ])
      expect(titleContradictions(title, motor(7.5, 1500), units)).toEqual([]);
  });

  it('refuses «7.5 kW» stored as 6.74 kW and «1500 دور» stored as 1540 rpm, naming the property', () => {
    const found = titleContradictions('الکتروموتور 7.5 کیلووات 1500 دور', motor(6.74, 1540), units);
    expect(found.map((c) => [c.phrase, c.property])).toEqual([
      ['7.5 کیلووات', 'توان نامی'],
      ['1500 دور', 'دور نامی'],
    ]);
    expect(found[0]?.message).toContain('توان نامی');
  });

  it('reads a value in another unit of the quantity: «10 اسب» is 7.46 kW, not 7.5', () => {
    expect(titleContradictions('الکتروموتور 10 اسب', motor(7.46, 1500), units)).toEqual([]);
    expect(titleContradictions('الکتروموتور 10 اسب', motor(5.5, 1500), units)).toHaveLength(1);
  });

  it('reads inch fractions and voltage ratios', () => {
    expect(titleMeasures('شیر برقی 1/2 اینچ', units).map((m) => m.value)).toEqual([0.5]);
    expect(titleMeasures('شیر 1-1/4 اینچ', units).map((m) => m.value)).toEqual([1.25]);
    const transformer = [
      { name: 'ولتاژ اولیه', quantity: 'voltage', baseValue: 20_000, baseMaxValue: null },
      { name: 'ولتاژ ثانویه', quantity: 'voltage', baseValue: 400, baseMaxValue: null },
    ];
    expect(titleContradictions('ترانسفورماتور 400 کاوا 20/0.4 کیلوولت', transformer, units)).toEqual([]);
    expect(titleContradictions('ترانسفورماتور 20/0.69 کیلوولت', transformer, units)).toHaveLength(1);
  });

  it('accepts a number inside a stored range and ignores quantities the product does not store', () => {
    const pump = [{ name: 'هد', quantity: 'length', baseValue: 28, baseMaxValue: 36 }];
    expect(titleContradictions('پمپ هد 32 متر همراه موتور 5.5 کیلووات', pump, units)).toEqual([]);
    expect(titleContradictions('پمپ هد 50 متر', pump, units)).toHaveLength(1);
  });

  it('does not read a word that merely starts like a unit, nor a code such as M16 or DN50', () => {
    expect(titleMeasures('پیچ M16 بارگیر DN50', units)).toEqual([]);
  });
});
