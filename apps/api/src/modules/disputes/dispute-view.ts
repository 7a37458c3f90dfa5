// A dispute as its parties and staff read it (decision 039).
import type { Dispute } from '@bazaar/contracts/disputes';
import type { DisputeRow } from './disputes.repo.js';
import type { DisputesContext } from './disputes-context.js';

export async function disputeView(ctx: DisputesContext, row: DisputeRow, heldRials: number): Promise<Dispute> {
  const messages = await ctx.repo.messages(row.id);
  const names = await ctx.repo.authorNames([
    ...new Set(messages.map((m) => m.authorUserId).filter((id): id is number => id !== null)),
  ]);
  const fallback = { buyer: 'خریدار', supplier: 'تأمین‌کننده', staff: 'پشتیبانی بازار صنعت' } as const;
  return {
    id: row.id,
    tradeRequestId: row.tradeRequestId,
    stage: row.stageNumber,
    status: row.decidedAt ? 'decided' : 'open',
    reason: row.reason,
    text: row.text,
    openedAt: row.openedAt.toISOString(),
    supplierAnswerDueAt: row.supplierAnswerDueAt.toISOString(),
    heldRials,
    decision:
      row.outcome && row.decidedAt
        ? {
            outcome: row.outcome,
            refundRials: row.refundRials ?? 0,
            releaseRials: row.releaseRials ?? 0,
            reason: row.decisionReason ?? '',
            decidedAt: row.decidedAt.toISOString(),
          }
        : null,
    messages: messages.map((m) => {
      const party = m.party as keyof typeof fallback;
      return {
        id: m.id,
        party,
        // Staff sign as the marketplace, never by name.
        authorName: party === 'staff' ? fallback.staff : names.get(m.authorUserId ?? 0) || fallback[party],
        text: m.text,
        files: m.files,
        createdAt: m.createdAt.toISOString(),
      };
    }),
  };
}
