// The payout job (decision 038): sends pending withdrawals in batches through the provider, then asks it about
// every sent one. Paid → payouts in transit → paid out; failed → back to the merchant's receivable or the
// person's wallet it came from. Each outcome
// is one transaction under the payout's row lock that only a `sent` payout passes, so an answer the provider
// repeats (or a second run at the same time) changes nothing.
import { randomUUID } from 'node:crypto';
import type { PayoutRunResult } from '@bazaar/contracts/payouts';
import type { PayoutItem, TransferState } from './payout-adapters.js';
import { PayoutProviderUnavailable, transferIdOf } from './payout-adapters.js';
import { createPayoutsRepo, type PayoutOwner } from './payouts.repo.js';
import type { PayoutsContext } from './payouts-context.js';
import { sourceAccount } from './withdrawals.js';

const ownerOf = (row: { merchantId: number | null; userId: number | null }): PayoutOwner =>
  row.merchantId !== null ? { kind: 'merchant', id: row.merchantId } : { kind: 'person', id: row.userId ?? 0 };

type Outcome = Extract<TransferState, { state: 'paid' | 'failed' }>;

/** Settles one sent payout; false when it was not `sent` any more (already settled: a replayed answer). */
export async function settlePayout(ctx: PayoutsContext, payoutId: number, outcome: Outcome): Promise<boolean> {
  return ctx.deps.uow.run(async (tx) => {
    const repo = createPayoutsRepo(tx);
    const row = await repo.lockPayout(payoutId);
    if (row?.status !== 'sent') return false;
    const ledger = ctx.deps.ledgerIn(tx);
    const inTransit = await ledger.systemAccount('payouts_in_transit');
    const paid = outcome.state === 'paid';
    const to = paid ? await ledger.systemAccount('payouts_paid') : await sourceAccount(ledger, ownerOf(row));
    await ledger.post({
      kind: paid ? 'payout_paid' : 'payout_returned',
      description: paid
        ? `واریز برداشت شمارهٔ ${payoutId} به حساب بانکی`
        : `بازگشت برداشت ناموفق شمارهٔ ${payoutId} به موجودی`,
      reason: `payout:${payoutId}`,
      lines: [
        { accountId: inTransit, amountRials: -row.amountRials },
        { accountId: to, amountRials: row.amountRials },
      ],
    });
    await repo.settle(
      payoutId,
      paid
        ? { status: 'paid', bankReference: outcome.bankReference }
        : { status: 'failed', failureReason: outcome.reason },
    );
    return true;
  });
}

async function itemsOf(ctx: PayoutsContext, ids: number[]): Promise<PayoutItem[]> {
  const rows = await Promise.all(ids.map((id) => ctx.repo.payout(id)));
  return rows.flatMap((row) =>
    row
      ? [
          {
            payoutId: row.id,
            transferId: transferIdOf(row.id),
            sheba: row.account.sheba,
            holderName: row.account.holderName,
            amountRials: row.amountRials,
            description: (row.merchantName
              ? `تسویه بازار صنعت - ${row.merchantName}`
              : 'برداشت از کیف پول بازار صنعت'
            ).slice(0, 80),
          },
        ]
      : [],
  );
}

export async function runPayouts(ctx: PayoutsContext): Promise<PayoutRunResult> {
  const result: PayoutRunResult = { sent: 0, paid: 0, failed: 0, waiting: 0 };
  const { adapter, settings } = ctx.deps;
  if (!adapter) {
    result.waiting = (await ctx.repo.totalsCount('pending')) + (await ctx.repo.totalsCount('sent'));
    return result;
  }
  const batchId = `bz-${randomUUID()}`;
  const claimed = await ctx.repo.claimPending(settings.batchSize, adapter.provider, batchId);
  if (claimed.length > 0) {
    const items = await itemsOf(ctx, claimed);
    try {
      const outcomes = await adapter.send(batchId, items);
      for (const item of items) {
        const outcome = outcomes.get(item.payoutId);
        if (outcome && !outcome.accepted) {
          if (await settlePayout(ctx, item.payoutId, { state: 'failed', reason: outcome.reason })) result.failed += 1;
        } else result.sent += 1;
      }
    } catch (error) {
      // Never received: back in the queue for the next run (the transfer ids make a resend safe).
      await ctx.repo.unclaim(claimed);
      if (!(error instanceof PayoutProviderUnavailable)) throw error;
    }
  }
  const sent = await itemsOf(ctx, await ctx.repo.sentIds(settings.batchSize * 4));
  let states: Map<number, TransferState>;
  try {
    states = await adapter.status(sent);
  } catch (error) {
    if (error instanceof PayoutProviderUnavailable) {
      result.waiting += sent.length;
      return result;
    }
    throw error;
  }
  for (const item of sent) {
    const state = states.get(item.payoutId) ?? { state: 'waiting' };
    if (state.state === 'paid' || state.state === 'failed') {
      if (await settlePayout(ctx, item.payoutId, state)) result[state.state] += 1;
    } else if (state.state === 'unknown') await ctx.repo.unclaim([item.payoutId]);
    else result.waiting += 1;
  }
  return result;
}
