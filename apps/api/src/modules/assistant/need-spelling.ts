// The built-in engine's reader: the catalog's Latin codes and English names as Persian buyers write them (decision
// 084). A code spelt letter by letter («پی ان ۱۶» is PN16, «سی او تو» CO2, «اس وان پی» S1P, «آی پی ۶۶» IP66, «ام ۲۰»
// an M20 thread) and an English name written in Persian letters («هارت» is HART, «هایترل» Hytrel, «کینکو» Kinco,
// «سوئینگ» a swing check valve, «هات رانر» a hot runner, «کانوپی دار» a silent canopy). Both read only what the
// category's own options and yes/no properties spell, in their labels or their keys (the catalog's English names):
// a word that spells nothing there stays a word, and a word the catalog uses in Persian keeps its Persian sense.
import { DIGIT_NAMES, spellRun } from '../../shared/query-reader/letter-names.js';
import { gradeOfWords, isFiller, LETTER_NAMES } from './category-words.js';
import { NEGATE, NUMBER_WORDS, type ParseState, type Token } from './need-tokens.js';
import { putOptions, takeYesNo } from './need-words.js';
import { compact, PROPERTY_ALIASES, tokenize, type Vocabulary } from './vocabulary.js';

export { gradeOfWords };

/** Every way a run of tokens spells a code, each as the tokens' new texts (at most 64). */
const spelt = (run: readonly string[]): string[][] => spellRun(run, (token) => LETTER_NAMES[token]);

/**
 * Codes spelt in letter names: a run of letter names (with English digit names and digits among them), perhaps after
 * a word of the label («تیپ کا» of «تیپ k»), whose Latin spelling is an option of the category, is rewritten as those
 * letters, so the option reader meets it («پی ان ۱۶» → «p n 16», read as PN16). «ام» before a number is a metric
 * thread when the category has a nominal diameter («پیچ ام ۱۶ در ۶۰»). One letter name alone is not rewritten here
 * (need-words.ts reads it after its property's name: «سطح سی», «کلاس اچ»).
 */
export function readSpelt({ vocab, tokens, properties, categoryId }: ParseState): void {
  if (!categoryId) return;
  const options = vocab.optionsOf(categoryId);
  const thread = properties.some((p) => p.key === 'nominal_diameter');
  const free = (t: Token | undefined) => !!t && !t.used;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    if (token.used || !LETTER_NAMES[token.text]) continue;
    if (token.text === 'ام' && thread && /^\d+$/.test(tokens[i + 1]?.text ?? '') && free(tokens[i + 1])) {
      token.text = 'm';
      continue;
    }
    let end = i;
    while (
      end < tokens.length &&
      end - i < 6 &&
      free(tokens[end]) &&
      (LETTER_NAMES[tokens[end]?.text ?? ''] ||
        DIGIT_NAMES[tokens[end]?.text ?? ''] ||
        /^\d+$/.test(tokens[end]?.text ?? ''))
    )
      end += 1;
    // Up to two words before it that the label writes in Persian or digits («تیپ کا» of «تیپ k», «۲۴ ولت دی سی»).
    const prefixes: string[][] = [[]];
    for (let k = i - 1; k >= Math.max(0, i - 2) && free(tokens[k]); k -= 1)
      prefixes.push(tokens.slice(k, i).map((t) => t.text));
    let done = false;
    for (let to = end; to > i && !done; to -= 1) {
      const run = tokens.slice(i, to).map((t) => t.text);
      const letters = run.filter((t) => LETTER_NAMES[t]).length;
      // «ای» alone before a number is the adjective's ending far more often than a letter («دنده ای ۲ اینچ»).
      if (letters === 1 && run[0] === 'ای') continue;
      for (const prefix of prefixes) {
        if (run.length + prefix.length < 2) continue;
        // An option's code, or a unit's symbol spelt alone («کی وی آ» is kVA).
        const known = (s: string[]) =>
          options.has(compact([...prefix, ...s])) ||
          (!prefix.length && letters === run.length && vocab.unitPhrases.has(compact(s)));
        const hit = spelt(run).find(known);
        if (!hit) continue;
        hit.forEach((s, k) => {
          (tokens[i + k] as Token).text = s;
        });
        i = to - 1;
        done = true;
        break;
      }
    }
  }
}

// ---- English names in Persian letters

const PERSIAN_SOUNDS: Record<string, string> = {
  ب: 'b',
  پ: 'p',
  ت: 't',
  ط: 't',
  ث: 's',
  س: 's',
  ص: 's',
  ز: 's',
  ذ: 's',
  ض: 's',
  ظ: 's',
  ج: 'j',
  چ: 'C',
  ح: 'h',
  خ: 'x',
  د: 'd',
  ر: 'r',
  ژ: 'j',
  ش: 'S',
  غ: 'g',
  ق: 'g',
  ف: 'f',
  ک: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
};

/**
 * A word's consonants as they sound, the same for a Latin name and its Persian spelling («هارت» and «HART» are hrt,
 * «سانتوپرن» and «Santoprene» sntprn): vowels, and the letters Persian writes for vowels, left out; «و» and «ی»
 * count only first, a final «ه» is a vowel; z is s (Persian writes «ز» for either).
 */
export function soundOfPersian(word: string): string {
  const w = word.replace(/\u200c/g, '');
  let out = '';
  [...w].forEach((ch, k) => {
    if (ch === 'و') out += k === 0 ? 'v' : '';
    else if (ch === 'ی') out += k === 0 ? 'y' : '';
    else if (ch === 'ه') out += k === w.length - 1 && k > 1 ? '' : 'h';
    else out += PERSIAN_SOUNDS[ch] ?? '';
  });
  return out.replace(/(.)\1+/g, '$1');
}

export function soundOfLatin(word: string): string {
  const w = word
    .toLowerCase()
    .replace(/ph/g, 'f')
    .replace(/sh/g, 'S')
    .replace(/tch|ch/g, 'C')
    .replace(/th/g, 't')
    .replace(/ck/g, 'k')
    .replace(/gh/g, 'g')
    // «gauge», «flange», «bridge»: a final «ge» sounds «j».
    .replace(/d?ge$/, 'j')
    .replace(/kh/g, 'x')
    .replace(/x/g, 'ks')
    .replace(/q/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/z/g, 's');
  let out = '';
  [...w].forEach((ch, k) => {
    if ('wv'.includes(ch)) out += k === 0 ? 'v' : '';
    else if (ch === 'y') out += k === 0 ? 'y' : '';
    else if (!'aeiou'.includes(ch)) out += ch;
  });
  return out.replace(/(.)\1+/g, '$1');
}

interface EnglishName {
  propertyId: number;
  /** The option it names; null for a yes/no property. */
  option: string | null;
  /** Read from the option's label (not its key). */
  label?: boolean;
}

const englishCache = new WeakMap<Vocabulary, Map<number, Map<string, EnglishName[]>>>();
const knownCache = new WeakMap<Vocabulary, Set<string>>();

/** The English names of the category's options and yes/no properties, by sound: Latin words of labels, words of keys. */
function englishNames(vocab: Vocabulary, categoryId: number): Map<string, EnglishName[]> {
  const cache = englishCache.get(vocab) ?? new Map<number, Map<string, EnglishName[]>>();
  englishCache.set(vocab, cache);
  const known = cache.get(categoryId);
  if (known) return known;
  const map = new Map<string, EnglishName[]>();
  const add = (words: string[], entry: EnglishName) => {
    const latin = words.filter((w) => /^[a-z]+$/.test(w));
    const phrases = [...latin.map((w) => [w]), ...latin.slice(1).map((w, k) => [latin[k] as string, w])];
    for (const phrase of phrases) {
      // «detuned», «brazed»: the word and its stem without the English ending.
      const joined = phrase.join('');
      for (const form of new Set([joined, joined.replace(/(ed|ing|s)$/, '')])) {
        const sound = soundOfLatin(form);
        // Three sounds at least: two («lug», «rs») meet too many Persian words.
        // Two sounds only for a label's whole English word of three letters or more («MIG», «Gauge»), read from a
        // Persian word of three letters (below); a key's parts («lug») stay too weak.
        if (sound.length < 2 || (sound.length === 2 && (!entry.label || phrase.length > 1 || joined.length < 3)))
          continue;
        const list = map.get(sound) ?? [];
        if (!list.some((e) => e.propertyId === entry.propertyId && e.option === entry.option)) list.push(entry);
        map.set(sound, list);
      }
    }
  };
  for (const p of vocab.propertiesOf(categoryId)) {
    if (p.type === 'boolean') add(p.key.split('_'), { propertyId: p.id, option: null });
    if (p.type !== 'option') continue;
    for (const o of p.options) {
      add(tokenize(o.label), { propertyId: p.id, option: o.key, label: true });
      add(o.key.split('_'), { propertyId: p.id, option: o.key });
    }
  }
  cache.set(categoryId, map);
  return map;
}

/** Persian words the catalog itself uses (names, property names, labels, units, places): they keep their sense. */
function catalogWords(vocab: Vocabulary): Set<string> {
  const known = knownCache.get(vocab);
  if (known) return known;
  const words = new Set<string>();
  const addText = (text: string) => {
    for (const w of vocab.canonical(tokenize(text))) words.add(w);
  };
  for (const c of vocab.categories.values()) addText(c.name);
  for (const p of vocab.properties) {
    addText(p.name);
    for (const o of p.options) addText(o.label);
  }
  for (const aliases of Object.values(PROPERTY_ALIASES)) for (const a of aliases) addText(a);
  for (const key of vocab.unitPhrases.keys()) words.add(key);
  for (const key of vocab.places.keys()) words.add(key);
  for (const w of Object.keys(NUMBER_WORDS)) words.add(w);
  knownCache.set(vocab, words);
  return words;
}

/** «دار» after a word, or glued to it («کانوپی دار», «کانوپیدار»): having it. */
const HAVING = 'دار';

/**
 * English names of options and yes/no properties written in Persian letters: one word or two, none of them a word the
 * catalog uses in Persian, whose sound is the sound of exactly one option or yes/no property of the category. A
 * property a value was already read for keeps it.
 */
export function readEnglishNames({ vocab, tokens, categoryId, properties, found, put }: ParseState): void {
  if (!categoryId) return;
  const names = englishNames(vocab, categoryId);
  if (!names.size) return;
  const catalog = catalogWords(vocab);
  // One word of four letters or more, or two of two or more («هات رانر», «بای پس»).
  const persian = (t: Token | undefined, min = 4) =>
    !!t &&
    !t.used &&
    t.text.length >= min &&
    /^[\u0600-\u06FF\u200c]+$/.test(t.text) &&
    !catalog.has(t.text) &&
    !LETTER_NAMES[t.text] &&
    // A buyer's filler («داریم», «قیمت») is no name, whatever it sounds like.
    !isFiller(t.text);
  for (let i = 0; i < tokens.length; i += 1) {
    if (!persian(tokens[i], 2)) continue;
    for (const n of [2, 1]) {
      const slice = tokens.slice(i, i + n);
      if (slice.length < n || !slice.every((t) => persian(t, n === 1 ? 3 : 2))) continue;
      let words = slice.map((t) => t.text);
      const last = words[words.length - 1] as string;
      if (last.endsWith(HAVING) && last.length > HAVING.length + 2)
        words = [...words.slice(0, -1), last.slice(0, -HAVING.length)];
      const sound = soundOfPersian(words.join(''));
      // A word of three letters meets only a two-sound name; a name of three sounds needs four letters (as before).
      if (n === 1 && (words[0]?.length === 3) !== (sound.length === 2)) continue;
      const entries = names.get(sound);
      if (entries?.length !== 1) continue;
      const [entry] = entries as [EnglishName];
      const property = properties.find((p) => p.id === entry.propertyId);
      if (!property || found.some((f) => f.propertyId === property.id)) continue;
      const after = tokens[i + n];
      const take = after && !after.used && after.text === HAVING ? n + 1 : n;
      if (property.type === 'boolean') {
        takeYesNo(tokens, property, i, take, NEGATE.has(tokens[i - 1]?.text ?? ''), put);
      } else {
        putOptions(property, [entry.option as string], slice.map((t) => t.text).join(' '), put);
      }
      for (let k = i; k < i + take; k += 1) (tokens[k] as Token).used = true;
      i += take - 1;
      break;
    }
  }
}
