import { numberInWords } from '@bazaar/fa/amount-words';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderAmounts } from '../secure-payment/money-rules.js';
import { allocate, documentTotals } from './totals.js';

// Properties of a document's arithmetic (issue 31): for random orders, the lines add up to the goods, the
// discounts to the discount, the lines' VAT and the shipping's to the VAT, and the total is goods − discount +
// shipping + VAT, to the Rial; with no discount the document asks exactly what secure payment asks. And the
// words of any amount up to 10^15 read back as that amount, by a reader written here independently.

const line = fc.record({
  title: fc.constantFrom('پمپ سانتریفیوژ', 'شیر توپی فولادی', 'کابل افشان ۳×۲٫۵', 'الکتروموتور ۷٫۵ کیلووات'),
  modelCode: fc.option(fc.constantFrom('CPm 158', 'NM 32-160/A', 'BV-50'), { nil: null }),
  quantity: fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0.1, max: 2000, noNaN: true })),
  unit: fc.constantFrom('عدد', 'متر', 'کیلوگرم', 'دستگاه'),
  unitPriceRials: fc.integer({ min: 0, max: 2_000_000_000 }),
});

describe('document totals', () => {
  it('agree to the Rial for random orders: lines, discount, shipping, VAT and total', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 25 }),
        fc.nat({ max: 500_000_000 }),
        fc.nat({ max: 50_000_000 }),
        fc.constantFrom(0, 900, 1000, 1500),
        (lines, discountRials, shippingRials, vatBasisPoints) => {
          const { lines: printed, totals } = documentTotals(lines, { discountRials, shippingRials, vatBasisPoints });
          const sum = (pick: (l: (typeof printed)[number]) => number) => printed.reduce((s, l) => s + pick(l), 0);
          expect(sum((l) => l.amountRials)).toBe(totals.goodsRials);
          expect(totals.goodsRials).toBe(Math.round(lines.reduce((s, l) => s + l.quantity * l.unitPriceRials, 0)));
          expect(sum((l) => l.discountRials)).toBe(totals.discountRials);
          expect(totals.discountRials).toBe(Math.min(discountRials, totals.goodsRials));
          expect(sum((l) => l.vatRials)).toBeLessThanOrEqual(totals.vatRials);
          expect(totals.totalRials).toBe(
            totals.goodsRials - totals.discountRials + totals.shippingRials + totals.vatRials,
          );
          for (const l of printed) {
            expect(Number.isInteger(l.amountRials) && l.amountRials >= 0).toBe(true);
            expect(l.discountRials).toBeLessThanOrEqual(l.amountRials);
            // Each line is its own quantity × price, give or take the Rial the rounding shares out.
            expect(Math.abs(l.amountRials - l.quantity * l.unitPriceRials)).toBeLessThan(1 + 1e-6 * l.amountRials);
          }
          if (discountRials === 0) {
            const asked = orderAmounts(totals.goodsRials, shippingRials, vatBasisPoints);
            expect(totals.vatRials).toBe(asked.vatRials);
            expect(totals.totalRials).toBe(asked.totalRials);
          }
          expect(totals.totalInWords).toBe(`${numberInWords(totals.totalRials)} ریال`);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('shares any whole amount over any weights exactly, never negative', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10 ** 12 }),
        fc.array(fc.nat({ max: 10 ** 9 }), { minLength: 1, maxLength: 30 }),
        (total, w) => {
          const shares = allocate(total, w);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          expect(shares.every((s) => Number.isInteger(s) && s >= 0)).toBe(true);
        },
      ),
    );
  });
});

// An independent reader of Persian amounts: groups joined by «و», each a number below 1000 and a scale.
const ONES: Record<string, number> = {
  صفر: 0,
  یک: 1,
  دو: 2,
  سه: 3,
  چهار: 4,
  پنج: 5,
  شش: 6,
  هفت: 7,
  هشت: 8,
  نه: 9,
  ده: 10,
  یازده: 11,
  دوازده: 12,
  سیزده: 13,
  چهارده: 14,
  پانزده: 15,
  شانزده: 16,
  هفده: 17,
  هجده: 18,
  نوزده: 19,
  بیست: 20,
  سی: 30,
  چهل: 40,
  پنجاه: 50,
  شصت: 60,
  هفتاد: 70,
  هشتاد: 80,
  نود: 90,
  صد: 100,
  یکصد: 100,
  دویست: 200,
  سیصد: 300,
  چهارصد: 400,
  پانصد: 500,
  ششصد: 600,
  هفتصد: 700,
  هشتصد: 800,
  نهصد: 900,
};
const SCALES: Record<string, bigint> = {
  هزار: 1000n,
  میلیون: 10n ** 6n,
  میلیارد: 10n ** 9n,
  تریلیون: 10n ** 12n,
  'هزار تریلیون': 10n ** 15n,
};

function readWords(words: string): bigint {
  let total = 0n;
  let group = 0n;
  for (const token of words.split(' و ')) {
    const scale = Object.keys(SCALES)
      .sort((a, b) => b.length - a.length)
      .find((s) => token === s || token.endsWith(` ${s}`));
    const head = scale ? token.slice(0, token.length - scale.length).trim() : token;
    const value = head === '' ? 1n : BigInt(ONES[head] ?? Number.NaN);
    if (scale) {
      total += (group + value) * (SCALES[scale] ?? 0n);
      group = 0n;
    } else group += value;
  }
  return total + group;
}

describe('amounts in words', () => {
  it('read back as the number for random amounts up to 10^15', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 10 ** 15 }), fc.integer({ min: 0, max: 10 ** 6 })), (n) => {
        expect(readWords(numberInWords(n))).toBe(BigInt(n));
      }),
      { numRuns: 2000 },
    );
    expect(readWords(numberInWords(10 ** 15))).toBe(10n ** 15n);
    expect(readWords(numberInWords(10 ** 15 - 1))).toBe(10n ** 15n - 1n);
  });
});
