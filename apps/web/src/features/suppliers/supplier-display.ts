// How supplier facts read on screen: location, staff size, initials of a logo placeholder, phone links.
import type { SupplierSummary } from '@bazaar/contracts/suppliers';
import { toLatinDigits, toPersianDigits } from '@bazaar/fa/digits';

type StaffSize = NonNullable<SupplierSummary['staffSize']>;

export const STAFF_SIZE_LABELS: Record<StaffSize, string> = {
  '1-10': 'تا ۱۰ نفر',
  '11-50': '۱۱ تا ۵۰ نفر',
  '51-200': '۵۱ تا ۲۰۰ نفر',
  '201-500': '۲۰۱ تا ۵۰۰ نفر',
  '500+': 'بیش از ۵۰۰ نفر',
};

interface Place {
  name: string;
}

/** 'کاشان، اصفهان'; a provincial capital named like its province reads once ('تهران'). */
export function formatPlace(city: Place | null, province: Place | null): string | null {
  if (city && province) return city.name === province.name ? city.name : `${city.name}، ${province.name}`;
  return city?.name ?? province?.name ?? null;
}

/** Words that start most company names and say nothing about which company it is. */
const GENERIC_WORDS = new Set(['شرکت', 'صنایع', 'گروه', 'تولیدی', 'بازرگانی', 'مهندسی', 'کارخانه', 'موسسه']);
/** Words that join a name's parts («برق و انرژی لوت‌آفتاب»): never an initial. */
const JOINING_WORDS = new Set(['و', 'از', 'در', 'با', 'and', 'of', '&']);

/**
 * Up to two initials for a logo placeholder: 'صنایع پمپ‌سازی آرین‌تک' → 'پ‌آ'. A ZWNJ keeps the
 * Persian letters from joining into one glyph.
 */
export function supplierInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word) && !JOINING_WORDS.has(word.toLowerCase()));
  const telling = words.filter((word) => !GENERIC_WORDS.has(word));
  const chosen = (telling.length > 0 ? telling : words).slice(0, 2);
  const letters = chosen.map((word) => word.match(/\p{L}/u)?.[0] ?? '').filter(Boolean);
  return letters.length > 0 ? letters.join('\u200C').toUpperCase() : '?';
}

/** 'tel:' link of a phone number as the API stores it ('021-46292664' → 'tel:02146292664'). */
export function telHref(phone: string): string {
  return `tel:${toLatinDigits(phone).replace(/[^\d+]/g, '')}`;
}

/** A phone number with Persian digits; shown left-to-right so '۰۲۱-۴۶۲۹۲۶۶۴' keeps its order. */
export function formatPhone(phone: string): string {
  return toPersianDigits(phone);
}

/** 'https://www.ariantech-pump.ir/' → 'ariantech-pump.ir'; what a visitor recognises. */
export function websiteLabel(website: string): string {
  try {
    return new URL(website).hostname.replace(/^www\./, '');
  } catch {
    return website;
  }
}

/** Only http(s) addresses become links; anything else from the API is shown as text. */
export function isWebUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * A listing excerpt that ends cleanly. The API cuts `about` at a fixed length, often mid-word; text that
 * does not end a sentence is cut back to its last whole word and marked with '…'.
 */
export function excerptPreview(excerpt: string): string {
  const text = excerpt.trim();
  if (text === '' || /[.!?؟…]$/.test(text)) return text;
  // Cut right after a word (a space or comma follows it): keep the word, drop the separator.
  if (/[\s،,;؛:]$/.test(excerpt)) return `${text.replace(/[\s،,;؛:]+$/, '')}…`;
  const lastSpace = text.lastIndexOf(' ');
  const cut = lastSpace > text.length / 2 ? text.slice(0, lastSpace) : text;
  return `${cut.replace(/[\s،,;؛:]+$/, '')}…`;
}
