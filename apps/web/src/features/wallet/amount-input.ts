// The top-up amount: typed in tomans (what Iranian buyers read, decision 015), with Persian or Latin digits
// and any thousands separators (read by parseForm's tomansToRials, @bazaar/fa's parseTomansToRials), sent to
// the API as whole Rials within the contract's top-up bounds (chargeSchema).
import { chargeSchema } from '@bazaar/contracts/wallet-ledger';
import { type FormIssue, parseForm, tomansToRials } from '@/lib/forms/parse-form';

export type AmountInput =
  | { ok: true; amountRials: number }
  | { ok: false; error: 'amount-required' | 'amount-invalid' | 'amount-too-small' | 'amount-too-large' };

const amountSchema = chargeSchema.pick({ amountRials: true });

/** The form's notice for the contract's refusal of the amount. */
function refusal(issues: FormIssue[]): AmountInput {
  const issue = issues[0];
  const error =
    issue?.rule === 'required'
      ? 'amount-required'
      : issue?.code === 'too_small'
        ? 'amount-too-small'
        : issue?.code === 'too_big'
          ? 'amount-too-large'
          : 'amount-invalid';
  return { ok: false, error };
}

/**
 * The amount of the top-up form: the typed tomans (`amount`) win; when nothing is typed, the chosen ready amount
 * (`preset`, a radio whose value is already in Rials) stands in.
 */
export function readTopUpAmount(form: FormData): AmountInput {
  const typed = parseForm(amountSchema, form, {
    rename: (name) => (name === 'amount' ? 'amountRials' : null),
    read: { amountRials: tomansToRials },
  });
  if (typed.ok) return { ok: true, amountRials: typed.data.amountRials };
  if (typed.issues[0]?.rule !== 'required') return refusal(typed.issues);
  const chosen = parseForm(amountSchema, form, { rename: (name) => (name === 'preset' ? 'amountRials' : null) });
  return chosen.ok ? { ok: true, amountRials: chosen.data.amountRials } : refusal(chosen.issues);
}
