// The sections of the supplier page (spec: client state "openSection"), kept in `?section=` so each
// one has a URL, renders on the server and works with the back button.
import type { SupplierSection } from '@/features/suppliers/supplier-links';
import { supplierSectionOf } from '@/features/suppliers/supplier-page-cache';
import { firstParam } from '@/lib/route-params';

export const SECTION_TAB_LABELS: Record<SupplierSection, string> = {
  about: 'درباره',
  products: 'محصولات',
  contents: 'محتوا',
  delegations: 'نمایندگی‌ها',
  contact: 'تماس',
};

export const SECTION_HEADINGS: Record<SupplierSection, string> = {
  about: 'دربارهٔ تأمین‌کننده',
  products: 'محصولات',
  contents: 'محتوا',
  delegations: 'نمایندگی‌ها',
  contact: 'اطلاعات تماس و شرایط فروش',
};

/** An unknown or missing section opens the default one rather than failing. */
export function parseSection(value: string | string[] | undefined): SupplierSection {
  return supplierSectionOf(firstParam(value));
}
