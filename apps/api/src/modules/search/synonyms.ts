// Synonyms and English names of industrial terms (apps/api/src/db/seed/data/search-synonyms.json, which staff
// extend): a searched word or phrase of a group also finds every other member of its group.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { foldForSearch } from '@bazaar/fa/normalize';
import { z } from 'zod';
import { apiPackageRoot } from '../../shared/package-root.js';

const fileSchema = z.object({
  _comment: z.string().optional(),
  groups: z.array(z.array(z.string().trim().min(1).max(60)).min(2)),
});

/** Longest synonym phrase, in words. */
export const MAX_PHRASE_WORDS = 3;

export class Synonyms {
  private readonly groups = new Map<string, string[]>();

  constructor(groups: string[][]) {
    for (const raw of groups) this.add(raw);
  }

  /**
   * Joins a group (an approved trade term and what it means, decision 046): each member finds every other.
   * Members of more than MAX_PHRASE_WORDS words are left out (a query is matched phrase by phrase).
   */
  add(raw: string[]): void {
    const group = [...new Set(raw.map(foldForSearch).filter((m) => m && m.split(' ').length <= MAX_PHRASE_WORDS))];
    if (group.length < 2) return;
    // Groups sharing a member become one, the earlier group's members first (the catalog's words lead).
    const merged = new Set<string>();
    for (const member of group) for (const known of this.groups.get(member) ?? [member]) merged.add(known);
    const members = [...merged];
    for (const member of members) this.groups.set(member, members);
    this.gluedMembers = null;
  }

  /** The members of the group `phrase` (folded) belongs to, in the order they joined; [phrase] when none. */
  members(phrase: string): readonly string[] {
    return this.groups.get(phrase) ?? [phrase];
  }

  /** Every member of the groups `phrase` (folded) belongs to, itself first; [phrase] when none. */
  of(phrase: string): string[] {
    const group = this.groups.get(phrase);
    return group ? [phrase, ...group.filter((m) => m !== phrase)] : [phrase];
  }

  has(phrase: string): boolean {
    return this.groups.has(phrase);
  }

  private gluedMembers: Map<string, string> | null = null;

  /**
   * The member of several words `word` (folded) is written glued as («گیتولو» of «گیت ولو», «لیفتراک» of
   * «لیف تراک»; decision 075); null when none is.
   */
  unglued(word: string): string | null {
    if (!this.gluedMembers) {
      this.gluedMembers = new Map();
      for (const member of this.groups.keys())
        if (member.includes(' ')) {
          const glued = member.replace(/ /g, '');
          if (!this.groups.has(glued) && !this.gluedMembers.has(glued)) this.gluedMembers.set(glued, member);
        }
    }
    return this.gluedMembers.get(word) ?? null;
  }

  /** Every word of every group, so the speller knows the English names too. */
  words(): string[] {
    return [...new Set([...this.groups.keys()].flatMap((p) => p.split(' ')))];
  }
}

export const SYNONYMS_FILE = 'src/db/seed/data/search-synonyms.json';
export const LEXICON_FILE = 'src/db/seed/data/trade-lexicon.json';

export const TRADE_TERM_KINDS = ['bazaar', 'english', 'transliteration', 'spelling', 'abbreviation'] as const;

const lexiconSchema = z.object({
  _comment: z.string().optional(),
  entries: z.array(
    z.object({
      term: z.string().trim().min(1).max(60),
      means: z.string().trim().min(1).max(60),
      kind: z.enum(TRADE_TERM_KINDS),
      source: z.string().trim().min(1).max(300),
    }),
  ),
});
export type LexiconEntry = z.infer<typeof lexiconSchema>['entries'][number];

/** The reviewed trade lexicon's entries (seeded into trade_terms as approved). */
export function loadTradeLexicon(file = path.join(apiPackageRoot(), LEXICON_FILE)): LexiconEntry[] {
  const parsed = lexiconSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data.entries;
}

/** The synonym groups and the reviewed trade lexicon; approved proposals join later (TradeTerms). */
export function loadSynonyms(
  file = path.join(apiPackageRoot(), SYNONYMS_FILE),
  lexicon = path.join(apiPackageRoot(), LEXICON_FILE),
): Synonyms {
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const synonyms = new Synonyms(parsed.data.groups);
  for (const entry of loadTradeLexicon(lexicon)) synonyms.add([entry.means, entry.term]);
  return synonyms;
}
