// The price field of a supplier's product form: typed in tomans (what buyers and suppliers read, decision
// 015), with Persian or Latin digits and any thousands separators (read by @bazaar/fa's parseTomansToRials),
// sent to the API as whole Rials.
import { productEditorBodySchema } from '@bazaar/contracts/product-editor';
import { RIALS_PER_TOMAN } from '@bazaar/fa/money';
import { parseForm, tomansToRials } from '@/lib/forms/parse-form';

export type PriceInput =
  | { ok: true; priceRials: number | null }
  | { ok: false; error: 'required' | 'invalid' | 'too-large' };

const priceSchema = productEditorBodySchema.pick({ priceRials: true });

/**
 * The form's `onInquiry` (the «استعلام قیمت» box) wins over the text. Otherwise its `price` must be a whole
 * number of tomans, 1 or more, within the contract's bound once turned into Rials.
 */
export function readPriceInput(form: FormData): PriceInput {
  // The box is the form's way of saying «no price» (null in the contract), not a field of its own.
  if (form.get('onInquiry') === 'on') return { ok: true, priceRials: null };
  const parsed = parseForm(priceSchema, form, {
    rename: (name) => (name === 'price' ? 'priceRials' : null),
    read: { priceRials: tomansToRials },
    // Blank is not «on inquiry» (the box says that): the price is missing.
    empty: { priceRials: undefined },
  });
  if (parsed.ok) return { ok: true, priceRials: parsed.data.priceRials };
  const issue = parsed.issues[0];
  return {
    ok: false,
    error: issue?.rule === 'required' ? 'required' : issue?.code === 'too_big' ? 'too-large' : 'invalid',
  };
}

/** What the field shows for a stored price: whole tomans, no separators (the input is for editing). */
export function priceInputValue(priceRials: number | null): string {
  if (priceRials === null) return '';
  return String(Math.round(priceRials / RIALS_PER_TOMAN));
}
