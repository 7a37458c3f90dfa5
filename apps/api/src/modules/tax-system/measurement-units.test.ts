import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNT_WORDS } from '../../shared/query-reader/trade-forms.js';
import { buildInvoice } from './invoice-json.js';
import { invoiceProblems } from './invoice-rules.js';
import type { TaxInvoiceSource } from './invoice-source.js';
import { isMoadianUnitCode, MOADIAN_UNITS, moadianUnitCode, unitRefusal } from './measurement-units.js';
import { taxIdOf } from './tax-id.js';

// The unit of measure of an invoice row (`mu`, decision 057): the tax organisation's table, every unit this site's
// lines are written in mapped onto it (or refused by name), the code in the JSON sent, and the sandbox's check.
const seedData = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../db/seed/data/${file}`, import.meta.url), 'utf8'));

/** Every `unit` the demo catalogue sells in (the products' sales units). */
function catalogueUnits(): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) for (const v of value) walk(v);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.unit === 'string') found.add(record.unit);
      for (const v of Object.values(record)) walk(v);
    }
  };
  walk(seedData('base-products.json'));
  return found;
}

describe('the tax organisation’s table of units', () => {
  it('has the 102 rows of its edition 1.18, each a Latin-digit code of the 16 series with its own name', () => {
    const codes = Object.keys(MOADIAN_UNITS);
    expect(codes).toHaveLength(102);
    for (const code of codes) expect(code).toMatch(/^16[0-9]{1,3}$/);
    expect(new Set(Object.values(MOADIAN_UNITS)).size).toBe(102);
    // Rows the published sources state outright: the SDK's sample (a cylinder head sold by weight) and the
    // notice of 1404/02/14 that added نفر-ماه.
    expect(MOADIAN_UNITS['164']).toBe('کیلوگرم');
    expect(MOADIAN_UNITS['16134']).toBe('نفر-ماه');
    expect(MOADIAN_UNITS['1627']).toBe('عدد');
    expect(isMoadianUnitCode('1627')).toBe(true);
    expect(isMoadianUnitCode('16106')).toBe(false); // a gap of the table's own numbering
  });

  it('finds the code of a unit however it is typed: ZWNJ or space, Arabic letters, Latin symbols', () => {
    expect(moadianUnitCode('عدد')).toBe('1627');
    expect(moadianUnitCode(' دستگاه ')).toBe('1631');
    expect(moadianUnitCode('متر مربع')).toBe('1645');
    expect(moadianUnitCode('متر‌مربع')).toBe('1645');
    expect(moadianUnitCode('مترمربع')).toBe('1645');
    expect(moadianUnitCode('متر مكعب')).toBe('1647');
    expect(moadianUnitCode('كيلوگرم')).toBe('164');
    expect(moadianUnitCode('kg')).toBe('164');
    expect(moadianUnitCode('KG')).toBe('164');
    expect(moadianUnitCode('تن (متریک)')).toBe('169');
    expect(moadianUnitCode('میلی‌متر')).toBe('16101');
    expect(moadianUnitCode('نسخه')).toBe('16120');
    expect(moadianUnitCode('پروژه')).toBeNull();
    expect(moadianUnitCode('حلقه')).toBeNull(); // the table has three kinds of ring; which one is not guessed
  });

  it('maps every unit the demo catalogue sells in, except the services sold by the project or the course', () => {
    const without = [...catalogueUnits()].filter((unit) => moadianUnitCode(unit) === null).sort();
    expect(without).toEqual(['دوره', 'پروژه'].sort());
  });

  it('maps the units of measurement a product may be sold in, and the words buyers count orders in', () => {
    const sellable = ['length', 'mass', 'volume', 'area', 'time'];
    const units = (seedData('units.json') as { key: string; units: { key: string; name: string; symbol: string }[] }[])
      .filter((q) => sellable.includes(q.key))
      .flatMap((q) => q.units)
      // The table has no row for these imperial or rare units, nor for a week or a barrel of oil.
      .filter((u) => !['um', 'inch', 'ft', 'lb', 'gal_us', 'bbl', 'mm2', 'in2', 'cm3', 'week'].includes(u.key));
    for (const unit of units) {
      expect(moadianUnitCode(unit.name), unit.name).not.toBeNull();
      expect(moadianUnitCode(unit.symbol), unit.symbol).toBe(moadianUnitCode(unit.name));
    }
    const counted = [...COUNT_WORDS].filter((w) => moadianUnitCode(w) === null);
    expect(counted).toEqual(['حلقه']);
  });
});

describe('sending a row’s unit', () => {
  const source = (units: (string | null)[]): TaxInvoiceSource => ({
    invoiceId: 'inv-units',
    sellerMerchantId: '1',
    serial: 7,
    issuedAt: new Date(Date.now() - 3_600_000).toISOString(),
    subject: 'original',
    referencesInvoiceId: null,
    seller: { name: 'فروشنده', nationalId: '10101234567', economicCode: null, postalCode: null },
    buyerKind: 'unknown',
    buyer: { name: 'خریدار', nationalId: null, economicCode: null, postalCode: null },
    settlement: 'cash',
    lines: units.map((unitTitle) => ({
      productCode: '2720000114542',
      description: 'کالا',
      quantity: 1,
      unitTitle,
      unitPriceRials: 1_000,
      discountRials: 0,
      vatRateBasisPoints: 1000,
      vatRials: 100,
      totalRials: 1_100,
    })),
    totals: {
      grossRials: 1_000 * units.length,
      discountRials: 0,
      netRials: 1_000 * units.length,
      vatRials: 100 * units.length,
      totalRials: 1_100 * units.length,
    },
  });
  const ids = { taxId: taxIdOf('A1B2C3', new Date(), 7), originalTaxId: null };

  it('writes each row’s code as mu, and none on the shipping row, which has no unit', () => {
    const invoice = buildInvoice(source(['عدد', 'کیلوگرم', null]), ids);
    expect(invoice.body.map((row) => row.mu)).toEqual(['1627', '164', undefined]);
    expect('mu' in (invoice.body[2] ?? {})).toBe(false);
    expect(invoiceProblems(invoice, 'A1B2C3')).toEqual([]);
  });

  it('refuses the send naming each row and unit without a code; a unit-less row is no reason', () => {
    expect(unitRefusal(source(['عدد', null]).lines)).toBeNull();
    const refusal = unitRefusal(source(['عدد', 'پروژه', 'دوره']).lines);
    expect(refusal).toContain('ردیف ۲: واحد «پروژه»');
    expect(refusal).toContain('ردیف ۳: واحد «دوره»');
    expect(refusal).not.toContain('ردیف ۱');
  });

  it('is checked by the sandbox as the system checks it: a code outside the table is refused', () => {
    const invoice = buildInvoice(source(['عدد']), ids);
    const tampered = { ...invoice, body: invoice.body.map((row) => ({ ...row, mu: '9999' })) };
    expect(invoiceProblems(tampered, 'A1B2C3')).toEqual([
      { code: 'body.1.mu', message: expect.stringContaining('کد واحد اندازه‌گیری جزو مقادیر مجاز نیست') },
    ]);
  });
});
