// Digit conversion between Latin, Arabic-Indic and Persian forms, and Persian number/price formatting.
import { autoConvertDigitsToEN, digitsArToFa, digitsEnToFa } from '@persian-tools/persian-tools';

/** Persian thousands separator (U+066C ARABIC THOUSANDS SEPARATOR). */
const THOUSANDS_SEPARATOR = '\u066C';
/** Persian decimal separator (U+066B ARABIC DECIMAL SEPARATOR). */
const DECIMAL_SEPARATOR = '\u066B';

/**
 * Plain decimal text of a finite number: no grouping and never exponent notation
 * (`String(1e21)` would give '1e+21').
 */
function plainNumberText(n: number): string {
  const text = String(n);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text; // already plain (or NaN / Infinity, passed through)
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  // Shift the decimal point of the shortest round-trip digits, so no precision noise is introduced.
  const allDigits = whole + fraction;
  const pointAt = whole.length + Number(exponentText);
  // JS only uses exponent notation for |n| >= 1e21 or |n| < 1e-6, so the point lands outside the digits.
  if (pointAt >= allDigits.length) return sign + allDigits + '0'.repeat(pointAt - allDigits.length);
  return `${sign}0.${'0'.repeat(-pointAt)}${allDigits}`;
}

/**
 * Latin (0-9) and Arabic-Indic (٠-٩) digits → Persian digits (۰-۹). Everything else is left as it is.
 * Numbers are written out without grouping, e.g. `toPersianDigits(1234.5)` → '۱۲۳۴.۵'.
 */
export function toPersianDigits(input: string | number): string {
  const text = typeof input === 'number' ? plainNumberText(input) : input;
  return digitsArToFa(digitsEnToFa(text));
}

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits → Latin digits (0-9). Everything else is left as it is. */
export function toLatinDigits(input: string): string {
  // persian-tools returns its (falsy) input untouched for '', so the result is always a string.
  return autoConvertDigitsToEN(input);
}

/**
 * Persian digits grouped by '٬', decimals after '٫', sign kept as '-':
 * 1234567 → '۱٬۲۳۴٬۵۶۷', -1234.5 → '-۱٬۲۳۴٫۵', 10n ** 20n works too.
 * Throws RangeError for NaN and ±Infinity.
 *
 * Own grouping rather than persian-tools' `addCommas`, which returns '' for bigint input.
 */
export function formatNumberFa(n: number | bigint): string {
  let negative: boolean;
  let digits: string;
  if (typeof n === 'bigint') {
    negative = n < 0n;
    digits = (negative ? -n : n).toString();
  } else {
    if (!Number.isFinite(n)) throw new RangeError(`Cannot format ${n} as a Persian number`);
    negative = n < 0; // -0 prints as '۰'
    digits = plainNumberText(Math.abs(n));
  }
  const [integerPart = '', fractionPart] = digits.split('.');
  const grouped = integerPart.replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR);
  const text = fractionPart === undefined ? grouped : `${grouped}${DECIMAL_SEPARATOR}${fractionPart}`;
  return toPersianDigits(negative ? `-${text}` : text);
}

/**
 * A word of Persian text with its digits in Persian, and a full stop between two digits written as the
 * Persian decimal separator: `2.2` → `۲٫۲` (a title's «۲.۲ کیلووات» read as a decimal). A fraction's slash
 * (`5/8`) and a sentence's full stop stay as they are.
 */
function persianNumberWord(word: string): string {
  return toPersianDigits(word).replace(/([\u06F0-\u06F9])\.(?=[\u06F0-\u06F9])/g, `$1${DECIMAL_SEPARATOR}`);
}

/** A word written in Latin letters (a model, grade or standard code such as UB-845, B7, 2H, ISO, DIN). */
const LATIN_WORD = /[A-Za-z]/;
/** Words of text and the whitespace between them, kept in order. */
const WORDS = /(\s+)/;

/**
 * Persian digits for the numbers of Persian text, Latin digits kept where they belong to a code: inside a
 * word that has Latin letters (`UB-845`, `M12`, `2H`) and in the number right after a Latin word
 * (`ISO 9001`, `DIN 934`); a decimal point in Persian text is `٫`. `جرثقیل 5 تن مدل UB-845` → `جرثقیل ۵ تن مدل UB-845`,
 * `پمپ 2.2 کیلووات.` → `پمپ ۲٫۲ کیلووات.`.
 */
export function toPersianDigitsInText(text: string): string {
  return persianTextSegments(text)
    .map((segment) => segment.text)
    .join('');
}

/** A word without the brackets, quotes and punctuation around it: `(DIN` → `DIN`, `24255),` → `24255`. */
function bare(word: string): string {
  return word.replace(/^[([«"']+/, '').replace(/[)\]»"',.،؛:!?]+$/, '');
}

/** A run of text: Persian (digits already Persian) or a Latin code that reads left to right. */
export interface TextSegment {
  text: string;
  /** A code such as `API 6D`, `ASME B16.5`, `NR-386` or a unit such as `m³/h`: keeps its Latin digits. */
  latin: boolean;
}

/**
 * The same conversion as `toPersianDigitsInText`, cut into runs so a page can put each Latin code in a
 * left-to-right isolate (`<bdi dir="ltr">`): adjacent Latin words and the numbers that follow them form
 * one run (`ASME B16.5`), so the code never reorders inside right-to-left text.
 * `پمپ API 610 با 3 طبقه` → [`پمپ `, `API 610`(latin), ` با ۳ طبقه`].
 */
export function persianTextSegments(text: string): TextSegment[] {
  const parts = text.split(WORDS);
  const segments: TextSegment[] = [];
  let previousWord = '';
  let pendingSpace = '';
  const push = (part: string, latin: boolean) => {
    const last = segments.at(-1);
    if (last && last.latin === latin) {
      last.text += pendingSpace + part;
    } else {
      if (pendingSpace) {
        // Whitespace between two runs belongs to the Persian side, so an isolate holds only its code.
        if (last && !last.latin) last.text += pendingSpace;
        else segments.push({ text: pendingSpace, latin: false });
      }
      const current = segments.at(-1);
      if (!latin && current && !current.latin) current.text += part;
      else segments.push({ text: part, latin });
    }
    pendingSpace = '';
  };
  for (const part of parts) {
    if (part === '') continue;
    if (/^\s+$/.test(part)) {
      pendingSpace += part;
      continue;
    }
    // Brackets and punctuation around a word do not change what it is: «(DIN 24255)» is a code.
    const latin =
      LATIN_WORD.test(part) || (/^[\d./-]+$/.test(bare(part)) && /^[A-Za-z][A-Za-z-]*$/.test(bare(previousWord)));
    previousWord = part;
    push(latin ? part : persianNumberWord(part), latin);
  }
  if (pendingSpace) {
    const last = segments.at(-1);
    if (last && !last.latin) last.text += pendingSpace;
    else segments.push({ text: pendingSpace, latin: false });
  }
  return segments;
}
