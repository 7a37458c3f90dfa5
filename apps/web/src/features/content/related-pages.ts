// Which articles an article recommends: candidates in order of preference, without the article itself
// and without repeats.

interface Candidate {
  id: number;
}

/** The first `limit` distinct candidates across `lists` (most preferred list first), `currentId` left out. */
export function pickRelatedPages<T extends Candidate>(
  currentId: number,
  lists: readonly (readonly T[])[],
  limit: number,
): T[] {
  const picked: T[] = [];
  const seen = new Set([currentId]);
  for (const list of lists) {
    for (const candidate of list) {
      if (picked.length >= limit) return picked;
      if (seen.has(candidate.id)) continue;
      seen.add(candidate.id);
      picked.push(candidate);
    }
  }
  return picked;
}
