// The price field of a supplier's product form: typed in tomans (what buyers and suppliers read, decision
// 015), with Persian or Latin digits and any thousands separators (read by @bazaar/fa's parseTomansToRials),
// sent to the API as whole Rials.
import { rialsSchema } from '@bazaar/contracts/money';
import { parseTomansToRials, RIALS_PER_TOMAN } from '@bazaar/fa/money';

export type PriceInput =
  | { ok: true; priceRials: number | null }
  | { ok: false; error: 'required' | 'invalid' | 'too-large' };

/**
 * `onInquiry` (the «استعلام قیمت» box) wins over the text. Otherwise the text must be a whole number of
 * tomans, 1 or more, within the contract's bound once turned into Rials.
 */
export function readPriceInput(text: string, onInquiry: boolean): PriceInput {
  if (onInquiry) return { ok: true, priceRials: null };
  const typed = parseTomansToRials(text);
  if (!typed.ok) {
    if (typed.reason === 'empty') return { ok: false, error: 'required' };
    return { ok: false, error: typed.reason === 'too-large' ? 'too-large' : 'invalid' };
  }
  if (typed.rials === 0) return { ok: false, error: 'invalid' };
  const checked = rialsSchema.safeParse(typed.rials);
  return checked.success ? { ok: true, priceRials: checked.data } : { ok: false, error: 'too-large' };
}

/** What the field shows for a stored price: whole tomans, no separators (the input is for editing). */
export function priceInputValue(priceRials: number | null): string {
  if (priceRials === null) return '';
  return String(Math.round(priceRials / RIALS_PER_TOMAN));
}
