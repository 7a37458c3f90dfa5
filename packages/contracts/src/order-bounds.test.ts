import { describe, expect, it } from 'vitest';
import { MAX_RIALS } from './money';
import {
  MAX_ORDER_QUANTITY,
  MAX_ORDER_TOTAL_RIALS,
  MAX_UNIT_PRICE_RIALS,
  orderTotalRials,
  supplierConfirmSchema,
  tradeItemInputSchema,
} from './trade-orders';
import { describeIssue, VALIDATION_MESSAGES } from './validation-messages';

// The bounds of one order (trade.ts) and the total answers carry.
const fa = (n: number) => n.toLocaleString('fa-IR');

describe('the bounds of an order', () => {
  it('keep every total within MAX_RIALS, below Number.MAX_SAFE_INTEGER and PostgreSQL’s bigint', () => {
    expect(MAX_ORDER_TOTAL_RIALS).toBe(MAX_RIALS);
    expect(MAX_ORDER_TOTAL_RIALS).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(MAX_UNIT_PRICE_RIALS).toBeLessThanOrEqual(MAX_ORDER_TOTAL_RIALS);
  });

  it('say their own figures in the Persian messages', () => {
    expect(VALIDATION_MESSAGES.maxOrderQuantity).toContain(fa(MAX_ORDER_QUANTITY));
    expect(VALIDATION_MESSAGES.maxUnitPrice).toContain(fa(MAX_UNIT_PRICE_RIALS));
    expect(VALIDATION_MESSAGES.maxOrderTotal).toContain(fa(MAX_ORDER_TOTAL_RIALS));
  });

  it('refuse a quantity and a price per unit one past the bound, with their rules', () => {
    const item = { productId: 1, quantity: MAX_ORDER_QUANTITY, unit: 'عدد', targetPriceRials: MAX_UNIT_PRICE_RIALS };
    expect(tradeItemInputSchema.safeParse(item).success).toBe(true);
    const rules = (input: unknown) =>
      (tradeItemInputSchema.safeParse(input, { reportInput: true }).error?.issues ?? []).map(
        (issue) => describeIssue(issue).rule,
      );
    expect(rules({ ...item, quantity: MAX_ORDER_QUANTITY + 1 })).toEqual(['maxOrderQuantity']);
    expect(rules({ ...item, targetPriceRials: MAX_UNIT_PRICE_RIALS + 1 })).toEqual(['maxUnitPrice']);
    const confirm = supplierConfirmSchema.safeParse({
      items: [{ itemId: 1, unitPriceRials: MAX_UNIT_PRICE_RIALS + 1 }],
      leadTimeDays: 1,
    });
    expect(confirm.error?.issues[0]?.path).toEqual(['items', 0, 'unitPriceRials']);
  });
});

describe('orderTotalRials', () => {
  it('is null while a line has no price, and whole Rials once every line has one', () => {
    expect(orderTotalRials([])).toBeNull();
    expect(
      orderTotalRials([
        { quantity: 2, unitPriceRials: 5 },
        { quantity: 1, unitPriceRials: null },
      ]),
    ).toBeNull();
    expect(
      orderTotalRials([
        { quantity: 2.5, unitPriceRials: 3 },
        { quantity: 4, unitPriceRials: 1_000_000 },
      ]),
    ).toBe(4_000_008);
  });

  it('is exact up to the bound and null past it, as for a row stored before the bounds', () => {
    expect(orderTotalRials([{ quantity: MAX_ORDER_QUANTITY, unitPriceRials: 100_000_000 }])).toBe(
      MAX_ORDER_TOTAL_RIALS,
    );
    expect(orderTotalRials([{ quantity: MAX_ORDER_QUANTITY, unitPriceRials: 100_000_001 }])).toBeNull();
    expect(orderTotalRials([{ quantity: 1e9, unitPriceRials: 1e15 }])).toBeNull();
  });
});
