// Turns user text into safe LIKE patterns over columns that hold normalizeForSearch() output.
import { normalizeForSearch } from '@bazaar/fa/normalize';

/** Escapes LIKE wildcards so a user's % or _ matches literally. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One `%term%` pattern per word of the normalised query; empty when nothing searchable remains. */
export function searchPatterns(query: string | undefined): string[] {
  if (!query) return [];
  return normalizeForSearch(query)
    .split(' ')
    .filter((term) => term.length > 0)
    .slice(0, 8)
    .map((term) => `%${escapeLike(term)}%`);
}
