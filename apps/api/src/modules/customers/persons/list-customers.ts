// Staff list person customers, found by number or name (ی/ک and digits normalised).
import { normalizeForSearch } from '@bazaar/fa/normalize';
import type { CustomersContext } from '../customers-context.js';

export function listCustomers(ctx: CustomersContext, query: { q?: string; page: number; pageSize: number }) {
  const term = query.q ? normalizeForSearch(query.q) : '';
  return ctx.repo.listCustomers(term ? `%${term}%` : undefined, query.page, query.pageSize);
}
