// The query reader's text (docs/decisions/046-query-reader.md): how a buyer's words become tokens, shared by
// search and the assistant. Persian normalised (ی/ک, Latin digits), lower case, superscripts as digits,
// decimals kept together in every separator («۲٫۵», «2.5»), thousands separators dropped; a size's «x»/«*»
// between numbers becomes «×» and a range's dash or tilde «~»; inch marks become «اینچ». Every token keeps
// where it stands in the normalised text, so search can take a recognised value out of the words it matches.
import { normalizePersian } from '@bazaar/fa/normalize';

export interface Piece {
  text: string;
  /** Offsets in the normalised text (normalizeQuery). */
  from: number;
  to: number;
}

/**
 * The normalised texts already worked out (issue 35, decision 122): the readers normalise the same texts again and
 * again (the catalog's labels and names on every query, the query itself in each reader), and the ten passes below
 * were about a twentieth of the API's CPU per full search. A pure function of its text, so the answer is the same;
 * emptied whole once it holds this many texts (the catalog's labels and names are a few thousand).
 */
const NORMALISED_MAX = 50_000;
const normalised = new Map<string, string>();

export function normalizeQuery(text: string): string {
  const known = normalised.get(text);
  if (known !== undefined) return known;
  if (normalised.size >= NORMALISED_MAX) normalised.clear();
  const normal = normalizeOnce(text);
  normalised.set(text, normal);
  return normal;
}

function normalizeOnce(text: string): string {
  return (
    normalizePersian(text.normalize('NFKC'))
      .toLowerCase()
      .replace(/[\u0623\u0625\u0671\u0622]/g, 'ا')
      .replace(/\u0624/g, 'و')
      .replace(/\u0626/g, 'ی')
      .replace(/\u06C0/g, 'ه')
      .replace(/(\d)[,\u066C](?=\d{3}(?!\d))/g, '$1')
      .replace(/(\d)\u066B(\d)/g, '$1.$2')
      // «4x16», «M16x60», «40*40»: a size's sign between two numbers.
      .replace(/(\d)\s*[x×*]\s*(?=\d)/g, '$1 × ')
      // «0-10 bar», «5~10»: a range, unless the dash joins a code («S7-1200», «A2-70», «6205-2RS»).
      .replace(/(^|[\s(])(\d+(?:\.\d+)?)\s*[-–~]\s*(?=\d+(?:\.\d+)?(?:\s|$|[\p{L}]))/gu, '$1$2 ~ ')
      .replace(/′′|[″”“"]|''/g, ' اینچ ')
  );
}

const TOKEN = /\d+(?:\.\d+)?|[\p{L}\p{M}]+|[/°%·:×~]/gu;

/** Tokens with their places in the normalised text. */
export function pieces(text: string): { normal: string; pieces: Piece[] } {
  const normal = normalizeQuery(text);
  const out: Piece[] = [];
  for (const m of normal.matchAll(TOKEN)) out.push({ text: m[0], from: m.index, to: m.index + m[0].length });
  return { normal, pieces: out };
}

/** Text → tokens: words, numbers and the signs units, sizes, ratios and ranges use. */
export function tokenize(text: string): string[] {
  return pieces(text).pieces.map((p) => p.text);
}

/** Tokens joined without spaces: the key phrases are compared by («ضد زنگ» = «ضدزنگ», «m³/h» = «m3/h»). */
export const compact = (tokens: readonly string[]) => tokens.join('');
export const compactOf = (text: string) => compact(tokenize(text));
