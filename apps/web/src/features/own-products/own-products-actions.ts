'use server';
// Server action of the price form on /profile/products: a plain form posts to it, so it works without
// JavaScript; it redirects back to the same list with an outcome key and the product's anchor.
import { isApiError } from '@bazaar/api-client/api-error';
import { redirect } from 'next/navigation';
import { loginHref, safeRedirectPath } from '@/features/auth/login-links';
import { formId } from '@/lib/forms/parse-form';
import { OWN_PRODUCTS_PATH, type OwnProductNoticeKey } from './notices';
import { ownProductsApi } from './own-products-data.server';
import { readPriceInput } from './price-input';

/** Back to the list the form was on (only its own path and query, never another site). */
function backTo(form: FormData, notice: OwnProductNoticeKey, id: number | null): never {
  // The list's address (no contract field), checked to be the list's own.
  const list = safeRedirectPath(String(form.get('returnTo') ?? '')) ?? '';
  const base = list.startsWith(`${OWN_PRODUCTS_PATH}?`) || list === OWN_PRODUCTS_PATH ? list : OWN_PRODUCTS_PATH;
  const url = new URL(base, 'http://local');
  url.searchParams.set('notice', notice);
  redirect(`${url.pathname}${url.search}${id ? `#product-${id}` : ''}`);
}

export async function updatePrice(form: FormData) {
  const id = formId(form);
  if (id === null) backTo(form, 'gone', null);
  const price = readPriceInput(form);
  if (!price.ok) backTo(form, price.error, id);
  let notice: OwnProductNoticeKey = 'saved';
  try {
    const api = await ownProductsApi(OWN_PRODUCTS_PATH);
    await api.updateOffer({ params: { id }, body: { priceRials: price.priceRials } });
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(OWN_PRODUCTS_PATH));
    notice = isApiError(error) && (error.status === 404 || error.status === 403) ? 'gone' : 'failed';
  }
  backTo(form, notice, id);
}
