// How measured figures read in Persian (decision 043): a share as a percentage, minutes as minutes, hours or days,
// always with the number of cases behind it, and «اطلاعات کافی نیست» where there are too few.
import { type Figure, NOT_ENOUGH_DATA } from '@bazaar/contracts/trust-figures';
import { toPersianDigits } from '@bazaar/fa/digits';

export function figureValue(figure: Figure, kind: 'share' | 'minutes'): string {
  if (figure.value === null) return NOT_ENOUGH_DATA;
  if (kind === 'share') return `${toPersianDigits(Math.round(figure.value * 100))}٪`;
  const minutes = figure.value;
  if (minutes < 60) return `${toPersianDigits(Math.max(1, Math.round(minutes)))} دقیقه`;
  if (minutes < 48 * 60) return `${toPersianDigits(Math.round(minutes / 60))} ساعت`;
  return `${toPersianDigits(Math.round(minutes / 1440))} روز`;
}

export const casesText = (cases: number) => (cases ? `از ${toPersianDigits(cases)} مورد` : 'بدون مورد');

export const starsText = (value: number | null) =>
  value === null ? NOT_ENOUGH_DATA : `${toPersianDigits(value.toFixed(1))} از ۵`;

export const FIGURE_KINDS = {
  messageResponseRate: 'share',
  messageResponseMinutes: 'minutes',
  orderResponseRate: 'share',
  orderResponseMinutes: 'minutes',
  quoteResponseMinutes: 'minutes',
  orderConfirmRate: 'share',
  onTimeRate: 'share',
  disputeRate: 'share',
  repeatBuyerRate: 'share',
  paidOnTimeRate: 'share',
  cancelledAfterConfirmRate: 'share',
} as const;
