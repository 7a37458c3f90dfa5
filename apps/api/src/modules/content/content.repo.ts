// Content data access: content types, pages (only published ones are public), likes and comments.
// Its SQL lives in the *.repo.ts files of this folder, composed here with the same methods.
import type { Database } from '../../db/client.js';
import { createCommentsRepo } from './comments.repo.js';
import { createContentTypesRepo } from './content-types.repo.js';
import { createLikesRepo } from './likes.repo.js';
import { createPagesRepo } from './pages.repo.js';

export type { PageFilter, PlatformAsked } from './pages.repo.js';

export function createContentRepo(db: Database) {
  return {
    ...createPagesRepo(db),
    ...createContentTypesRepo(db),
    ...createLikesRepo(db),
    ...createCommentsRepo(db),
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
