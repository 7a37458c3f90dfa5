// After publishing: the supplier starts the work and delivers; either party may cancel.
import { normalizePersian } from '@bazaar/fa/normalize';
import type { Caller, TradeContext } from '../trade-context.js';
import { dropFee, transition } from '../transition.js';

export function startWork(ctx: TradeContext, caller: Caller, id: number, note: string) {
  return transition(ctx, caller, id, 'start', { note: normalizePersian(note) });
}

export function deliverOrder(ctx: TradeContext, caller: Caller, id: number, note: string) {
  return transition(ctx, caller, id, 'deliver', { note: normalizePersian(note) });
}

export function cancelOrder(ctx: TradeContext, caller: Caller, id: number, reason: string) {
  const text = normalizePersian(reason);
  return transition(ctx, caller, id, 'cancel', {
    note: text,
    change: async (_r, row, db) => {
      await dropFee(ctx, db, row);
      return { feePayableId: null };
    },
  });
}
