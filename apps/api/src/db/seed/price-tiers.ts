// Demo quantity prices (decision 045), derived from each listing's own price so they stay credible whatever the
// catalog's values become: listings sold by the piece, unit or pair up to 500 million Rials get three tiers
// (from 1, from 10, from 50; 4 % and 8 % off, 3 % and 6 % for machines, rounded to 10 000 Rials; lead time +5 and
// +12 days for the larger tiers); small pieces sold from a box quantity get that box as their order multiple;
// every other priced small item offers a sample at 120 % of its price (handling and dispatch of one unit).
// Listings of the demo supplier and of members' merchants are left alone: other journeys order and edit them.
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';

/** Listings no demo journey touches: published, priced, of a confirmed merchant with no members. */
const untouched = sql`p.status = 'published' and p.price_rials is not null
  and exists (select 1 from merchants m where m.id = p.merchant_id and m.status = 'confirmed')
  and not exists (select 1 from merchant_members mm where mm.merchant_id = p.merchant_id)`;

export async function seedPriceTiers(db: Database): Promise<{ tiered: number; multiples: number; samples: number }> {
  const tiered = await db.execute(sql`
    update supplier_products p set price_tiers = jsonb_build_array(
        jsonb_build_object('minQuantity', 1, 'priceRials', p.price_rials,
                           'leadTimeDays', coalesce(p.lead_time_days, 7)),
        jsonb_build_object('minQuantity', 10, 'priceRials', round(p.price_rials * (1 - d.first) / 10000) * 10000,
                           'leadTimeDays', coalesce(p.lead_time_days, 7) + 5),
        jsonb_build_object('minQuantity', 50, 'priceRials', round(p.price_rials * (1 - d.second) / 10000) * 10000,
                           'leadTimeDays', coalesce(p.lead_time_days, 7) + 12))
    from (values ('عدد', 0.04, 0.08), ('جفت', 0.04, 0.08), ('دستگاه', 0.03, 0.06)) as d(unit, first, second)
    where ${untouched} and p.sales_unit = d.unit and coalesce(p.min_order_quantity, 1) = 1
      and p.price_rials between 100000 and 500000000 and p.id % 4 <> 3 and p.order_multiple is null
    returning p.id`);
  // A box: 10 or 20 pieces from 5 a box, 50 or 100 from 10; the minimum is then a whole number of boxes.
  const multiples = await db.execute(sql`
    update supplier_products p
    set order_multiple = case when p.min_order_quantity >= 50 then 10 else 5 end
    where ${untouched} and p.sales_unit = 'عدد' and p.min_order_quantity in (10, 20, 50, 100)
      and jsonb_array_length(p.price_tiers) = 0 and p.id % 2 = 0
    returning p.id`);
  const samples = await db.execute(sql`
    update supplier_products p set sample_price_rials = ceil(p.price_rials * 1.2 / 10000) * 10000
    where ${untouched} and p.sales_unit in ('عدد', 'جفت', 'متر', 'کیلوگرم', 'لیتر')
      and p.price_rials <= 30000000 and p.id % 3 <> 2
    returning p.id`);
  return { tiered: tiered.rows.length, multiples: multiples.rows.length, samples: samples.rows.length };
}
