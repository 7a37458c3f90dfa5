// The category reader (issue 36): a scored classifier learned from the catalog itself, in place of «every word of
// the name appears». Each category is a bag of terms (category-words.ts: stemmed, transliterations folded) from
// its names and scientific name (strongest), its ancestors' names, its properties' names and option labels, and
// the names and descriptions of the products filed under it. A buyer's terms score each category by TF-IDF with
// a saturating term frequency, plus a bonus for the words of its own name; a cue («تعمیر», «طراحی»،
// «استاندارد») moves the answer off goods. Near ties between siblings give their parent, with the siblings as
// the question to ask back («منظورتان الکتروموتور سه‌فاز است یا تک‌فاز؟»), so the reader does not guess.

import { NUMBER_WORDS } from '../../shared/query-reader/numbers.js';
import { activityCue, categoryTerms, singularName, TYPE_CUES, typeCue } from './category-words.js';
import { labelVariants, tokenize, type Vocabulary } from './vocabulary.js';

/** Text filed under a category: a product's name (weight 1.5) or description (0.4). */
export interface CategoryDocument {
  categoryId: number;
  text: string;
  weight: number;
}

export interface CategoryGuess {
  categoryId: number;
  score: number;
  /** 0 (a coin toss) to 1 (nothing else comes close). */
  confidence: number;
  /** Siblings close enough to ask which one is meant (empty when confident). */
  alternatives: number[];
  /** Indexes of the tokens that named the category. */
  tokens: number[];
  /** Indexes of every token whose word is in the chosen category's bag. */
  evidence: number[];
  /** Unrelated categories a word of whose names was said, scoring at least half the best (best first, two at most). */
  rivals: number[];
}

const NAME_WEIGHT = 3;
const ANCESTOR_WEIGHT = 1;
const PROPERTY_WEIGHT = 0.3;
const OWN_OPTION_WEIGHT = 1;
/** Scores within this share of the best are a tie worth asking about. */
const TIE = 0.12;
const MIN_SCORE = 1.2;
/** What products' words alone must reach to name a category. */
const UNNAMED_MIN_SCORE = 4;
/** A rival category worth reading the need under scores at least this share of the best (decision 118). */
const RIVAL_SHARE = 0.5;
/** Added when every word of one of its names was said. */
const FULL_NAME = 3;

interface Ranked {
  categoryId: number;
  score: number;
  /** Indexes of the tokens that are words of its names. */
  matched: number[];
  /** Indexes of the tokens whose words it has at all. */
  evidence: number[];
  /** How many words has the longest of its names said in full (0: none). */
  full: number;
}

const DOCUMENT_CUES = new Set(
  Object.entries(TYPE_CUES)
    .filter(([, type]) => type === 'ElectronicDocument')
    .map(([term]) => term),
);

export class CategoryClassifier {
  private readonly weights = new Map<number, Map<string, number>>();
  private readonly nameTerms = new Map<number, Set<string>>();
  /** Each name's terms, to tell a name said in full from one said in part. */
  private readonly nameVariants = new Map<number, Set<string>[]>();
  private readonly idf = new Map<string, number>();
  /** Every term of every category name. */
  private readonly named = new Set<string>();
  private readonly rootType = new Map<number, string>();
  private readonly fold: (words: string[]) => string[];
  /** Terms a category's name has only as written, from an adjective of it (decision 104). */
  private readonly writtenAdjectives = new Map<number, Set<string>>();
  /** Two words said one after the other in its names, its ancestors' names, its properties' names and options. */
  private readonly pairs = new Map<number, Set<string>>();
  /** Terms of its names, its ancestors' names, its own options and its products' titles (not descriptions alone). */
  private readonly strong = new Map<number, Set<string>>();
  /** Terms that are a whole option label of one word («میکرومتر», «کولیس»): a unit's word may be one of them. */
  private readonly wordLabels = new Set<string>();
  /** A leaf's own option labels of two words or more, as terms («برش پلاسما» of a welding machine's process). */
  private readonly ownLabels = new Map<number, Set<string>[]>();

  constructor(
    private readonly vocab: Vocabulary,
    documents: readonly CategoryDocument[],
    rootTypes: ReadonlyMap<number, string>,
  ) {
    const fold = (words: string[]) => vocab.canonical(words);
    this.fold = fold;
    const termsOf = (text: string) => categoryTerms(fold(tokenize(text)), fold).map((t) => t.term);
    /** A name's Persian words stemmed but not folded into their synonyms' heads, and whether each was an adjective. */
    const writtenTerms = (text: string) => {
      const words = tokenize(text.replace(/\([^)]*\)/g, ' '));
      return categoryTerms(words)
        .filter((t) => t.to - t.at === 1 && /[\u0600-\u06FF]{3,}/.test(t.term))
        .map((t) => ({ term: t.term, adjective: adjectiveAt(words, t.at) }));
    };
    const add = (id: number, text: string, weight: number, structure = true) => {
      const bag = this.weights.get(id) ?? new Map<string, number>();
      const terms = termsOf(text);
      for (const term of terms) bag.set(term, (bag.get(term) ?? 0) + weight);
      this.weights.set(id, bag);
      if (weight >= 1) {
        const strong = this.strong.get(id) ?? new Set<string>();
        for (const term of terms) strong.add(term);
        this.strong.set(id, strong);
      }
      if (!structure) return;
      const pairs = this.pairs.get(id) ?? new Set<string>();
      for (let k = 1; k < terms.length; k += 1) pairs.add(`${terms[k - 1]} ${terms[k]}`);
      this.pairs.set(id, pairs);
    };
    /** Terms only the glued spellings have: not words to join the buyer's two words into. */
    const gluedTerms = new Set<string>();
    for (const c of vocab.categories.values()) {
      const lineage = vocab.lineage(c.id);
      this.rootType.set(c.id, rootTypes.get(lineage[0] as number) ?? '');
      // «ماشین‌کاری» is typed «ماشینکاری» as often as «ماشین کاری»: the name without its ZWNJ names it too.
      const names = [...labelVariants(c.name), ...(c.scientificName ? [c.scientificName] : [])];
      // «جوشکاری خطوط لوله» is said «جوشکاری خط لوله»: the name with its broken plurals singular names it too, before
      // the synonyms fold the plural phrase into another word (decision 113).
      const singular = singularName(c.name);
      const glued = c.name.includes('\u200c') ? c.name.replace(/\u200c/g, '') : null;
      if (glued) {
        names.push(glued);
        for (const term of termsOf(glued)) gluedTerms.add(term);
      }
      // The name's words as written, besides as the synonyms fold them: «بالابر» of «وینچ و بالابر برقی», whose
      // phrase «بالابر برقی» folds into «هوییست» (decision 104).
      const folded = new Set(termsOf(c.name));
      const writtenAll = writtenTerms(c.name).filter((t) => !folded.has(t.term));
      const written = writtenAll.map((t) => t.term);
      // An adjective of the name («بشکه‌ای», «برقی») names it only said as an adjective (rank): «زایلن در بشکه» is a
      // drum of solvent, not a spherical roller bearing.
      const adjectives = writtenAll.filter((t) => t.adjective).map((t) => t.term);
      if (adjectives.length) this.writtenAdjectives.set(c.id, new Set(adjectives));
      this.nameTerms.set(c.id, new Set([...names.flatMap(termsOf), ...written]));
      // The singular form is a way to say the name in full, not more of its words' weight.
      if (singular !== c.name) for (const term of termsOf(singular)) this.nameTerms.get(c.id)?.add(term);
      this.nameVariants.set(
        c.id,
        [...names, ...(singular !== c.name ? [singular] : [])]
          .map((n) => new Set(termsOf(n)))
          .filter((s) => s.size > 0),
      );
      for (const name of names) add(c.id, name, NAME_WEIGHT);
      if (written.length) {
        const bag = this.weights.get(c.id) as Map<string, number>;
        for (const term of written) bag.set(term, (bag.get(term) ?? 0) + NAME_WEIGHT);
      }
      for (const ancestor of lineage.slice(1, -1))
        add(c.id, vocab.categories.get(ancestor)?.name ?? '', ANCESTOR_WEIGHT);
      const leaf = vocab.childrenOf(c.id).length === 0;
      for (const p of vocab.propertiesOf(c.id)) {
        add(c.id, p.name, PROPERTY_WEIGHT);
        // A leaf's own options («زایلن» of the solvents, «نوولاک» of the epoxies) tell it more than inherited ones (a
        // parent's own options tell its kinds apart, not the parent).
        const weight = p.categoryId === c.id && leaf ? OWN_OPTION_WEIGHT : PROPERTY_WEIGHT;
        for (const o of p.options) {
          add(c.id, o.label, weight);
          if (p.categoryId === c.id && leaf) {
            const terms = new Set(termsOf(o.label.replace(/\([^)]*\)/g, ' ')));
            if (terms.size >= 2) this.ownLabels.set(c.id, [...(this.ownLabels.get(c.id) ?? []), terms]);
          }
          const label = termsOf(o.label.replace(/\([^)]*\)/g, ' '));
          if (label.length === 1) this.wordLabels.add(label[0] as string);
        }
      }
    }
    for (const names of this.nameTerms.values()) for (const term of names) this.named.add(term);
    const spaced = new Set([...vocab.categories.values()].flatMap((c) => labelVariants(c.name).flatMap(termsOf)));
    for (const term of gluedTerms) if (!spaced.has(term)) this.named.delete(term);
    for (const d of documents) if (vocab.categories.has(d.categoryId)) add(d.categoryId, d.text, d.weight, false);
    const df = new Map<string, number>();
    for (const bag of this.weights.values()) for (const term of bag.keys()) df.set(term, (df.get(term) ?? 0) + 1);
    const n = this.weights.size;
    for (const [term, count] of df) this.idf.set(term, Math.log(1 + n / count));
  }

  /** Every category's score for the tokens (canonical, as the parser holds them), best first. */
  rank(tokens: readonly string[]): Ranked[] {
    // A unit («بار», «متر») says how much, not what, unless a category is named by it.
    const read = categoryTerms(tokens, this.fold, (term) => this.idf.has(term));
    // Two words the catalog writes as one («ضد انفجار» for «ضدانفجار»).
    const joined = read.slice(1).flatMap((t, k) => {
      const before = read[k] as (typeof read)[number];
      const term = `${before.term}${t.term}`;
      return this.named.has(term) ? [{ term, at: before.at, to: t.to }] : [];
    });
    // A unit's word not after a number names what it names when it is a whole option label («میکرومتر ۲۵ تا ۵۰» is
    // the instrument, decision 113); after a number it says how much.
    const afterNumber = (t: { at: number }) =>
      /^\d/.test(tokens[t.at - 1] ?? '') || NUMBER_WORDS[tokens[t.at - 1] ?? ''] !== undefined;
    const terms = [...read, ...joined].filter(
      (t) =>
        !this.vocab.unitPhrases.has(t.term) ||
        this.named.has(t.term) ||
        (this.wordLabels.has(t.term) && !afterNumber(t)),
    );
    const inOrder = terms.filter((t) => read.includes(t));
    const unique = [...new Set(terms.map((t) => t.term))];
    // The need's first term that is no number nor a letter's name («اس» of a spelt code), and whether some category
    // holds it in a name, an option or a product's title (decision 113).
    const head = inOrder.find((t) => !/^\d/.test(t.term) && t.term.length >= 3)?.term;
    const headOwned = !!head && [...this.strong.values()].some((terms) => terms.has(head));
    /** Terms the buyer said as an adjective («بالابر زنجیری»): they may meet a name's adjective. */
    const saidAsAdjective = new Set(terms.filter((t) => adjectiveAt(tokens, t.at)).map((t) => t.term));
    const cue = typeCue(terms);
    // A need that opens with its cue («کالیبره کردن گیج فشار», «تعمیر …») names the job first: the goods after it
    // are what the job is done on, even when their own words carry the cue.
    const cueLeads = cue !== null && terms[0]?.term === cue.term;
    const activity = activityCue(tokens);
    const documentCue = terms.some((t) => DOCUMENT_CUES.has(t.term));
    // «دستگاه برش پلاسما»: a need that opens with «دستگاه» (a machine) asks for goods, not the job the machine does
    // (decision 115); a job named before it («تعمیر دستگاه …») opens with the job instead.
    const machine = MACHINE_WORDS.has(tokens[0] ?? '');
    const out: Ranked[] = [];
    for (const [id, bag] of this.weights) {
      let score = 0;
      const names = this.nameTerms.get(id) ?? new Set<string>();
      const adjectives = this.writtenAdjectives.get(id);
      for (const term of unique) {
        if (adjectives?.has(term) && !saidAsAdjective.has(term)) continue;
        const w = bag.get(term);
        if (!w) continue;
        const idf = this.idf.get(term) ?? 0;
        score += (idf * w) / (w + 1);
        if (names.has(term)) score += idf;
      }
      if (score === 0) continue;
      const asked = new Set(unique);
      // The longest of its names said in full: «تراشکاری CNC» says more than «تراشکاری».
      const full = Math.max(
        0,
        ...(this.nameVariants.get(id) ?? []).filter((v) => [...v].every((term) => asked.has(term))).map((v) => v.size),
      );
      const type = this.rootType.get(id);
      // A service cue («تعمیر», «کالیبراسیون») moves off goods, unless the goods' own words carry it (a pump's
      // «استاندارد طراحی»): «تعمیر گیربکس حلزونی» names the gearbox as what is repaired, not as the category.
      const offGoods =
        type === 'Product' &&
        ((cue !== null && (!bag.has(cue.term) || (cueLeads && !names.has(cue.term)))) ||
          (activity !== null && !this.pairs.get(id)?.has(activity.terms.join(' '))));
      // A name said in full after the need's head, when the head is no word of it but names, offers or titles another
      // category's goods, is what the head is done on or made for («اینورتر جوش» is a welding machine): no bonus.
      const strong = this.strong.get(id);
      const afterHead = !!head && headOwned && !names.has(head) && !strong?.has(head);
      if (full && !offGoods && !afterHead && !(machine && type !== 'Product')) score += FULL_NAME + full;
      // «دستگاه برش پلاسما»: the machine whose own option is the job said in full.
      const machineFor =
        machine && type === 'Product'
          ? Math.max(
              0,
              ...(this.ownLabels.get(id) ?? []).filter((l) => [...l].every((t) => asked.has(t))).map((l) => l.size),
            )
          : 0;
      if (machineFor) score += FULL_NAME + machineFor;
      // Named first, the job weighs more: the goods after it are only what it is done on.
      if (offGoods) score *= cueLeads ? 0.5 : 0.6;
      // A compound of doing («تنش گیری», «سیم پیچی») is work done on site or in a shop, not a study.
      if (activity !== null && type === 'ConsultingService' && (cue === null || cue.type === 'IndustrialService'))
        score *= 0.8;
      // So is a need that opens with a job of one kind («تعمیر …», «طراحی …»): a service of another kind is less likely.
      else if (cueLeads && type !== 'Product' && type !== cue?.type) score *= 0.8;
      if (documentCue && type === 'ElectronicDocument') score *= 1.2;
      if (machine && type !== 'Product') score *= 0.5;
      const span = (t: { at: number; to: number }) => Array.from({ length: t.to - t.at }, (_, k) => t.at + k);
      // A name's word said twice is said for two reasons: only its first occurrence names the category, the
      // others stay free for an option or a yes/no («کمپرسور اسکرو نوع کمپرسور اسکرو», «روغن … روغن هیدرولیک»).
      const firsts = new Set<string>();
      const matched = terms.filter((t) => names.has(t.term) && !firsts.has(t.term) && firsts.add(t.term)).flatMap(span);
      const evidence = terms.filter((t) => bag.has(t.term)).flatMap(span);
      out.push({ categoryId: id, score, matched, evidence, full });
    }
    return out.sort((a, b) => b.score - a.score);
  }

  /**
   * The category the tokens name, or null when nothing scores enough. Without a word of any category's name
   * (only its products' words), the evidence must be stronger; `nameRequired` (a follow-up to a need that has a
   * category) accepts only a category named.
   */
  classify(tokens: readonly string[], nameRequired = false): CategoryGuess | null {
    const ranked = this.rank(tokens);
    const best = ranked[0];
    if (!best || best.score < MIN_SCORE) return null;
    if (best.matched.length === 0 && (nameRequired || best.score < UNNAMED_MIN_SCORE)) return null;
    const lineage = (id: number) => this.vocab.lineage(id);
    const related = (a: number, b: number) => lineage(a).includes(b) || lineage(b).includes(a);
    // The best of the others that is neither its ancestor nor its descendant.
    const rival = ranked.find((r) => !related(r.categoryId, best.categoryId));
    const confidence = rival ? Math.min(1, (best.score - rival.score) / best.score) : 1;
    const close = ranked.filter(
      (r) => r.score >= best.score * (1 - TIE) && !lineage(r.categoryId).slice(0, -1).includes(best.categoryId),
    );
    let chosen = best.categoryId;
    let alternatives: number[] = [];
    // Siblings tie only when none of them was named in full more than the others.
    if (close.length > 1 && close.every((r) => r.full === best.full)) {
      // Siblings (or cousins) tie: their deepest common ancestor below the root is what was said.
      const paths = close.map((r) => lineage(r.categoryId));
      const common = (paths[0] ?? []).filter((id) => paths.every((p) => p.includes(id)));
      const parent = common.at(-1);
      if (parent !== undefined && common.length >= 2 && !close.some((r) => r.categoryId === parent)) {
        chosen = parent;
        alternatives = close.filter((r) => r.categoryId !== parent).map((r) => r.categoryId);
      }
    }
    const tokensOf = ranked.find((r) => r.categoryId === chosen)?.matched ?? best.matched;
    // The words of a close category unrelated to the one chosen are no name of it: they stay free for its options
    // («تک فاز» of «الکتروموتور تک‌فاز» in «پمپ کفکش تک فاز»: the pump's phase, decision 120).
    const naming = close.filter((r) => related(r.categoryId, chosen));
    return {
      categoryId: chosen,
      score: best.score,
      confidence: alternatives.length ? 0 : confidence,
      alternatives: alternatives.slice(0, 3),
      tokens: [...new Set([...tokensOf, ...naming.flatMap((r) => r.matched)])],
      evidence: [...new Set([...best.evidence, ...close.flatMap((r) => r.evidence)])],
      rivals: ranked
        .filter(
          (r) =>
            r.matched.length > 0 &&
            r.score >= best.score * RIVAL_SHARE &&
            !related(r.categoryId, chosen) &&
            !related(r.categoryId, best.categoryId),
        )
        .slice(0, 2)
        .map((r) => r.categoryId),
    };
  }
}

/** Words for a machine a need may open with. */
const MACHINE_WORDS = new Set(['دستگاه']);

/** Whether the word at `at` is an adjective in «ی»: glued («زنجیری») or its «ای» written apart («بشکه ای»). */
function adjectiveAt(words: readonly string[], at: number): boolean {
  const next = words[at + 1];
  return /ی$/.test(words[at] ?? '') || next === 'ای' || next === 'ی';
}

const built = new WeakMap<Vocabulary, CategoryClassifier>();

/** The vocabulary's classifier, built once from its categories and the documents it was given. */
export function classifierOf(vocab: Vocabulary): CategoryClassifier {
  let classifier = built.get(vocab);
  if (!classifier) {
    const roots = new Map<number, string>();
    for (const c of vocab.categories.values()) if (c.parentId === null) roots.set(c.id, c.categoryType ?? '');
    classifier = new CategoryClassifier(vocab, vocab.documents, roots);
    built.set(vocab, classifier);
  }
  return classifier;
}
