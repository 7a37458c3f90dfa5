// The supplier confirms the order with its prices, lead time and notes.
import { normalizePersian } from '@bazaar/fa/normalize';
import { AppError } from '../../../shared/app-error.js';
import { type Caller, fieldError, refuseOverTotal, type TradeContext } from '../trade-context.js';
import { transition } from '../transition.js';

export function confirmOrder(
  ctx: TradeContext,
  caller: Caller,
  id: number,
  input: {
    items: { itemId: number; unitPriceRials: number }[];
    leadTimeDays: number;
    notes: string;
    shippingRials?: number;
  },
) {
  return transition(ctx, caller, id, 'supplier_confirm', {
    note: normalizePersian(input.notes),
    change: async (r) => {
      const items = await r.items(id);
      const prices = new Map(input.items.map((i) => [i.itemId, i.unitPriceRials]));
      const missing = items.filter((i) => !prices.has(i.id));
      const foreign = input.items.filter((i) => !items.some((item) => item.id === i.itemId));
      if (missing.length || foreign.length)
        throw new AppError('VALIDATION_FAILED', {
          errors: [fieldError('body.items', 'required', 'برای هر قلم درخواست یک قیمت واحد وارد کنید.')],
        });
      refuseOverTotal(items.map((i) => ({ quantity: i.quantity, unitPriceRials: prices.get(i.id) ?? null })));
      await r.setUnitPrices(
        id,
        items.map((i) => ({ itemId: i.id, unitPriceRials: prices.get(i.id) ?? null })),
      );
      return {
        supplierLeadTimeDays: input.leadTimeDays,
        supplierNotes: normalizePersian(input.notes),
        rejectionReason: '',
        shippingRials: input.shippingRials ?? 0,
      };
    },
  });
}
