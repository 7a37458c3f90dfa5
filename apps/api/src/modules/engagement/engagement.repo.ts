// Favourites and notes: every query is scoped to its owner, so one user never reaches another's rows. The
// objects they name (products, suppliers, articles) are read, never written, and shown only while public.
// Its SQL lives in the *.repo.ts files of this folder, composed here with the same methods.
import type { Database } from '../../db/client.js';
import { membershipNow } from '../../db/company-sharing.js';
import { createFavoritesRepo } from './favorites.repo.js';
import { createNotesRepo } from './notes.repo.js';
import { createVisitsRepo } from './visits.repo.js';

export function createEngagementRepo(db: Database) {
  return {
    ...createFavoritesRepo(db),
    ...createNotesRepo(db),
    ...createVisitsRepo(db),
    /** The caller's buyer company and role now (decision 058). */
    membershipNow: (userId: number) => membershipNow(db, userId),
  };
}

export type EngagementRepo = ReturnType<typeof createEngagementRepo>;
