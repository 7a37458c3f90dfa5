// The trade lexicon's demo rows (decision 046): every reviewed entry of trade-lexicon.json, approved with its
// source, and one supplier's proposal waiting for staff, so the staff screen has something to review.
import { foldForSearch } from '@bazaar/fa/normalize';
import { asc, eq } from 'drizzle-orm';
import { loadTradeLexicon } from '../../modules/search/synonyms.js';
import type { Database } from '../client.js';
import { merchants } from '../schema/merchants.js';
import { tradeTerms } from '../schema/trade-terms.js';

export async function seedTradeTerms(tx: Database): Promise<number> {
  const rows = loadTradeLexicon().map((e) => ({
    ...e,
    termKey: foldForSearch(e.term),
    meansKey: foldForSearch(e.means),
    state: 'approved' as const,
  }));
  const [merchant] = await tx
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.status, 'confirmed'))
    .orderBy(asc(merchants.id))
    .limit(1);
  const proposal = {
    term: 'شیر فلکه',
    means: 'شیر کشویی',
    kind: 'bazaar' as const,
    source: 'پیشنهاد تأمین‌کننده: نامی که خریداران در سفارش تلفنی می‌گویند',
    termKey: foldForSearch('شیر فلکه'),
    meansKey: foldForSearch('شیر کشویی'),
    state: 'proposed' as const,
    merchantId: merchant?.id ?? null,
  };
  const inserted = await tx
    .insert(tradeTerms)
    .values([...rows, proposal])
    .onConflictDoNothing()
    .returning({ id: tradeTerms.id });
  return inserted.length;
}
