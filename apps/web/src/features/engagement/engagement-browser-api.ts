// Favourites and notes from client components, through the browser client (same origin, session cookies).
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { favoritesEndpoints, notesEndpoints, type SavedObjectType } from '@bazaar/contracts/engagement';
import { MAX_PAGE_SIZE } from '@bazaar/contracts/paging';
import { browserHttp } from '@/lib/browser-api';
import { loadPersonal } from '@/lib/personal';

export const browserFavoritesApi = bind(browserHttp, favoritesEndpoints);
export const browserNotesApi = bind(browserHttp, notesEndpoints);

/**
 * The visitor's favourites of one type as objectId → favourite id, asked once per page however many
 * cards show a heart ('anonymous' when not signed in). Holds the newest MAX_PAGE_SIZE favourites: an
 * older one shows as not saved on a card, and adding it again is answered with the existing favourite.
 */
const savedIds = new Map<SavedObjectType, Promise<Map<number, number> | 'anonymous'>>();

export function savedIdsOf(type: SavedObjectType): Promise<Map<number, number> | 'anonymous'> {
  let known = savedIds.get(type);
  if (!known) {
    // The page's personal answer first: a visitor who is not signed in causes no favourites call (no 401).
    known = loadPersonal()
      .then((user) => {
        if (!user) throw Object.assign(new Error('not signed in'), { anonymous: true });
        return browserFavoritesApi.byType({ query: { type, pageSize: MAX_PAGE_SIZE } });
      })
      .then((page) => new Map(page.items.map((f) => [f.objectId, f.id])))
      .catch((error: unknown) => {
        savedIds.delete(type);
        if ((error as { anonymous?: boolean }).anonymous || (isApiError(error) && error.status === 401))
          return 'anonymous' as const;
        throw error;
      });
    savedIds.set(type, known);
  }
  return known;
}

/** Keeps the page's memory of favourites true after a toggle (null: removed). */
export function rememberSaved(type: SavedObjectType, objectId: number, favoriteId: number | null) {
  void savedIds.get(type)?.then((map) => {
    if (map === 'anonymous') return;
    if (favoriteId === null) map.delete(objectId);
    else map.set(objectId, favoriteId);
  });
}
