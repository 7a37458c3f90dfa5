// How the assistant shows a need and its offers: a filter's value in words, the sort's name, a price in
// tomans (or «استعلام قیمت»), a supplier's verification level, and the direct-order link with the quantity.
import type { Need, NeedFilter } from '@bazaar/contracts/assistant';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { newDirectOrderHref } from '@/features/trade/trade-links';

export const VERIFICATION: Record<string, string> = {
  none: 'احراز نشده',
  identity: 'احراز هویت',
  documents: 'احراز مدارک',
  site_visit: 'بازدید حضوری',
};

const n = (v: number) => formatNumberFa(Number(v.toPrecision(4)));

export function filterText(f: NeedFilter): string {
  const unit = f.unit ? ` ${f.unit.symbol}` : '';
  if (f.type === 'option') return f.options.map((o) => toPersianDigitsInText(o.label)).join(' یا ');
  if (f.type === 'boolean') return f.bool ? 'بله' : 'خیر';
  if (f.value !== null) return `${n(f.value)}${unit}`;
  if (f.min !== null && f.max !== null) return `${n(f.min)} تا ${n(f.max)}${unit}`;
  if (f.min !== null) return `حداقل ${n(f.min)}${unit}`;
  if (f.max !== null) return `حداکثر ${n(f.max)}${unit}`;
  return '';
}

export const SORT_LABELS: Record<string, string> = {
  price_asc: 'ارزان‌ترین',
  price_desc: 'گران‌ترین',
  newest: 'جدیدترین',
  popular: 'پربازدیدترین',
};

export function price(rials: number | null) {
  return rials === null ? 'استعلام قیمت' : formatMoney(rials, { unit: 'toman' });
}

/** The order link: the need's quantity goes along when the buyer gave one. */
export function orderHref(product: { id: number }, need: Need | null) {
  return newDirectOrderHref(
    product.id,
    need?.quantity ? { quantity: need.quantity.amount, unit: need.quantity.unit } : undefined,
  );
}
