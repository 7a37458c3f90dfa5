// The supplier declines the order, saying why.
import { normalizePersian } from '@bazaar/fa/normalize';
import type { Caller, TradeContext } from '../trade-context.js';
import { transition } from '../transition.js';

export function rejectOrder(ctx: TradeContext, caller: Caller, id: number, reason: string) {
  const text = normalizePersian(reason);
  return transition(ctx, caller, id, 'supplier_reject', {
    note: text,
    change: async (r) => {
      await r.clearUnitPrices(id);
      return { rejectionReason: text };
    },
  });
}
