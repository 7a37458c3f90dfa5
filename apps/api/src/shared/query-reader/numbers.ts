// The query reader's numbers and cues (docs/decisions/046-query-reader.md): digits in every system and
// separator («۷٫۵», «7.5», «7/5» where it means 7.5, «1/2» and «1 1/2» of an inch), number words with their
// halves and quarters («نیم», «سه‌ربع», «یک و نیم», «دو و یک چهارم»), scales («۵۰ میلیون»), and the words that
// make a value a bound or a range («حداقل», «نهایتا», «تا سقف», «از … به بالا», «۵ تا ۱۰», «0-10»).

export interface Token {
  text: string;
  used: boolean;
  /** Taken by a value (a number, its unit, a price): never a property's context word. */
  value?: boolean;
}

export interface NumberAt {
  value: number;
  /** Index of the token after the number. */
  end: number;
}

export const NUMBER_WORDS: Record<string, number> = {
  نیم: 0.5,
  ربع: 0.25,
  یک: 1,
  یه: 1,
  دو: 2,
  سه: 3,
  چهار: 4,
  پنج: 5,
  شش: 6,
  شیش: 6,
  هفت: 7,
  هشت: 8,
  نه: 9,
  ده: 10,
  یازده: 11,
  دوازده: 12,
  سیزده: 13,
  چهارده: 14,
  پانزده: 15,
  پونزده: 15,
  شانزده: 16,
  هفده: 17,
  هجده: 18,
  بیست: 20,
  سی: 30,
  چهل: 40,
  پنجاه: 50,
  شصت: 60,
  هفتاد: 70,
  هشتاد: 80,
  نود: 90,
  صد: 100,
  یکصد: 100,
  دویست: 200,
  سیصد: 300,
  چهارصد: 400,
  پانصد: 500,
  ششصد: 600,
  هفتصد: 700,
  هشتصد: 800,
  نهصد: 900,
};
export const SCALES: Record<string, number> = { هزار: 1e3, میلیون: 1e6, ملیون: 1e6, میلیارد: 1e9, k: 1e3 };
/** Fractions said in words: «سه ربع», «یک چهارم», «سه چهارم», «یک دوم», «یک هشتم». */
const WORD_FRACTIONS: Record<string, number> = {
  'سه ربع': 0.75,
  'یک چهارم': 0.25,
  'سه چهارم': 0.75,
  'یک دوم': 0.5,
  'یک هشتم': 0.125,
  'سه هشتم': 0.375,
  'پنج هشتم': 0.625,
};
export const MIN_CUES = [
  'حداقل',
  'دست کم',
  'کمینه',
  'مینیمم',
  'بیشتر از',
  'بیش از',
  'بالای',
  'بالاتر از',
  'بزرگتر از',
  'از',
  'min',
  'at least',
];
export const MAX_CUES = [
  'حداکثر',
  'نهایتا',
  'نهایت',
  'تا سقف',
  'سقف',
  'ماکزیمم',
  'ماکسیمم',
  'بیشینه',
  'کمتر از',
  'زیر',
  'تا',
  'کوچکتر از',
  'max',
  'حداکثرش',
];
export const RANGE_JOIN = new Set(['تا', 'الی', '-', '~', 'و']);
export const UPWARD = ['به بالا', 'و بیشتر', 'یا بیشتر', 'به بیشتر', 'به بالاتر'];
export const DOWNWARD = ['به پایین', 'و کمتر', 'یا کمتر', 'به پایینتر'];

/** A fraction in words at i («سه ربع»): its value and the index after it. */
function wordFraction(tokens: Token[], i: number): NumberAt | null {
  const two = `${tokens[i]?.text ?? ''} ${tokens[i + 1]?.text ?? ''}`;
  const value = WORD_FRACTIONS[two];
  return value === undefined ? null : { value, end: i + 2 };
}

/**
 * An ordinal's number: «پنجم» 5, «سوم» 3, «دوازدهم» 12, «چهل و پنجم» 45 (a number word and «م»; decision 118). Not
 * «دهم», «صدم», «نیمم»: «یک دهم», «دو صدم» are fractions; not «سیم», a wire (the thirtieth is written «سی‌ام»).
 */
function ordinalWord(word: string): number | undefined {
  if (word === 'سوم') return 3;
  const stem = word.endsWith('م') ? word.slice(0, -1) : '';
  const value = NUMBER_WORDS[stem];
  return value !== undefined && Number.isInteger(value) && !['ده', 'صد', 'سی', 'یک', 'یه'].includes(stem)
    ? value
    : undefined;
}

/**
 * A number said in words of several places joined by «و» («بیست و پنج», «سیصد و پنجاه», «صد و بیست و پنج»): each
 * word after «و» must be smaller than the place of the one before (so «بیست و سی» and «۲۰ و ۵» stay two numbers).
 */
function compoundWords(tokens: Token[], first: number, end: number): NumberAt {
  let value = first;
  while (tokens[end]?.text === 'و' && !tokens[end + 1]?.used) {
    const word = tokens[end + 1]?.text ?? '';
    const ordinal = NUMBER_WORDS[word] === undefined ? ordinalWord(word) : undefined;
    const next = NUMBER_WORDS[word] ?? ordinal;
    const place = value % 100 === 0 ? 100 : value % 10 === 0 ? 10 : 0;
    if (next === undefined || value < 20 || place === 0 || !Number.isInteger(next) || next < 1 || next >= place) break;
    value += next;
    end += 2;
    if (ordinal !== undefined) break;
  }
  return { value, end };
}

export function readNumber(tokens: Token[], i: number): NumberAt | null {
  const t = tokens[i];
  if (!t || t.used) return null;
  let value: number;
  let end = i + 1;
  const asWords = wordFraction(tokens, i);
  if (asWords && !tokens[i + 1]?.used) {
    value = asWords.value;
    end = asWords.end;
  } else if (/^\d+(?:\.\d+)?$/.test(t.text)) {
    value = Number(t.text);
    // «۲/۵» is 2.5 as many write it; «1/2» and «3/4» (of an inch) are fractions.
    if (tokens[end]?.text === '/' && /^\d+$/.test(tokens[end + 1]?.text ?? '')) {
      const denominator = Number(tokens[end + 1]?.text);
      // «۱.۱/۴», «2.1/2»: a whole number, a point, then an inch fraction's odd numerator — the trade's «1 1/4» written
      // with a point between the whole and the fraction (decision 113), not 1.1 ÷ 4.
      const mixed = /^([1-9]\d*)\.([1-9])$/.exec(t.text);
      const odd = mixed ? Number(mixed[2]) : 0;
      if (mixed && odd % 2 === 1 && odd < denominator && [2, 4, 8, 16].includes(denominator)) {
        value = Number(mixed[1]) + odd / denominator;
        end += 2;
        return withScale(tokens, t, value, end);
      }
      const fraction = value < denominator && [2, 4, 8, 16, 32].includes(denominator);
      value = fraction ? value / denominator : Number(`${t.text}.${tokens[end + 1]?.text}`);
      end += 2;
    } else if (/^\d+$/.test(tokens[end]?.text ?? '') && tokens[end + 1]?.text === '/') {
      // «1 1/2 اینچ»
      const numerator = Number(tokens[end]?.text);
      const denominator = Number(tokens[end + 2]?.text);
      if (numerator < denominator && [2, 4, 8, 16].includes(denominator)) {
        value += numerator / denominator;
        end += 3;
      }
    }
  } else if (t.text in NUMBER_WORDS) {
    ({ value, end } = compoundWords(tokens, NUMBER_WORDS[t.text] as number, end));
  } else if (ordinalWord(t.text) !== undefined) {
    return { value: ordinalWord(t.text) as number, end };
  } else return null;
  // «یک و نیم», «۲ و نیم», «یک‌ونیم», «دو و یک چهارم», «یک و سه ربع»
  if (value >= 1 && Number.isInteger(value)) {
    if (tokens[end]?.text === 'ونیم') {
      value += 0.5;
      end += 1;
    } else if (tokens[end]?.text === 'و') {
      const part = wordFraction(tokens, end + 1);
      const word = tokens[end + 1]?.text;
      if (part) {
        value += part.value;
        end = part.end;
      } else if (word === 'نیم' || word === 'ربع') {
        value += word === 'نیم' ? 0.5 : 0.25;
        end += 2;
      }
    }
  }
  return withScale(tokens, t, value, end);
}

/** The number and the scale word after it, if any («۵۰ میلیون», «50k»). */
function withScale(tokens: Token[], t: Token, value: number, end: number): NumberAt {
  const scale = tokens[end]?.text;
  // «50k» is fifty thousand; «5700K» is a colour temperature in kelvin (a thousand is written «k» after less). A
  // number said in words takes no «k»: «پی وی سی K65» is no «سی» (30) thousand.
  const inDigits = /^\d/.test(t.text);
  if (scale && scale in SCALES && !(scale === 'k' && (value >= 1000 || !inDigits))) {
    value *= SCALES[scale] as number;
    end += 1;
  }
  return { value, end };
}

/** Whether the phrase (folded tokens) ends right before index i, skipping nothing. */
export function endsBefore(tokens: Token[], i: number, phrase: string): boolean {
  const words = phrase.split(' ');
  const start = i - words.length;
  if (start < 0) return false;
  return words.every((w, k) => tokens[start + k]?.text === w);
}

/** The longest of the cues that ends right before index i. */
export function cueBefore(tokens: Token[], i: number, cues: string[]): string | null {
  for (const cue of [...cues].sort((a, b) => b.split(' ').length - a.split(' ').length)) {
    if (endsBefore(tokens, i, cue)) return cue;
  }
  return null;
}

export function startsAt(tokens: Token[], i: number, phrase: string): number {
  const words = phrase.split(' ');
  return words.every((w, k) => tokens[i + k]?.text === w) ? words.length : 0;
}

export function cueAfter(tokens: Token[], i: number, cues: string[]): number {
  for (const cue of [...cues].sort((a, b) => b.length - a.length)) {
    const n = startsAt(tokens, i, cue);
    if (n) return n;
  }
  return 0;
}

export const round = (n: number) => Number(n.toPrecision(6));
