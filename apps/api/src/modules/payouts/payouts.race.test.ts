import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { raceIt } from '../../../test/races.js';
import {
  creditReceivable,
  creditWallet,
  ledgerInvariants,
  merchantOwnedBy,
  receivableOf,
  systemBalance,
  walletOf,
} from '../../../test/receivables.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { merchantBankAccounts, payouts } from '../../db/schema/payouts.js';

// Fifty withdrawals at once against a receivable that covers five (issue 30, «Must show»): the ledger's
// conditional update and its check constraint let exactly five through, whatever the interleaving; the other
// forty-five are refused with a Persian reason and leave nothing behind. The same holds for a person's wallet.
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp({ seeded: false, env: { PAYOUT_RUN_MS: '0', DATABASE_POOL_MAX: '20' } });
}, 120_000);
afterAll(() => ctx?.close());

describe('parallel withdrawals', () => {
  raceIt(
    '50 withdrawals against a receivable that covers 5 pay out exactly 5',
    async () => {
      const owner = await signIn(ctx.app, '09121240001');
      const merchantId = await merchantOwnedBy(ctx.db, owner.userId);
      const [account] = await ctx.db
        .insert(merchantBankAccounts)
        .values({
          merchantId,
          sheba: 'IR840120000000987654321012',
          bankCode: '012',
          bankName: 'بانک ملت',
          holderName: 'مریم کاظمی',
        })
        .returning({ id: merchantBankAccounts.id });
      await creditReceivable(ctx.db, merchantId, 5_000_000);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          ctx.app.inject({
            method: 'POST',
            url: `/api/v1/merchants/${merchantId}/withdrawals`,
            headers: { ...owner.auth, 'idempotency-key': `race-withdrawal-${i}-${Date.now()}` },
            payload: { bankAccountId: account?.id, amountRials: 1_000_000 },
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 409)).toHaveLength(45);
      expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code))).toEqual(
        new Set(['PAYOUTS_INSUFFICIENT_RECEIVABLE']),
      );
      expect(await receivableOf(ctx.db, merchantId)).toBe(0);
      expect(await systemBalance(ctx.db, 'payouts_in_transit')).toBe(5_000_000);
      expect(await ctx.db.select().from(payouts).where(eq(payouts.merchantId, merchantId))).toHaveLength(5);
      expect(await ledgerInvariants(ctx.db)).toEqual({ unbalanced: [], drifted: [], negative: [], paidTwice: [] });
    },
    120_000,
  );

  raceIt(
    '20 withdrawals against a person’s wallet that covers 3 pay out exactly 3, and the wallet never goes below zero',
    async () => {
      const person = await signIn(ctx.app, '09121240002');
      const [account] = await ctx.db
        .insert(merchantBankAccounts)
        .values({
          userId: person.userId,
          sheba: 'IR510170000000110203040506',
          bankCode: '017',
          bankName: 'بانک ملی ایران',
          holderName: 'رضا کریمی',
        })
        .returning({ id: merchantBankAccounts.id });
      await creditWallet(ctx.db, person.userId, 3_000_000);
      const inTransit = await systemBalance(ctx.db, 'payouts_in_transit');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          ctx.app.inject({
            method: 'POST',
            url: `/api/v1/persons/${person.userId}/withdrawals`,
            headers: { ...person.auth, 'idempotency-key': `race-wallet-withdrawal-${i}-${Date.now()}` },
            payload: { bankAccountId: account?.id, amountRials: 1_000_000 },
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s === 409)).toHaveLength(17);
      expect(await walletOf(ctx.db, person.userId)).toBe(0);
      expect(await systemBalance(ctx.db, 'payouts_in_transit')).toBe(inTransit + 3_000_000);
      expect(await ctx.db.select().from(payouts).where(eq(payouts.userId, person.userId))).toHaveLength(3);
      expect(await ledgerInvariants(ctx.db)).toEqual({ unbalanced: [], drifted: [], negative: [], paidTwice: [] });
    },
    120_000,
  );
});
