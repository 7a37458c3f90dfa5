// What the supplier's product list shows and links: each state's label and look, the list's address for a
// filter and page, and the id of the bulk-edit form the rows' check boxes belong to.
import type { OwnProductsFilter, ProductStatus } from '@bazaar/contracts/own-products';
import { OWN_PRODUCTS_PATH } from './notices';

export const PRODUCT_STATUS_LOOK: Record<ProductStatus, { label: string; look: string }> = {
  published: { label: 'منتشرشده', look: 'bg-brand-50 text-brand-800' },
  draft: { label: 'پیش‌نویس', look: 'bg-accent-100 text-accent-800' },
  archived: { label: 'بایگانی', look: 'bg-slate-100 text-slate-700' },
};

export const BULK_FORM = 'bulk-edit-form';

export function listHref(filter: OwnProductsFilter, page: number) {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  if (filter.availability) params.set('availability', filter.availability);
  if (filter.categoryId) params.set('categoryId', String(filter.categoryId));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${OWN_PRODUCTS_PATH}?${query}` : OWN_PRODUCTS_PATH;
}
