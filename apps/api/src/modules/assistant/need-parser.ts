// The built-in engine's reader: a buyer's sentence → a structured need, with the catalog's own words only
// (vocabulary.ts). Steps, each consuming the tokens it uses: prices («زیر ۵۰ میلیون تومان»), the category
// (longest name whose words are all present), option values of its properties («استیل»، «سه فاز»), numbers
// with units («۱۰ بار»، «بین ۵ تا ۱۰ متر مکعب بر ساعت») converted to the property's unit, numbers next to a
// property's name («۸ طبقه»), yes/no properties, the place, the quantity to order. A follow-up refines the
// previous need: what it names replaces what was there, the rest stays.
// The steps live in need-words.ts (sort, prices, options, yes/no, place), need-category.ts and need-measures.ts
// (numbers with units), sharing need-tokens.ts and need-properties.ts.
import type { Need, NeedFilter } from '@bazaar/contracts/assistant';
import { findCategory, unreadPhrases } from './need-category.js';
import { readMeasures } from './need-measures.js';
import { readPairs } from './need-pairs.js';
import { ONLY, type Token } from './need-tokens.js';
import { readOptions, readPlace, readSortAndPrices, readYesNo } from './need-words.js';
import { tokenize, type Vocabulary } from './vocabulary.js';

export interface ParseContext {
  /** The need so far; the sentence refines it. */
  previous?: Need;
}

/** «-۲۰ درجه»: a minus sign before a number (not a dash between two, nor inside a code) said as a word. */
export function negativesOf(text: string): string {
  return text.replace(/(^|[\s(])[-−–](?=[\d۰-۹٠-٩])/g, '$1منفی ');
}

export class NeedParser {
  constructor(private readonly vocab: Vocabulary) {}

  parse(text: string, context: ParseContext = {}): Need {
    const vocab = this.vocab;
    const raw = vocab.canonical(tokenize(negativesOf(text))).filter((t) => !['ها', 'های', 'هایی'].includes(t));
    const tokens: Token[] = raw.map((t) => ({ text: t, used: false }));
    const previous = context.previous;
    const need: Need = previous
      ? structuredClone({ ...previous, notes: [], alternatives: [], unread: [] })
      : {
          category: null,
          filters: [],
          province: null,
          city: null,
          minPriceRials: null,
          maxPriceRials: null,
          sort: 'relevance',
          quantity: null,
          notes: [],
          alternatives: [],
          unread: [],
        };
    const only = tokens.some((t) => ONLY.has(t.text));
    /** Tokens that told the category by its products' words: read, though not consumed. */
    const understood = new Set<number>();
    readSortAndPrices({ vocab, tokens, need });

    // ---- Category: the classifier's best (category-classifier.ts); a follow-up keeps it unless one is named.
    const category = findCategory(vocab, tokens, Boolean(previous?.category));
    let categoryAt = -1;
    const categoryTokens = new Set<number>();
    if (category) {
      const changed = need.category?.id !== category.id;
      need.category = { id: category.id, name: category.name, slug: category.slug };
      need.alternatives = category.alternatives;
      categoryAt = category.at;
      for (const i of category.named) categoryTokens.add(i);
      for (const i of category.evidence) understood.add(i);
      if (changed && previous) {
        const allowed = new Set(vocab.propertiesOf(category.id).map((p) => p.id));
        need.filters = need.filters.filter((f) => allowed.has(Number(f.propertyId)));
      }
    }
    const categoryId = need.category ? Number(need.category.id) : null;
    const properties = categoryId ? vocab.propertiesOf(categoryId) : [];
    const found: NeedFilter[] = [];
    const put = (filter: NeedFilter) => {
      const at = found.findIndex((f) => f.propertyId === filter.propertyId);
      if (at >= 0 && filter.type === 'option') {
        const merged = found[at] as NeedFilter;
        for (const o of filter.options) if (!merged.options.some((m) => m.key === o.key)) merged.options.push(o);
      } else if (at >= 0) found[at] = filter;
      else found.push(filter);
    };
    const state = { vocab, tokens, need, properties, categoryId, categoryAt, categoryTokens, found, put };
    // A yes/no said in several words («با ترجمه فارسی») before the options that share a word of it («فارسی»).
    readYesNo(state, 2);
    readOptions(state);
    readPairs(state);
    readMeasures(state);
    readYesNo(state);
    readPlace(state);

    need.unread = unreadPhrases(tokens, understood);

    // ---- Merge with the previous need: what the sentence names replaces what was there.
    for (const filter of found) {
      const at = need.filters.findIndex((f) => Number(f.propertyId) === filter.propertyId);
      if (at >= 0) need.filters[at] = filter;
      else need.filters.push(filter);
    }
    if (only && previous && found.length) {
      // «فقط استیل»: nothing else changes, but the named property keeps only what was named (done above).
    }
    return need;
  }
}
