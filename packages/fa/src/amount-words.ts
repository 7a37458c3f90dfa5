// An amount in Persian words, as invoices print it («یک میلیون و دویست هزار ریال»). persian-tools'
// numberToWords does the grouping; this fixes its spelling of the hundreds («چهار صد» → «چهارصد», as the
// Academy writes them), and names 10^15 and beyond «هزار تریلیون» instead of the loan word «کوآدریلیون».
import { numberToWords } from '@persian-tools/persian-tools';

const HUNDREDS: [RegExp, string][] = [
  [/چهار صد/g, 'چهارصد'],
  [/شش صد/g, 'ششصد'],
  [/هفت صد/g, 'هفتصد'],
  [/هشت صد/g, 'هشتصد'],
  [/نه صد/g, 'نهصد'],
];
const QUADRILLION = 1_000_000_000_000_000;

function wordsBelowQuadrillion(n: number): string {
  let words = String(numberToWords(n));
  for (const [pattern, fixed] of HUNDREDS) words = words.replace(pattern, fixed);
  return words;
}

/** A whole non-negative number in Persian words: 1_200_000 → «یک میلیون و دویست هزار». */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Only whole non-negative numbers: ${n}`);
  if (n < QUADRILLION) return wordsBelowQuadrillion(n);
  const high = Math.floor(n / QUADRILLION);
  const rest = n % QUADRILLION;
  const head = `${high === 1 ? '' : `${wordsBelowQuadrillion(high)} `}هزار تریلیون`;
  return rest ? `${head} و ${wordsBelowQuadrillion(rest)}` : head;
}

/** An amount of Rials in words with its unit: «یک میلیون و دویست هزار ریال». */
export function rialsInWords(rials: number): string {
  return `${numberInWords(rials)} ریال`;
}
