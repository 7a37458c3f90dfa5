// The trade's forms of values the query reader knows (docs/decisions/046-query-reader.md): nominal pipe sizes,
// inch fractions as titles write them, order-count words, and schedule/class codes.

/** Nominal pipe sizes: DN → inch (ISO 6708 / ASME B36.10 nominal pairs). */
export const DN_INCH: Record<number, number> = {
  6: 0.125,
  8: 0.25,
  10: 0.375,
  15: 0.5,
  20: 0.75,
  25: 1,
  32: 1.25,
  40: 1.5,
  50: 2,
  65: 2.5,
  80: 3,
  90: 3.5,
  100: 4,
  125: 5,
  150: 6,
  200: 8,
  250: 10,
  300: 12,
  350: 14,
  400: 16,
  450: 18,
  500: 20,
  600: 24,
  750: 30,
  900: 36,
};

/** How titles write an inch fraction: «1/2 اینچ» folds to «1 2 اینچ». */
export const INCH_FRACTIONS: Record<number, string[]> = {
  0.125: ['1 8'],
  0.25: ['1 4'],
  0.375: ['3 8'],
  0.5: ['1 2'],
  0.625: ['5 8'],
  0.75: ['3 4'],
  1.25: ['1 1 4'],
  1.5: ['1 1 2'],
  2.5: ['2 1 2'],
};

/** Words a buyer counts an order in: a number before them is how many, never a property. */
export const COUNT_WORDS = new Set([
  'عدد',
  'دستگاه',
  'شاخه',
  'قطعه',
  'جفت',
  'ست',
  'رول',
  'کیسه',
  'بشکه',
  'حلقه',
  'بسته',
  'کارتن',
  'تخته',
  'پالت',
  'گالن',
  'سطل',
  'جین',
  'کلاف',
]);

/** Schedules, pressure classes and nominal sizes: the code word and how titles write «code N». */
export const GRADES: Record<string, (n: string) => string[]> = {
  sch: (n) => [`رده ${n}`, `sch ${n}`, `sch${n}`],
  رده: (n) => [`رده ${n}`, `sch ${n}`, `sch${n}`],
  اسکجول: (n) => [`رده ${n}`, `sch ${n}`, `sch${n}`],
  schedule: (n) => [`رده ${n}`, `sch ${n}`, `sch${n}`],
  pn: (n) => [`pn${n}`, `pn ${n}`],
  class: (n) => [`کلاس ${n}`, `class ${n}`],
  کلاس: (n) => [`کلاس ${n}`, `class ${n}`],
};

/**
 * A phase count written as a number (decision 097): «الکتروموتور ۳ فاز», «3فاز», «۱ فاز» are what titles and the
 * trade write in words, «سه‌فاز» and «تک‌فاز». The number is a property's word, not a value to look for.
 */
const PHASE_COUNT = /(^|[^\p{L}\p{N}./])([13\u06f1\u06f3\u0661\u0663])\s*\u200c?\s*فاز(?![\p{L}\p{N}])/gu;

/** The query with each phase count as a number written in the trade's words («۳ فاز» → «سه فاز»). */
export function phaseCountWords(query: string): string {
  return query.replace(
    PHASE_COUNT,
    (_, before: string, digit: string) => `${before}${'1\u06f1\u0661'.includes(digit) ? 'تک' : 'سه'} فاز`,
  );
}
