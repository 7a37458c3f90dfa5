// Rules for a merchant's public name: length, characters, forbidden words, and the key that makes
// names differing only by ي/ی, ك/ک, digits, spacing or ZWNJ (or a "شرکت" prefix) count as the same.
import type { NameCheck } from '@bazaar/contracts/suppliers';
import { normalizeForSearch, normalizePersian } from '@bazaar/fa/normalize';

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 80;

/** Words no merchant may use: they impersonate the marketplace, the state or staff. */
const FORBIDDEN_WORDS = [
  'بازار صنعت',
  'بازارصنعت',
  'bazaar e sanat',
  'ادمین',
  'admin',
  'مدیر سایت',
  'پشتیبانی سایت',
  'support',
  'وزارت',
  'ریاست جمهوری',
  'دولت جمهوری اسلامی',
  'سپاه',
  'ارتش',
  'نیروی انتظامی',
  'پلیس',
  'بانک مرکزی',
];

/** Generic company-form words that do not make a name different. */
const GENERIC_PREFIXES = ['شرکت', 'گروه', 'هلدینگ', 'موسسه', 'مؤسسه', 'company', 'co', 'group'];
const GENERIC_SUFFIXES = ['سهامی خاص', 'سهامی عام', 'با مسئولیت محدود', 'ltd', 'co', 'company'];

const ALLOWED = /^[\p{Script=Arabic}A-Za-z0-9 \u200c\-.&()]+$/u;
const LETTER = /[\p{L}]/gu;

/** The comparison key: normalised, generic words dropped, spacing and punctuation removed. */
export function merchantNameKey(name: string): string {
  let words = normalizeForSearch(name).split(' ').filter(Boolean);
  while (words.length > 1 && GENERIC_PREFIXES.includes(words[0] ?? '')) words = words.slice(1);
  for (const suffix of GENERIC_SUFFIXES) {
    const parts = suffix.split(' ');
    if (words.length > parts.length && words.slice(-parts.length).join(' ') === suffix) {
      words = words.slice(0, -parts.length);
    }
  }
  return words.join('');
}

function containsForbiddenWord(name: string): boolean {
  const spaced = ` ${normalizeForSearch(name)} `;
  return FORBIDDEN_WORDS.some((word) => spaced.includes(` ${normalizeForSearch(word)} `));
}

type RuleResult = Pick<NameCheck, 'status' | 'reason' | 'message'>;

/** Checks everything that does not need the database; undefined means "valid so far". */
export function checkNameRules(normalized: string): RuleResult | undefined {
  if (normalized.length < NAME_MIN_LENGTH || (normalized.match(LETTER)?.length ?? 0) < 2) {
    return { status: 'forbidden', reason: 'too_short', message: `نام باید دست‌کم ${NAME_MIN_LENGTH} حرف داشته باشد.` };
  }
  if (normalized.length > NAME_MAX_LENGTH) {
    return { status: 'forbidden', reason: 'too_long', message: `نام حداکثر می‌تواند ${NAME_MAX_LENGTH} کاراکتر باشد.` };
  }
  if (!ALLOWED.test(normalized)) {
    return {
      status: 'forbidden',
      reason: 'invalid_characters',
      message: 'در نام فقط حروف فارسی یا انگلیسی، عدد، فاصله و نشانه‌های - . & ( ) مجاز است.',
    };
  }
  if (containsForbiddenWord(normalized)) {
    return {
      status: 'forbidden',
      reason: 'forbidden_word',
      message: 'این نام شامل واژه‌ای است که استفاده از آن مجاز نیست.',
    };
  }
  return undefined;
}

export function normalizeMerchantName(name: string): string {
  return normalizePersian(name);
}
