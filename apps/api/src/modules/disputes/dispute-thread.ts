// Reading a dispute and writing in its thread (decision 039): the order's buyer and supplier members, and staff
// (who read every dispute and write as the marketplace). Evidence files are the author's own uploads.
import { type Dispute, disputeMessageInputSchema } from '@bazaar/contracts/disputes';
import { normalizePersian } from '@bazaar/fa/normalize';
import { AppError } from '../../shared/app-error.js';
import { disputeView } from './dispute-view.js';
import { createDisputesRepo } from './disputes.repo.js';
import { type Caller, type DisputesContext, evidence, noDispute } from './disputes-context.js';

/** The caller's side in the order: buyer, supplier (a member of its merchant) or staff; 404 for others. */
async function sideOf(ctx: DisputesContext, caller: Caller, id: number) {
  const { viewer } = await ctx.deps.trade.visibleOrder(caller, id);
  if (viewer === 'quoter') throw noDispute();
  return viewer;
}

export async function orderDispute(ctx: DisputesContext, caller: Caller, id: number): Promise<Dispute> {
  await sideOf(ctx, caller, id);
  const row = await ctx.repo.byOrder(id);
  if (!row) throw noDispute();
  return disputeView(ctx, row, await ctx.deps.securePayment.heldRials(id, undefined, row.stageNumber));
}

export async function staffDispute(ctx: DisputesContext, disputeId: number): Promise<Dispute> {
  const row = await ctx.repo.byId(disputeId);
  if (!row) throw noDispute();
  return disputeView(ctx, row, await ctx.deps.securePayment.heldRials(row.tradeRequestId, undefined, row.stageNumber));
}

async function write(
  ctx: DisputesContext,
  caller: Caller,
  disputeId: number,
  party: 'buyer' | 'supplier' | 'staff',
  raw: unknown,
): Promise<Dispute> {
  const input = disputeMessageInputSchema.parse(raw);
  const files = await evidence(ctx, caller.userId, input.fileIds);
  const row = await ctx.deps.uow.run(async (db) => {
    const r = createDisputesRepo(db);
    const dispute = await r.byId(disputeId, true);
    if (!dispute) throw noDispute();
    if (dispute.decidedAt)
      throw new AppError('TRADE_ILLEGAL_TRANSITION', {
        detail: 'دربارهٔ این اختلاف تصمیم گرفته شده است و گفت‌وگوی آن بسته است.',
      });
    await r.addMessage({ disputeId, authorUserId: caller.userId, party, text: normalizePersian(input.text), files });
    return dispute;
  });
  return disputeView(ctx, row, await ctx.deps.securePayment.heldRials(row.tradeRequestId, undefined, row.stageNumber));
}

export async function writeAsParty(ctx: DisputesContext, caller: Caller, id: number, raw: unknown) {
  const viewer = await sideOf(ctx, caller, id);
  // Staff write through their own call (as the marketplace), never as a party.
  if (viewer === 'staff')
    throw new AppError('FORBIDDEN', { detail: 'پشتیبانی از صفحهٔ اختلاف‌ها در بخش مدیریت پیام می‌گذارد.' });
  const row = await ctx.repo.byOrder(id);
  if (!row) throw noDispute();
  return write(ctx, caller, row.id, viewer, raw);
}

export const writeAsStaff = (ctx: DisputesContext, caller: Caller, disputeId: number, raw: unknown) =>
  write(ctx, caller, disputeId, 'staff', raw);

/** An evidence file of the order's dispute, for its parties and staff: whose upload it is, to read it. */
export async function evidenceFile(ctx: DisputesContext, caller: Caller, id: number, fileId: string) {
  await sideOf(ctx, caller, id);
  const row = await ctx.repo.byOrder(id);
  const message = row && (await ctx.repo.messages(row.id)).find((m) => m.files.some((f) => f.fileId === fileId));
  if (!message?.authorUserId) throw new AppError('NOT_FOUND', { detail: 'این فایل در مدارک این اختلاف نیست.' });
  return { fileId, ownerUserId: message.authorUserId };
}
