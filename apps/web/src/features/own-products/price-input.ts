// The price field of a supplier's product form: typed in tomans (what buyers and suppliers read, decision
// 015), with Persian or Latin digits and any thousands separators, sent to the API as whole Rials.
import { rialsSchema } from '@bazaar/contracts/money';
import { toLatinDigits } from '@bazaar/fa/digits';
import { RIALS_PER_TOMAN } from '@bazaar/fa/money';

export type PriceInput =
  | { ok: true; priceRials: number | null }
  | { ok: false; error: 'required' | 'invalid' | 'too-large' };

/**
 * `onInquiry` (the «استعلام قیمت» box) wins over the text. Otherwise the text must be a whole number of
 * tomans, 1 or more, within the contract's bound once turned into Rials.
 */
export function readPriceInput(text: string, onInquiry: boolean): PriceInput {
  if (onInquiry) return { ok: true, priceRials: null };
  const plain = toLatinDigits(text).replace(/[\s,٬،_']/g, '');
  if (plain === '') return { ok: false, error: 'required' };
  if (!/^\d+$/.test(plain)) return { ok: false, error: 'invalid' };
  const tomans = Number(plain);
  if (tomans === 0) return { ok: false, error: 'invalid' };
  const checked = rialsSchema.safeParse(tomans * RIALS_PER_TOMAN);
  return checked.success ? { ok: true, priceRials: checked.data } : { ok: false, error: 'too-large' };
}

/** What the field shows for a stored price: whole tomans, no separators (the input is for editing). */
export function priceInputValue(priceRials: number | null): string {
  if (priceRials === null) return '';
  return String(Math.round(priceRials / RIALS_PER_TOMAN));
}
