// The top-up amount: typed in tomans (what Iranian buyers read, decision 015), with Persian or Latin digits
// and any thousands separators (read by @bazaar/fa's parseTomansToRials), sent to the API as whole Rials within
// the top-up bounds.
import { TOPUP_MAX_RIALS, TOPUP_MIN_RIALS } from '@bazaar/contracts/wallet-payments';
import { parseTomansToRials } from '@bazaar/fa/money';

export type AmountInput =
  | { ok: true; amountRials: number }
  | { ok: false; error: 'amount-required' | 'amount-invalid' | 'amount-too-small' | 'amount-too-large' };

/** `preset` (a chosen ready amount, in Rials) wins over the typed text when the text is empty. */
export function readTopUpAmount(text: string, preset: string): AmountInput {
  const typed = parseTomansToRials(text);
  if (typed.ok) return bounded(typed.rials);
  if (typed.reason === 'too-large') return { ok: false, error: 'amount-too-large' };
  if (typed.reason !== 'empty') return { ok: false, error: 'amount-invalid' };
  const rials = Number(preset);
  if (!preset || !Number.isInteger(rials)) return { ok: false, error: 'amount-required' };
  return bounded(rials);
}

function bounded(rials: number): AmountInput {
  if (rials < TOPUP_MIN_RIALS) return { ok: false, error: 'amount-too-small' };
  if (rials > TOPUP_MAX_RIALS) return { ok: false, error: 'amount-too-large' };
  return { ok: true, amountRials: rials };
}
