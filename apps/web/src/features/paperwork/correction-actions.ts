'use server';
// The seller's correction of an official invoice (issue 31): a new invoice of the correcting kind that references
// the original, which never changes. The form names its changed lines `quantity.{index}` and `price.{index}`
// (tomans); a line left as it was is not sent. The API checks the rest and answers in Persian.
import { isApiError } from '@bazaar/api-client/api-error';
import { correctionInputSchema } from '@bazaar/contracts/paperwork-documents';
import { redirect } from 'next/navigation';
import { problemMessage } from '@/lib/api-problem';
import { parseForm, tomansToRials } from '@/lib/forms/parse-form';
import { paperworkApi } from './paperwork-data.server';
import { documentHref } from './paperwork-links';

export async function correctInvoice(form: FormData) {
  const id = Number(form.get('id'));
  const path = documentHref(id);
  const back = (message: string): never => redirect(`${path}?correction=${encodeURIComponent(message)}#correct`);
  // Only the lines whose quantity or price the seller changed, numbered in order for the contract's list.
  const changed = new FormData();
  changed.set('invoiceType', String(form.get('invoiceType') ?? ''));
  changed.set('reason', String(form.get('reason') ?? ''));
  let k = 0;
  for (const index of form.getAll('line').map(String)) {
    const quantity = String(form.get(`quantity.${index}`) ?? '').trim();
    const price = String(form.get(`price.${index}`) ?? '').trim();
    if (quantity === form.get(`was.quantity.${index}`) && price === form.get(`was.price.${index}`)) continue;
    changed.set(`lines.${k}.index`, index);
    changed.set(`lines.${k}.quantity`, quantity);
    changed.set(`lines.${k}.unitPriceRials`, price);
    k += 1;
  }
  const parsed = parseForm(correctionInputSchema, changed, { read: { 'lines.*.unitPriceRials': tomansToRials } });
  if (!parsed.ok) return back(parsed.issues[0]?.message ?? 'اطلاعات اصلاحیه کامل نیست.');
  let created = 0;
  try {
    created = (await (await paperworkApi(path)).correctInvoice({ params: { id }, body: parsed.data })).id;
  } catch (error) {
    if (isApiError(error) && error.status < 500) return back(problemMessage(error));
    throw error;
  }
  redirect(documentHref(created));
}
