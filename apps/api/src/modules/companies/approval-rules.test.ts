import { describe, expect, it } from 'vitest';
import { requiredApprovals } from './approval-rules.js';

// What a company's rules ask of an order (decision 044), as a table: the order's amount, its categories and
// whether its supplier is new, against each kind of rule; the most approvers any matching rule asks for wins.
const PUMPS = 12;
const VALVES = 40;
const LIMIT = 500_000_000;
const amount = (minRials: number, approvers: 1 | 2 = 1) => ({
  kind: 'amount' as const,
  minRials,
  categoryId: null,
  approvers,
});
const category = (categoryId: number, approvers: 1 | 2 = 1) => ({
  kind: 'category' as const,
  minRials: null,
  categoryId,
  approvers,
});
const newSupplier = { kind: 'new_supplier' as const, minRials: null, categoryId: null, approvers: 1 as const };

const TABLE: [string, Parameters<typeof requiredApprovals>[0], Parameters<typeof requiredApprovals>[1], 0 | 1 | 2][] = [
  ['no rules', [], { amountRials: 9e12, categoryIds: [PUMPS], newSupplier: true }, 0],
  ['under the limit', [amount(LIMIT)], { amountRials: LIMIT, categoryIds: [PUMPS], newSupplier: false }, 0],
  ['one Rial over the limit', [amount(LIMIT)], { amountRials: LIMIT + 1, categoryIds: [PUMPS], newSupplier: false }, 1],
  [
    'unpriced, with an amount rule',
    [amount(LIMIT)],
    { amountRials: null, categoryIds: [PUMPS], newSupplier: false },
    1,
  ],
  [
    'in the named category (or below it)',
    [category(PUMPS)],
    { amountRials: 1, categoryIds: [7, PUMPS], newSupplier: false },
    1,
  ],
  ['in another category', [category(VALVES)], { amountRials: 1, categoryIds: [PUMPS], newSupplier: false }, 0],
  ['a new supplier', [newSupplier], { amountRials: 1, categoryIds: [PUMPS], newSupplier: true }, 1],
  ['a supplier used before', [newSupplier], { amountRials: 1, categoryIds: [PUMPS], newSupplier: false }, 0],
  [
    'two rules match: the stricter one (two approvers) wins',
    [amount(LIMIT), amount(4 * LIMIT, 2), newSupplier],
    { amountRials: 5 * LIMIT, categoryIds: [PUMPS], newSupplier: true },
    2,
  ],
  [
    'only the lower limit matches',
    [amount(LIMIT), amount(4 * LIMIT, 2)],
    { amountRials: 2 * LIMIT, categoryIds: [PUMPS], newSupplier: false },
    1,
  ],
];

describe('the approvals an order needs', () => {
  for (const [name, rules, facts, expected] of TABLE)
    it(`${name}: ${expected} approver(s)`, () => {
      const answer = requiredApprovals(rules, facts);
      expect(answer.required).toBe(expected);
      // Each matching rule gives its reason in Persian, for the approvers' page.
      expect(answer.reasons.length > 0).toBe(expected > 0);
    });
});
