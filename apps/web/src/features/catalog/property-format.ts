// How property values read on screen: Persian digits, no floating-point noise, ranges as «۱۰ تا ۲۰ m³/h»,
// options by their label and yes/no in Persian.
import type { PropertyValue } from '@bazaar/contracts/catalog-products';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';

/** 10.600000000000001 → '۱۰٫۶'; 0.05159999999999999 → '۰٫۰۵۱۶'; 368760000 → '۳۶۸٬۷۶۰٬۰۰۰'. */
export function formatMeasure(value: number): string {
  // Twelve significant digits keep every value a person enters and drop binary rounding noise.
  return formatNumberFa(Number(value.toPrecision(12)));
}

/**
 * An option label with Persian digits for its Persian words ('فولاد ضدزنگ 316' → '…۳۱۶'); Latin
 * designations keep their digits, alone or inside Persian text ('EN 733 (DIN 24255)', 'فلنج ASME B16.5'),
 * as printed on datasheets.
 */
export function formatOptionLabel(label: string): string {
  return toPersianDigitsInText(label);
}

/** A price (whole Rials) shown in tomans, or 'استعلام قیمت' (price on inquiry) when the supplier gives none. */
export function formatPrice(priceRials: number | null): string {
  return priceRials === null ? 'استعلام قیمت' : formatMoney(priceRials, { unit: 'toman' });
}

export function formatYesNo(value: boolean): string {
  return value ? 'بله' : 'خیر';
}

export interface FormattedPropertyValue {
  /** The value without its unit, e.g. '۱۰ تا ۲۰'. */
  text: string;
  /** Unit symbol (left-to-right text such as 'm³/h'), when the value has one. */
  unit: string | null;
}

/** A stored property value as a buyer reads it; null when it holds nothing to show. */
export function formatPropertyValue(value: PropertyValue): FormattedPropertyValue | null {
  if (value.option) return { text: formatOptionLabel(value.option.label), unit: null };
  if (value.bool !== null) return { text: formatYesNo(value.bool), unit: null };
  if (value.text) return { text: value.text, unit: null };
  if (value.value === null) return null;
  // The API's choice of the unit the trade reads it in (kW, V, rpm…) wins over the unit it was entered in.
  const shown = value.display ?? { value: value.value, maxValue: value.maxValue, unit: value.unit };
  const text =
    shown.maxValue === null || shown.maxValue === shown.value
      ? formatMeasure(shown.value)
      : `${formatMeasure(shown.value)} تا ${formatMeasure(shown.maxValue)}`;
  return { text, unit: shown.unit?.symbol ?? null };
}

/** The same as one string: '۱۰ تا ۲۰ m³/h'. */
export function propertyValueText(value: PropertyValue): string | null {
  const formatted = formatPropertyValue(value);
  if (!formatted) return null;
  return formatted.unit ? `${formatted.text} ${formatted.unit}` : formatted.text;
}
