// The buyer sends the draft to the supplier to confirm.
import type { Caller, TradeContext } from '../trade-context.js';
import { transition } from '../transition.js';

export function askForConfirmation(ctx: TradeContext, caller: Caller, id: number) {
  return transition(ctx, caller, id, 'request_confirmation', { note: '' });
}
