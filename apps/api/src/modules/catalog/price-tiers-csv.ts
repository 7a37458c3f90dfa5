// Reading the spreadsheet's quantity-price cells (decision 045; `writeTiers` in product-csv.ts writes them).
// `price_tiers` holds the tiers as
// `start:price` or `start:price:lead days`, separated by «; », in the sales unit and whole Rials:
// `1:1250000:7; 10:1180000:10; 50:1090000`. Empty: no tiers.
import type { PriceTier } from '@bazaar/contracts/price-tiers';
import { readNumber } from './product-csv.js';

/** The tiers of a cell; a part that is not `start:price[:days]` with numbers is reported, one message each. */
export function readTiers(cell: string, report: (message: string) => void): PriceTier[] {
  const tiers: PriceTier[] = [];
  for (const part of cell.split(/[;؛]/)) {
    const text = part.trim();
    if (!text) continue;
    const [start, price, days, ...rest] = text.split(/[:：]/).map((p) => readNumber(p));
    const wholePrice = price !== undefined && Number.isInteger(price) && price > 0;
    const wholeDays = days === undefined || (Number.isInteger(days) && days >= 0);
    if (start === undefined || start <= 0 || !wholePrice || !wholeDays || rest.length) {
      report(`پلهٔ «${text}» به شکل «از مقدار:قیمت به ریال» یا «از مقدار:قیمت:روز آماده‌سازی» نیست.`);
      continue;
    }
    tiers.push({ minQuantity: start, priceRials: price, leadTimeDays: days ?? null });
  }
  return tiers;
}

/** A positive number cell (the order multiple, the sample price): null when empty, undefined when unreadable. */
export function readOptionalPositive(cell: string, whole: boolean): number | null | undefined {
  if (!cell) return null;
  const n = readNumber(cell);
  if (n === undefined || n <= 0 || (whole && !Number.isInteger(n))) return undefined;
  return n;
}

/**
 * The quantity fields of an imported row: a column missing from the header keeps the product's value (as every
 * column does, decision 028); an unreadable cell is reported against its column.
 */
export function readQuantityPricing(
  cell: (column: 'price_tiers' | 'order_multiple' | 'sample_price_rials') => string | undefined,
  existing: { priceTiers: PriceTier[]; orderMultiple: number | null; samplePriceRials: number | null } | undefined,
  report: (column: 'price_tiers' | 'order_multiple' | 'sample_price_rials', message: string) => void,
) {
  const tiersText = cell('price_tiers');
  const priceTiers =
    tiersText === undefined
      ? (existing?.priceTiers ?? [])
      : readTiers(tiersText, (message) => report('price_tiers', message));
  let orderMultiple = existing?.orderMultiple ?? null;
  const multipleText = cell('order_multiple');
  if (multipleText !== undefined) {
    const n = readOptionalPositive(multipleText, false);
    if (n === undefined) report('order_multiple', 'ضریب سفارش باید عددی بزرگ‌تر از صفر باشد یا خالی بماند.');
    else orderMultiple = n;
  }
  let samplePriceRials = existing?.samplePriceRials ?? null;
  const sampleText = cell('sample_price_rials');
  if (sampleText !== undefined) {
    const n = readOptionalPositive(sampleText, true);
    if (n === undefined)
      report(
        'sample_price_rials',
        `قیمت نمونهٔ «${sampleText}» پذیرفته نیست؛ عددی صحیح و مثبت به ریال بنویسید یا خالی بگذارید.`,
      );
    else samplePriceRials = n;
  }
  return { priceTiers, orderMultiple, samplePriceRials };
}
