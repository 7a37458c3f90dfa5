// Reading numbers people type in Persian forms: Persian or Arabic-Indic digits, Persian or Latin
// thousands separators, '٫' or '/' as the decimal point ('۲/۵' is how many write 2.5).
import { toLatinDigits } from './digits';

/** Characters that only group digits: '٬' (U+066C), ',', the Arabic comma '،', spaces, ZWNJ and NBSP. */
const GROUPING = /[\u066C,\u060C\s\u200C\u00A0]/g;
const NUMBER = /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * 'from any keyboard' text → a finite number, or null for empty or unreadable input:
 * '۱۲٬۵۰۰' → 12500, '۲/۵' → 2.5, '٣٫٧٥' → 3.75, '−۴۰' → -40, '1e3' and '12abc' → null.
 */
export function parseNumberInput(input: string | null | undefined): number | null {
  if (input == null) return null;
  const text = toLatinDigits(input)
    .replace(GROUPING, '')
    .replace(/[\u066B/]/g, '.')
    .replace(/[\u2212\u2012\u2013]/g, '-');
  if (!NUMBER.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * A `pattern` attribute for text inputs that take such numbers, so a browser refuses anything else
 * before the form is sent (valid under the `v` flag browsers compile patterns with).
 */
export const NUMBER_INPUT_PATTERN =
  '\\s*[\\-+\u2212]?[0-9\u06F0-\u06F9\u0660-\u0669\u066C,\\s]*([.\u066B\\/][0-9\u06F0-\u06F9\u0660-\u0669]+)?\\s*';
