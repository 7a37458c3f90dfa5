// How the wallet page shows amounts (tomans) and addresses its statement for a filter and page.
import { formatMoney } from '@bazaar/fa/money';
import { WALLET_PATH } from './notices';

export const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });

export function statementHref(filters: { kind?: string; from?: string; to?: string }, page: number) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${WALLET_PATH}?${query}#statement` : `${WALLET_PATH}#statement`;
}
