// How an order's stages read (decision 040): each stage's state and money for the money panel, the supplier's
// statement and staff's held list.
import type { OrderStage, StageState } from '@bazaar/contracts/secure-payment-stages';
import type { Payable } from '@bazaar/contracts/wallet-membership';
import { heldOfMoney } from './money-rules.js';
import type { StageRow } from './stages.repo.js';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function stageState(s: StageRow): StageState {
  if (!s.paidAt) return 'unpaid';
  if (s.settledAt)
    return s.refundedRials === 0 ? 'released' : s.releasedRials + s.commissionRials === 0 ? 'refunded' : 'split';
  if (s.disputedAt) return 'in_dispute';
  return s.deliveredAt ? 'delivered' : 'held';
}

export function stageView(s: StageRow, payable: Payable | null): OrderStage {
  return {
    number: s.number,
    title: s.title,
    deliverable: s.deliverable,
    dueOn: s.dueOn,
    state: stageState(s),
    amountRials: s.amountRials,
    shippingRials: s.shippingRials,
    vatRials: s.vatRials,
    totalRials: s.totalRials,
    payable,
    paidAt: iso(s.paidAt),
    deliveredAt: iso(s.deliveredAt),
    evidenceNote: s.evidenceNote,
    evidenceFileName: s.evidenceFileName,
    releaseDueAt: s.settledAt || s.disputedAt ? null : iso(s.releaseDueAt),
    heldRials: heldOfMoney(s),
    releasedRials: s.releasedRials,
    commissionRials: s.commissionRials,
    refundedRials: s.refundedRials,
    settledAt: iso(s.settledAt),
  };
}

/** The first stage not paid yet (the one the buyer pays next), if any. */
export const nextUnpaid = (stages: StageRow[]) => stages.find((s) => !s.paidAt);

/** The earliest moment one of the stages releases by itself. */
export function nextRelease(stages: StageRow[]): Date | null {
  const due = stages
    .filter((s) => !s.settledAt && !s.disputedAt && s.releaseDueAt)
    .map((s) => s.releaseDueAt as Date)
    .sort((a, b) => a.getTime() - b.getTime());
  return due[0] ?? null;
}
