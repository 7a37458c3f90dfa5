// Reading «قیمت پلکانی» of the product editor (decision 045): the further tiers typed as `tier.{row}.from`,
// `.price` (tomans) and `.days`, after a first tier that is the product's own price from its minimum order.
import { MAX_PRICE_TIERS, type PriceTier } from '@bazaar/contracts/price-tiers';
import { formatNumberFa } from '@bazaar/fa/digits';
import { parseTomansToRials } from '@bazaar/fa/money';
import { readDecimal } from './product-form';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The tier table to send (empty when no further tier is typed), or the Persian error of the rows. */
export function readPriceTiers(
  form: FormData,
  priceRials: number | null,
  minOrderQuantity: number | null | undefined,
): { ok: true; priceTiers: PriceTier[] } | { ok: false; error: string } {
  const days = (name: string) => {
    const n = readDecimal(text(form, name));
    return n === undefined ? null : n;
  };
  const further: PriceTier[] = [];
  for (let row = 1; row < MAX_PRICE_TIERS; row += 1) {
    const from = text(form, `tier.${row}.from`);
    const price = text(form, `tier.${row}.price`);
    if (!from && !price) continue;
    const minQuantity = readDecimal(from);
    const rials = parseTomansToRials(price);
    const leadTimeDays = days(`tier.${row}.days`);
    if (minQuantity === undefined || !(minQuantity > 0) || !rials.ok || rials.rials <= 0)
      return {
        ok: false,
        error: `پلهٔ ${formatNumberFa(row + 1)}: «از مقدار» و قیمت هر واحد (تومان) را با عدد بنویسید.`,
      };
    if (leadTimeDays !== null && !(Number.isInteger(leadTimeDays) && leadTimeDays >= 0))
      return { ok: false, error: `پلهٔ ${formatNumberFa(row + 1)}: زمان آماده‌سازی روزی صحیح است.` };
    further.push({ minQuantity, priceRials: rials.rials, leadTimeDays });
  }
  if (!further.length) return { ok: true, priceTiers: [] };
  if (priceRials === null) return { ok: false, error: 'کالای «استعلام قیمت» قیمت پلکانی ندارد؛ نخست قیمت را بنویسید.' };
  const firstDays = days('tier.0.days');
  const first = { minQuantity: minOrderQuantity ?? 1, priceRials, leadTimeDays: firstDays };
  return { ok: true, priceTiers: [first, ...further] };
}
