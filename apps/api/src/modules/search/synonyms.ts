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
    for (const raw of groups) {
      const group = [...new Set(raw.map(foldForSearch).filter(Boolean))];
      for (const member of group) {
        const known = this.groups.get(member) ?? [];
        this.groups.set(member, [...new Set([...known, ...group])]);
      }
    }
  }

  /** Every member of the groups `phrase` (folded) belongs to, itself first; [phrase] when none. */
  of(phrase: string): string[] {
    const group = this.groups.get(phrase);
    return group ? [phrase, ...group.filter((m) => m !== phrase)] : [phrase];
  }

  has(phrase: string): boolean {
    return this.groups.has(phrase);
  }

  /** Every word of every group, so the speller knows the English names too. */
  words(): string[] {
    return [...new Set([...this.groups.keys()].flatMap((p) => p.split(' ')))];
  }
}

export const SYNONYMS_FILE = 'src/db/seed/data/search-synonyms.json';

export function loadSynonyms(file = path.join(apiPackageRoot(), SYNONYMS_FILE)): Synonyms {
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return new Synonyms(parsed.data.groups);
}
