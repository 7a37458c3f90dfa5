// The buyer edits their order: the supplier's answer and an open fee are dropped.
import { type DirectOrderInput, directOrderInputSchema } from '@bazaar/contracts/trade-orders';
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { AppError } from '../../../shared/app-error.js';
import { type Caller, type TradeContext, visible, wrongParty } from '../trade-context.js';
import { dropFee, transition } from '../transition.js';
import { prepareOrder } from './prepare-order.js';

export async function editDirectOrder(
  ctx: TradeContext,
  caller: Caller,
  id: number,
  input: DirectOrderInput,
): Promise<TradeRequest> {
  const parsed = directOrderInputSchema.parse(input);
  const { viewer } = await visible(ctx, caller, id);
  if (viewer !== 'buyer') throw wrongParty('edit');
  const prepared = await prepareOrder(ctx, caller.userId, parsed, await ctx.repo.items(id));
  return transition(ctx, caller, id, 'edit', {
    note: 'ویرایش سفارش',
    change: async (r, locked, db) => {
      if (prepared.merchantId !== locked.merchantId) throw new AppError('TRADE_ONE_SUPPLIER_PER_REQUEST');
      await r.replaceContent(id, prepared.items, prepared.documents);
      await dropFee(ctx, db, locked);
      return {
        ...prepared.fields,
        supplierLeadTimeDays: null,
        supplierNotes: '',
        rejectionReason: '',
        feePayableId: null,
      };
    },
  });
}
