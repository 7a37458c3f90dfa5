// One page of a listing: the page's rows and the count of everything the filter matches, run together.
import type { Page } from '@bazaar/contracts/paging';
import { sql } from 'drizzle-orm';

/** Select shape of a count query: `db.select(countOnly).from(t).where(w)`. */
export const countOnly = { n: sql<number>`count(*)::int` };

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

export async function toPage<Row, Item = Row>(
  rows: PromiseLike<Row[]>,
  count: PromiseLike<{ n: number }[]>,
  page: number,
  pageSize: number,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]> = (r) => r as unknown as Item[],
): Promise<Page<Item>> {
  const [found, [counted]] = await Promise.all([rows, count]);
  return { items: await toItems(found), total: counted?.n ?? 0, page, pageSize };
}
