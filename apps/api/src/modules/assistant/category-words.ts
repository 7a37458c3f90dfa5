// How the category reader (category-classifier.ts) compares words (issue 36): Persian morphology, so «مخازن»
// meets «مخزن», «پمپ‌های» and «پمپای» meet «پمپ», «چدنی» meets «چدن»; transliterations, so «هازوپ» meets
// «HAZOP» and «ایزو» meets «ISO»; and the cues that tell a product from a service or a document («تعمیر»،
// «کالیبراسیون»، «طراحی»، «مشاوره»، «استاندارد»، «نشریه»). Tokens arrive from vocabulary.tokenize (ی/ک and
// digits normalised, ZWNJ splitting words), so «پمپ‌ها» is already «پمپ» «ها».

import { LETTER_NAMES } from '../../shared/query-reader/letter-names.js';
import { NUMBER_WORDS } from '../../shared/query-reader/numbers.js';

/** Arabic broken plurals (and a few irregular sound ones) of the trade, to their singular. */
const BROKEN_PLURALS: Record<string, string> = {
  مخازن: 'مخزن',
  خطوط: 'خط',
  قطعات: 'قطعه',
  مواد: 'ماده',
  اسناد: 'سند',
  مقاطع: 'مقطع',
  ضوابط: 'ضابطه',
  مقررات: 'مقرره',
  نشریات: 'نشریه',
  ابعاد: 'بعد',
  اجزا: 'جزء',
  اجزای: 'جزء',
  اقلام: 'قلم',
  انواع: 'نوع',
  منابع: 'منبع',
  لوازم: 'لازم',
  ادوات: 'ادوات',
  آلات: 'آلات',
  ماشینآلات: 'ماشین',
  ابزارآلات: 'ابزار',
  شیرآلات: 'شیر',
  آهنآلات: 'آهن',
  تاسیسات: 'تاسیس',
  تأسیسات: 'تاسیس',
  محاسبات: 'محاسبه',
  مطالعات: 'مطالعه',
  تجهیزات: 'تجهیز',
  خدمات: 'خدمت',
  تعمیرات: 'تعمیر',
  محصولات: 'محصول',
  اتصالات: 'اتصال',
  مستندات: 'مستند',
  الزامات: 'الزام',
  فلزات: 'فلز',
  کتب: 'کتاب',
  مشخصات: 'مشخصه',
  عملیات: 'عملیات',
};

/** A name's words with their Arabic broken plurals made singular («جوشکاری خطوط لوله» → «جوشکاری خط لوله»). */
export function singularName(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => BROKEN_PLURALS[w.replace(/\u200c/g, '')] ?? w)
    .join(' ');
}

/**
 * Transliterations and everyday spellings, to one form: a Latin acronym typed in Persian letters («هازوپ»،
 * «ایزو»، «سی ان سی»), or a trade word spelt several ways. Keys are tokens or space-joined token pairs/triples.
 */
const SPELLINGS: Record<string, string> = {
  ایزو: 'iso',
  هازوپ: 'hazop',
  هزاپ: 'hazop',
  هازاپ: 'hazop',
  'سی ان سی': 'cnc',
  'پی ال سی': 'plc',
  'اچ ام آی': 'hmi',
  'اچ ام ای': 'hmi',
  'ال ای دی': 'led',
  'ان دی تی': 'ndt',
  'یو تی': 'ut',
  'ای پی ای': 'api',
  'آی پی اس': 'ips',
  'ای پی اس': 'ips',
  'اف ای ای': 'fea',
  'آی ام اس': 'ims',
  'ای ام اس': 'ims',
  دین: 'din',
  ازمی: 'asme',
  اسمی: 'asme',
  ایستم: 'astm',
  انسیس: 'ansys',
  هایسیس: 'hysys',
  سزار: 'caesar',
  دیالوکس: 'dialux',
  کامفار: 'comfar',
  پریماورا: 'primavera',
  سالیدورک: 'solidworks',
  سالیدورکس: 'solidworks',
  اتبس: 'etabs',
  ایتبس: 'etabs',
  سکشن: 'section',
  دیویژن: 'division',
  دایکاست: 'دایکست',
  دایکست: 'دایکست',
  کمپکت: 'کامپکت',
  سرو: 'سروو',
  استپ: 'استپر',
  ناودونی: 'ناودانی',
  ناودانی: 'ناودانی',
  رادیوگرافی: 'پرتونگاری',
  رادیوگرافي: 'پرتونگاری',
  کالیبره: 'کالیبراسیون',
  نیتراته: 'نیتراسیون',
  کربوره: 'کربن',
  کربن‌دهی: 'کربن',
  هاردفیسینگ: 'هاردفیسینگ',
  بویلر: 'دیگ',
  ترانس: 'ترانسفورماتور',
  لیاوت: 'جانمایی',
  'لی اوت': 'جانمایی',
  تکفاز: 'تک فاز',
  اکسترود: 'اکستروژن',
  آنودایز: 'آنودایز',
  سهفاز: 'سه فاز',
  چیدمان: 'جانمایی',
};

/** Words that say «a service»; the root type each points to. */
export const TYPE_CUES: Record<string, 'IndustrialService' | 'ConsultingService' | 'ElectronicDocument'> = {
  خدمت: 'IndustrialService',
  تعمیر: 'IndustrialService',
  اورهال: 'IndustrialService',
  کالیبراسیون: 'ConsultingService',
  // Verbs of a service said about a product (decision 066): «کالیبره کردن گیج», «مونتاژ تابلو».
  کالیبره: 'ConsultingService',
  مونتاژ: 'IndustrialService',
  اجرا: 'IndustrialService',
  اجرای: 'IndustrialService',
  نصب: 'IndustrialService',
  جوشکار: 'IndustrialService',
  طراح: 'ConsultingService',
  طراحی: 'ConsultingService',
  مشاور: 'ConsultingService',
  مشاوره: 'ConsultingService',
  مطالعه: 'ConsultingService',
  ممیزی: 'ConsultingService',
  ممیز: 'ConsultingService',
  استقرار: 'ConsultingService',
  بازرسی: 'ConsultingService',
  بازرس: 'ConsultingService',
  آموزش: 'ConsultingService',
  دوره: 'ConsultingService',
  محاسبه: 'ConsultingService',
  تحلیل: 'ConsultingService',
  استاندارد: 'ElectronicDocument',
  نشریه: 'ElectronicDocument',
  مبحث: 'ElectronicDocument',
  آیین: 'ElectronicDocument',
  دستورالعمل: 'ElectronicDocument',
  کاتالوگ: 'ElectronicDocument',
  کتاب: 'ElectronicDocument',
  دیتاشیت: 'ElectronicDocument',
  دفترچه: 'ElectronicDocument',
  ویرایش: 'ElectronicDocument',
  ترجمه: 'ElectronicDocument',
  متن: 'ElectronicDocument',
  کد: 'ElectronicDocument',
  جدول: 'ElectronicDocument',
  مقررات: 'ElectronicDocument',
};

// Latin letters as a Persian buyer spells them: shared with search's reader (decision 088).
export { LETTER_NAMES };

/** Codes of the trade a catalog names in Persian words. */
const LETTER_CODES: Record<string, string> = { rt: 'پرتونگاری' };

/**
 * A grade said in number words: «ده نه» is 10.9, «هشت و هشت» 8.8, «دوازده نه» 12.9 (a bolt's property class). The
 * words as a decimal, or null when they are not two whole numbers (the second one digit), perhaps joined by «و».
 */
export function gradeOfWords(words: readonly string[]): string | null {
  const parts = words.length === 3 && words[1] === 'و' ? [words[0], words[2]] : words.length === 2 ? words : [];
  const [a, b] = parts.map((w) => NUMBER_WORDS[w ?? '']);
  if (a === undefined || b === undefined || !Number.isInteger(a) || !Number.isInteger(b) || b > 9 || a < 1) return null;
  return `${a}.${b}`;
}

/** The spellings a run of letter names can make (at most 27 for three ambiguous «ای»). */
function acronyms(run: readonly string[]): string[] {
  let out = [''];
  for (const token of run) out = out.flatMap((head) => (LETTER_NAMES[token] ?? []).map((l) => head + l));
  return out;
}

/** A part, section or division of a code is numbered in Roman numerals («سکشن ۸» is Section VIII). */
const ROMAN_AFTER = new Set(['section', 'division', 'part', 'div']);
const ROMAN = ['', 'i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];

/**
 * The second word of a Persian compound of doing (a noun, then «گیری», «پیچی», «کاری» …): «تنش گیری», «سیم پیچی»,
 * «رنگ آمیزی», «لوله کشی», «قالب سازی» name a job done, a service, unless the goods are named by both words
 * («اندازه گیری» of a measuring instrument).
 */
const ACTIVITY_ENDINGS = new Set(['گیری', 'پیچی', 'آمیزی', 'کشی', 'سازی', 'زنی', 'ریزی', 'کاری', 'گری']);

/** A compound of doing among the tokens: its two words' terms (stemmed), or null. */
export function activityCue(tokens: readonly string[]): { terms: string[]; at: number } | null {
  for (let i = 1; i < tokens.length; i += 1) {
    const token = tokens[i] as string;
    const before = tokens[i - 1] as string;
    if (ACTIVITY_ENDINGS.has(token) && /^[\u0600-\u06FF]{2,}$/.test(before) && !STOP.has(before))
      return { terms: [stem(before), stem(token)], at: i - 1 };
  }
  return null;
}

/** Words that carry no category: a buyer's filler, quantities, connectors. */
const STOP = new Set(
  'و یا با به برای از در تو توی که را این آن یه یک هم تا میخوام می خوام خواهم نیاز دارم دارید داریم هستم دنبال لطفا لطفاً قیمت خرید گرفتن فروش موجود عدد دستگاه تعداد سایز مدل نوع جنس ها های هایی ای ی مورد کار صنعتی انواع است کافی ارزان ارزانتر ترها تر ترین بهتر بهترین سلام چیز چیزی کارخونه کارخانه حدود حداقل حداکثر بین بالا زیر کمتر بیشتر نهایتا فقط همین اون باشه باشد'.split(
    ' ',
  ),
);

/** A word that carries nothing to read (a connector, a buyer's filler, «قیمت»), or a cue already read. */
export function isFiller(token: string): boolean {
  return STOP.has(token) || STOP.has(stem(token)) || TYPE_CUES[stem(token)] !== undefined;
}

/** A token's stem: broken plural singular, then plural and adjective suffixes off (keeping ≥ 3 letters). */
export function stem(token: string): string {
  const t = token.replace(/\u200c/g, '');
  const broken = BROKEN_PLURALS[t];
  if (broken) return broken;
  if (!/[\u0600-\u06FF]/.test(t)) return t;
  for (const suffix of ['هایی', 'های', 'ها', 'ینگ', 'ای', 'یی', 'ات', 'ان', 'ی']) {
    if (!t.endsWith(suffix)) continue;
    const rest = t.slice(0, -suffix.length);
    // «سیمان» is not «سیم»s, «ایمان» no plural: a plural in ان needs four letters left.
    const min = suffix === 'ان' || suffix === 'ات' ? 4 : 3;
    if (rest.length >= min) return rest;
  }
  return t;
}

/** A term of the category reader and the tokens it came from ([at, to)). */
export interface CategoryTerm {
  term: string;
  at: number;
  to: number;
}

/**
 * The tokens as the category reader compares them: multi-token spellings joined («سی ان سی» → cnc), every
 * token stemmed, stop words dropped; each kept with the index of its first source token.
 */
export function categoryTerms(
  tokens: readonly string[],
  canonical: (words: string[]) => string[] = (words) => words,
  known: (term: string) => boolean = () => false,
): CategoryTerm[] {
  const out: CategoryTerm[] = [];
  // A stemmed word meets its synonym group's head as the catalog's names do («پمپهای» → «پمپ» → the head).
  const push = (word: string, at: number, to = at + 1) => {
    for (const term of canonical([stem(word)])) out.push({ term: stem(term), at, to });
  };
  // Stemmed first, so «گیجهای فشار» folds as «گیج فشار» does.
  const stems = tokens.map((token) => stem(token));
  for (let i = 0; i < tokens.length; ) {
    let used = 0;
    for (let n = Math.min(3, tokens.length - i); n >= 1 && !used; n -= 1) {
      const raw = tokens.slice(i, i + n);
      // A word left out (taken by a price, said to be absent) joins no phrase: its neighbours' span is theirs alone.
      if (n > 1 && raw.some((w) => !w)) continue;
      const words = stems.slice(i, i + n);
      const phrase = words.join(' ');
      const joined = words.join('');
      const spelt =
        SPELLINGS[raw.join(' ')] ??
        SPELLINGS[phrase] ??
        (n > 1 ? (SPELLINGS[raw.join('')] ?? SPELLINGS[joined]) : undefined);
      if (spelt) {
        for (const part of spelt.split(' ')) push(part, i, i + n);
        used = n;
      } else if (n > 1) {
        // A synonym phrase the words make only now («شیرآلات» read as «شیر», then «شیر پروانه ای»; a stemmed word
        // folds here for the first time). Words the text's reading left as they are and that fold only one by one
        // make no phrase: the window starts inside a phrase the text kept («رول بولت M10» read from «بولت», which
        // alone is «پیچ»), and that one word must not stretch over the values after it (decision 089).
        const folded = canonical(words).join(' ');
        const last = words[n - 1] ?? '';
        // A window whose last word the fold leaves as it is, when the words before it fold the same alone, is that
        // shorter phrase and a word after it: the shorter window takes the phrase, so the word after stays free
        // («فولاد استیل ترجمه»: «ترجمه» is no part of the steel's name, decision 104).
        const shorter = [...canonical(words.slice(0, -1)), last].join(' ');
        // Words that fold the same together as one by one make no phrase, stemmed or not: a stemmed word alone is read
        // by the single word below, and its window must not stretch over the words and numbers after it («شیر توپی
        // استیل»: «توپی» stemmed, «استیل» the body's steel; «تبدیل ۶ در ۴ جوشی»: the reducer's two ends, decision 120;
        // «رول بولت غلافی 10»: the 10 its diameter, decision 089).
        const oneByOne = words.flatMap((w) => canonical([w])).join(' ');
        if (folded !== phrase && shorter !== folded && folded !== oneByOne) {
          for (const part of folded.split(' ')) push(part, i, i + n);
          used = n;
        }
      }
    }
    const token = tokens[i] as string;
    const next = tokens[i + 1];
    if (!used && LETTER_NAMES[token]) {
      // Letters spelt out: the longest run (two letters or more) that spells a code the catalog knows.
      let end = i;
      while (end < tokens.length && end - i < 6 && LETTER_NAMES[tokens[end] as string]) end += 1;
      for (let to = end; to >= i + 2 && !used; to -= 1) {
        // A test's code is also its Persian name («آر تی» is RT, radiography: «پرتونگاری»).
        const code = acronyms(tokens.slice(i, to))
          .map((c) => stem(LETTER_CODES[c] ?? c))
          .find(known);
        if (code) {
          out.push({ term: code, at: i, to });
          used = to - i;
        }
      }
    }
    if (!used && NUMBER_WORDS[token] !== undefined) {
      // A grade in number words names what the catalog writes in digits («ده نه» is 10.9).
      for (const n of [3, 2]) {
        const grade = gradeOfWords(tokens.slice(i, i + n));
        if (!used && grade && known(grade)) {
          out.push({ term: grade, at: i, to: i + n });
          used = n;
        }
      }
    }
    if (!used && LETTER_NAMES[token] && token !== 'ای' && next !== undefined && /^\d/.test(next)) {
      // One letter's name before a number: the code it spells, when the catalog knows it («ام ۲۰» is M20).
      const code = acronyms([token])
        .map((c) => `${c}${next}`)
        .find(known);
      if (code) {
        out.push({ term: code, at: i, to: i + 2 });
        used = 2;
      }
    }
    const last = out.at(-1);
    // «سکشن ۸», «سکشن هشت» (decision 113: a number word too).
    const roman = /^\d{1,2}$/.test(token) ? Number(token) : NUMBER_WORDS[token];
    if (!used && last && ROMAN_AFTER.has(last.term) && roman !== undefined && ROMAN[roman]) {
      out.push({ term: ROMAN[roman] as string, at: i, to: i + 1 });
      used = 1;
    }
    if (!used && next !== undefined && /^\d/.test(next)) {
      // A code: «A36», «B31.3», «M18», «IP55», «PN16» (the tokenizer parts letters from digits).
      if (/^[a-z]{1,4}$/.test(token)) {
        out.push({ term: `${token}${next}`, at: i, to: i + 2 });
        used = 2;
      }
    }
    if (!used && /^[13]$/.test(token) && next === 'فاز') {
      // «۳ فاز», «1 فاز»: the words of «سه‌فاز», «تک‌فاز».
      out.push({ term: token === '3' ? 'سه' : 'تک', at: i, to: i + 1 }, { term: 'فاز', at: i + 1, to: i + 2 });
      used = 2;
    }
    if (!used) {
      // A number names a category only as a code of three or more digits («API 610», «ISO 9001», «DIN 933»).
      const number = /^\d+(\.\d+)?$/.test(token);
      if (!STOP.has(token) && token.length > 0 && (!number || token.replace('.', '').length >= 3)) push(token, i);
      used = 1;
    }
    i += used;
  }
  return out;
}

/** The root type a buyer's words point to, when a cue says so. */
export function typeCue(terms: readonly { term: string }[]): { term: string; type: string } | null {
  for (const { term } of terms) {
    const type = TYPE_CUES[term];
    if (type) return { term, type };
  }
  return null;
}

/** The Latin letters a single letter name stands for («سی» → c), for a one-letter value after its property's name. */
export function letterOf(token: string): string[] {
  return /^[a-z]$/.test(token) ? [token] : (LETTER_NAMES[token] ?? []);
}
