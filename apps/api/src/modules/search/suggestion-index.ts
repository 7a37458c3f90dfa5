// Suggestions while typing, answered from memory (docs/decisions/025-search-at-scale.md): the few thousand
// rows they draw on — generic products, categories, confirmed suppliers, published articles and popular
// searches — are read from the engine once and kept in the process, so a keystroke costs no database
// round trip. Their words are the lexemes of the rows' generated `search_vector` (folded by the database
// itself, so both sides keep folding in one place), and the matching and ranking follow the same rules
// as the SQL of search.repo.ts (docs/decisions/020-search.md).
import type { QueryPlan } from './query-plan.js';

/** A row as the index needs it: its id, the words of its search vector and its compact title. */
export interface IndexedRow {
  id: number;
  /** Lexemes of the row's search vector, each with whether it is a title word (weight A). */
  words: ReadonlyArray<readonly [string, boolean]>;
  /** The folded title without spaces (the row's `search_compact`). */
  compact: string;
}

/** A number, a decimal one too («7.5», decision 114). */
const DIGITS = /^\d+(?:\.\d+)*$/;

/** Rows that hold a word: row index → whether the word is in the row's title. */
type Hits = Map<number, boolean>;

/**
 * The rows of one kind with a sorted lexicon over their words. `search` matches a plan (every slot by one
 * of its alternatives: each word of it as a word prefix, digits exactly, or the whole alternative inside
 * the compact title from three letters on) and ranks the matches.
 */
export class RowIndex<T extends IndexedRow> {
  private readonly lexicon: string[];
  private readonly postings = new Map<string, { row: number; title: boolean }[]>();
  /** Every row's compact title, one after another (a line break between): searched with native `indexOf`. */
  private readonly compacts: string;
  /** Where each row's compact title begins in `compacts`. */
  private readonly starts: number[] = [];

  constructor(readonly rows: readonly T[]) {
    let at = 0;
    for (const [row, doc] of rows.entries()) {
      this.starts.push(at);
      at += doc.compact.length + 1;
      for (const [word, title] of doc.words) {
        const list = this.postings.get(word);
        if (list) list.push({ row, title });
        else this.postings.set(word, [{ row, title }]);
      }
    }
    this.compacts = rows.map((r) => r.compact).join('\n');
    this.lexicon = [...this.postings.keys()].sort();
  }

  /** Rows whose compact title contains `joined` (folded text holds no line break, so no match spans two). */
  private compactHits(joined: string, into: Set<number>): void {
    let from = 0;
    for (;;) {
      const found = this.compacts.indexOf(joined, from);
      if (found < 0) return;
      let low = 0;
      let high = this.starts.length - 1;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if ((this.starts[mid] as number) <= found) low = mid;
        else high = mid - 1;
      }
      into.add(low);
      from = (this.starts[low + 1] ?? this.compacts.length) as number;
    }
  }

  get size(): number {
    return this.rows.length;
  }

  /** Rows holding `word`: as the beginning of a word, or exactly for a number. */
  private wordHits(word: string): Hits {
    const hits: Hits = new Map();
    const add = (list: { row: number; title: boolean }[] | undefined) => {
      for (const { row, title } of list ?? []) hits.set(row, (hits.get(row) ?? false) || title);
    };
    if (DIGITS.test(word)) {
      add(this.postings.get(word));
      return hits;
    }
    let low = 0;
    let high = this.lexicon.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.lexicon[mid] as string) < word) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < this.lexicon.length && (this.lexicon[i] as string).startsWith(word); i++) {
      add(this.postings.get(this.lexicon[i] as string));
    }
    return hits;
  }

  /** Rows holding every word of a phrase; in the title when every word is a title word there. */
  private phraseHits(phrase: string, memo: Map<string, Hits>): Hits {
    const known = memo.get(phrase);
    if (known) return known;
    let acc: Hits | null = null;
    for (const word of phrase.split(' ').filter(Boolean)) {
      const hits = this.wordHits(word);
      if (acc === null) acc = hits;
      else {
        const next: Hits = new Map();
        for (const [row, title] of acc) {
          const other = hits.get(row);
          if (other !== undefined) next.set(row, title && other);
        }
        acc = next;
      }
      if (acc.size === 0) break;
    }
    const result = acc ?? new Map();
    memo.set(phrase, result);
    return result;
  }

  /**
   * Matches of `plan`, best first (ties: lower id first), at most `limit`, with the number of matches.
   * `extra` adds a kind's own points (verification, freshness…) or leaves a row out with null.
   */
  search(plan: QueryPlan, limit: number, extra: (row: T) => number | null = () => 0): { items: T[]; total: number } {
    // A bound («حداکثر ۴۵ کیلووات») has no words: it filters offers, not what is suggested.
    const planSlots = plan.slots.filter((s) => s.alts.length > 0);
    if (planSlots.length === 0 || this.rows.length === 0) return { items: [], total: 0 };
    const memo = new Map<string, Hits>();
    // Per slot: rows matched by words (title or not), rows matched through the compact title.
    const slots = planSlots.map((slot) => {
      const words: Hits = new Map();
      for (const alt of slot.alts) {
        for (const [row, title] of this.phraseHits(alt, memo)) words.set(row, (words.get(row) ?? false) || title);
      }
      const primaryInTitle = new Set<number>();
      for (const alt of slot.primary) {
        for (const [row, title] of this.phraseHits(alt, memo)) if (title) primaryInTitle.add(row);
      }
      // Three letters at least, as the trigram index needs in SQL.
      const joined = slot.phrase ? [] : slot.alts.map((a) => a.replace(/ /g, '')).filter((a) => [...a].length >= 3);
      return { words, primaryInTitle, joined };
    });
    const starts = (planSlots[0]?.alts ?? []).map((a) => a.replace(/ /g, '')).filter((a) => a.length > 0);
    // Only rows the first slot matches can match: by its words, or its compact spellings in the title.
    const first = slots[0] as { words: Hits; joined: string[] };
    let candidates: Iterable<number> = first.words.keys();
    if (first.joined.length > 0) {
      const rows = new Set<number>(first.words.keys());
      for (const joined of first.joined) this.compactHits(joined, rows);
      candidates = rows;
    }
    const scored: { row: T; score: number }[] = [];
    for (const index of candidates) {
      const row = this.rows[index] as T;
      let rank = 0;
      let allInTitle = true;
      let score = 0;
      let matched = true;
      for (const slot of slots) {
        const title = slot.words.get(index);
        if (title === undefined) {
          allInTitle = false;
          if (!slot.joined.some((j) => row.compact.includes(j))) {
            matched = false;
            break;
          }
        } else rank += title ? 1 : 0.3;
        if (title !== true) allInTitle = false;
        if (slot.primaryInTitle.has(index)) score += 10;
      }
      if (!matched) continue;
      const bonus = extra(row);
      if (bonus === null) continue;
      // ts_rank of the SQL gives about 0.06 per title word, times 30: under two points in all.
      score += (1.8 * rank) / slots.length + bonus;
      if (allInTitle) score += 25;
      if (starts.some((s) => row.compact.startsWith(s))) score += 15;
      if ([...plan.compact].length >= 2 && row.compact.includes(plan.compact)) score += 40;
      for (const model of plan.models) if (row.compact.includes(model)) score += 50;
      scored.push({ row, score });
    }
    scored.sort((a, b) => b.score - a.score || a.row.id - b.row.id);
    return { items: scored.slice(0, limit).map((s) => s.row), total: scored.length };
  }
}

/** Searches people made often enough to be suggested: folded key → count. */
export class PopularKeys {
  private readonly hits = new Map<string, number>();
  private sorted: string[] | null = null;

  constructor(
    rows: Iterable<{ key: string; hits: number }>,
    private readonly minHits: number,
  ) {
    for (const { key, hits } of rows) this.set(key, hits);
  }

  /** Records the count of a key (after a search was counted): it is suggested from `minHits` on. */
  set(key: string, hits: number): void {
    if (hits < this.minHits) return;
    if (!this.hits.has(key)) this.sorted = null;
    this.hits.set(key, hits);
  }

  /** Keys beginning with `prefix`, most searched first (ties alphabetical), at most `limit`. */
  startingWith(prefix: string, limit: number): { key: string; hits: number }[] {
    this.sorted ??= [...this.hits.keys()].sort();
    const keys = this.sorted;
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((keys[mid] as string) < prefix) low = mid + 1;
      else high = mid;
    }
    const found: { key: string; hits: number }[] = [];
    for (let i = low; i < keys.length && (keys[i] as string).startsWith(prefix); i++) {
      const key = keys[i] as string;
      found.push({ key, hits: this.hits.get(key) ?? 0 });
    }
    found.sort((a, b) => b.hits - a.hits || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return found.slice(0, limit);
  }
}
