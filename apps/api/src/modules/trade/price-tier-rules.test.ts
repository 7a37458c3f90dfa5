import { deliveredCost, deliveredCostWithin, rankByDeliveredCost } from '@bazaar/contracts/delivered-cost';
import { MAX_RIALS } from '@bazaar/contracts/money';
import {
  type PriceTier,
  quantityProblem,
  tierIndexFor,
  tierProblems,
  tierRangeLabel,
  unitPriceFor,
} from '@bazaar/contracts/price-tiers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatOf } from '../secure-payment/money-rules.js';

// The rules of quantity prices and delivered cost (decision 045) over random tier tables and quantities: a
// quantity's price is the price of the one tier whose range holds it, valid tables raise no problem, and offers
// rank by what secure payment would charge.

/** A valid tier table: starts strictly increasing from the minimum order, the first at the listing's price. */
const table = fc
  .record({
    moq: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
    steps: fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 7 }),
    prices: fc.array(fc.integer({ min: 1, max: 10 ** 12 }), { minLength: 8, maxLength: 8 }),
  })
  .map(({ moq, steps, prices }) => {
    const start = moq ?? 1;
    const starts = [start, ...steps.sort((a, b) => a - b).map((s) => start + s)];
    const priceTiers: PriceTier[] = starts.map((minQuantity, i) => ({
      minQuantity,
      priceRials: prices[i] ?? 1,
      leadTimeDays: null,
    }));
    return { priceRials: priceTiers[0]?.priceRials ?? null, minOrderQuantity: moq, orderMultiple: null, priceTiers };
  });

describe('price tiers', () => {
  it('prices every quantity at the tier whose range holds it', () => {
    fc.assert(
      fc.property(table, fc.double({ min: 0.001, max: 20_000, noNaN: true }), (listing, quantity) => {
        const tiers = listing.priceTiers;
        const holding = tiers.filter(
          (t, i) => t.minQuantity <= quantity && quantity < (tiers[i + 1]?.minQuantity ?? Number.POSITIVE_INFINITY),
        );
        // Below the first tier (only under the minimum order, which an order refuses) the first tier's price.
        const expected = holding.length ? holding[0]?.priceRials : tiers[0]?.priceRials;
        expect(holding.length).toBeLessThanOrEqual(1);
        expect(unitPriceFor(listing, quantity)).toBe(expected);
      }),
    );
  });

  it('finds no problem in a valid table, and one in every table with a repeated start', () => {
    fc.assert(
      fc.property(table, (listing) => {
        expect(tierProblems(listing)).toEqual([]);
        const last = listing.priceTiers.at(-1);
        if (!last) return;
        const repeated = { ...listing, priceTiers: [...listing.priceTiers, { ...last }] };
        expect(tierProblems(repeated).map((p) => p.field)).toEqual([
          `priceTiers.${listing.priceTiers.length}.minQuantity`,
        ]);
      }),
    );
  });

  it('without tiers, prices any quantity at the listing’s one price', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 1, max: 10 ** 12 }), { nil: null }), fc.nat(), (price, quantity) => {
        expect(
          unitPriceFor({ priceRials: price, minOrderQuantity: null, orderMultiple: null, priceTiers: [] }, quantity),
        ).toBe(price);
      }),
    );
  });

  it('refuses exactly the quantities under the minimum or off the multiple', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 2000 }),
        (moq, step, quantity) => {
          const listing = { priceRials: 1, minOrderQuantity: moq * step, orderMultiple: step, priceTiers: [] };
          const refused = quantityProblem(listing, quantity, 'عدد') !== null;
          expect(refused).toBe(quantity < moq * step || quantity % step !== 0);
        },
      ),
    );
  });

  it('names ranges as people read a price list', () => {
    const tiers = [1, 10, 50].map((minQuantity) => ({ minQuantity, priceRials: 1, leadTimeDays: null }));
    expect(tiers.map((_, i) => tierRangeLabel(tiers, i))).toEqual(['۱ تا ۹', '۱۰ تا ۴۹', '۵۰ و بیشتر']);
    expect(tierIndexFor(tiers, 49.5)).toBe(1);
  });
});

describe('delivered cost', () => {
  it('charges VAT on goods and shipping as secure payment does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), fc.integer({ min: 0, max: 10 ** 10 }), (goods, shipping) => {
        const cost = deliveredCost(goods, shipping, 1000);
        expect(cost.vatRials).toBe(vatOf(goods + shipping, 1000));
        expect(cost.totalRials).toBe(goods + shipping + cost.vatRials);
      }),
    );
  });

  it('stays exact for the largest orders and answers none past what an answer can carry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_RIALS }), fc.integer({ min: 0, max: 10 ** 14 }), (goods, shipping) => {
        const exact = (BigInt(goods + shipping) * 1000n + 5000n) / 10_000n;
        expect(BigInt(vatOf(goods + shipping, 1000))).toBe(exact);
        const within = deliveredCostWithin(goods, shipping, 1000);
        expect(within === null).toBe(deliveredCost(goods, shipping, 1000).totalRials > MAX_RIALS);
      }),
    );
  });

  it('ranks by total delivered cost and marks the cheapest and the fastest', () => {
    const offers = [
      { name: 'الف', total: 26_400_000, lead: 5 },
      { name: 'ب', total: 24_200_000, lead: 12 },
      { name: 'پ', total: null, lead: 2 },
    ];
    const ranked = rankByDeliveredCost(
      offers,
      (o) => o.total,
      (o) => o.lead,
    );
    expect(ranked.map((r) => [r.offer.name, r.rank, r.cheapest, r.fastest])).toEqual([
      ['ب', 1, true, false],
      ['الف', 2, false, false],
      ['پ', null, false, true],
    ]);
  });
});
