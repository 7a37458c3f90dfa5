// Whether a bank's account holder is the company (decision 051): the two names compared after Persian
// normalisation, without the legal form and the word «شرکت» that banks and registries write in their own ways
// («شرکت فولاد البرز (سهامی خاص)» and «فولاد البرز سهامی خاص» are one company), without spaces, ZWNJ and
// punctuation. Anything else that differs is a different holder: a person's name, a brand, another company.
import { normalizeForSearch } from '@bazaar/fa/normalize';

const LEGAL_FORMS = [
  'سهامی خاص',
  'سهامی عام',
  'با مسئولیت محدود',
  'مسئولیت محدود',
  'تضامنی',
  'تعاونی',
  'مختلط',
  'نسبی',
  'شرکت',
  'موسسه',
];

export function companyNameKey(name: string): string {
  // Whole words only: punctuation and ZWNJ are already spaces in the search key.
  let text = ` ${normalizeForSearch(name)} `;
  for (const form of LEGAL_FORMS) text = text.split(` ${normalizeForSearch(form)} `).join(' ');
  return text.replace(/\s+/g, '');
}

/** One of the bank's holders is the company of this registered name. */
export function holderIsCompany(owners: readonly string[], registeredName: string): boolean {
  const key = companyNameKey(registeredName);
  return key.length > 0 && owners.some((owner) => companyNameKey(owner) === key);
}
