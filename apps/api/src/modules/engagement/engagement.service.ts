// Favourites and private notes of the signed-in person. Another user's favourite or note answers 404, exactly
// like one that does not exist. Only public objects can be saved; Persian text is normalised on the way in.
import type { FavoriteState, ObjectRef, SavedObjectType } from '@bazaar/contracts/engagement';
import { normalizePersian } from '@bazaar/fa/normalize';
import { AppError, notFound } from '../../shared/app-error.js';
import type { EngagementRepo } from './engagement.repo.js';

/** Notes one person may keep; a bound, so a script cannot fill the table through one account. */
export const MAX_NOTES_PER_USER = 1000;

const OBJECT_NOT_FOUND = 'این مورد یافت نشد یا دیگر در دسترس عموم نیست.';
const FAVORITE_NOT_FOUND = 'این مورد در علاقه‌مندی‌های شما نیست.';
const NOTE_NOT_FOUND = 'یادداشتی با این شناسه در یادداشت‌های شما یافت نشد.';

export function createEngagementService(repo: EngagementRepo) {
  async function publicObject(ref: ObjectRef) {
    if (!(await repo.isPublic(ref.objectType, ref.objectId)))
      throw new AppError('NOT_FOUND', {
        detail: OBJECT_NOT_FOUND,
        errors: [{ field: 'body.objectId', code: 'notFound', message: OBJECT_NOT_FOUND }],
      });
  }
  async function note(userId: number, id: number) {
    const found = await repo.findNote(userId, id);
    if (!found) throw notFound(NOTE_NOT_FOUND);
    return found;
  }

  return {
    listFavorites: (userId: number, q: { type?: SavedObjectType; page: number; pageSize: number }) =>
      repo.listFavorites(userId, q.type, q.page, q.pageSize),

    async favoriteState(userId: number, ref: ObjectRef): Promise<FavoriteState> {
      return { favoriteId: (await repo.findFavorite(userId, ref))?.id ?? null };
    },

    /** The favourite and whether this call created it (an existing one is answered as it is). */
    async addFavorite(userId: number, ref: ObjectRef) {
      await publicObject(ref);
      const created = await repo.addFavorite(userId, ref.objectType, ref.objectId);
      const favorite = await repo.findFavorite(userId, ref);
      if (!favorite) throw notFound(OBJECT_NOT_FOUND);
      return { favorite, created };
    },

    async removeFavorite(userId: number, id: number) {
      if (!(await repo.removeFavorite(userId, id))) throw notFound(FAVORITE_NOT_FOUND);
    },

    listNotes: (userId: number, q: { type?: SavedObjectType; page: number; pageSize: number }) =>
      repo.listNotes(userId, q.type, q.page, q.pageSize),
    notesOn: (userId: number, ref: ObjectRef) => repo.notesOn(userId, ref.objectType, ref.objectId),
    getNote: note,

    async createNote(userId: number, input: ObjectRef & { body: string }) {
      await publicObject(input);
      if ((await repo.countNotes(userId)) >= MAX_NOTES_PER_USER) throw new AppError('ENGAGEMENT_TOO_MANY_NOTES');
      const id = await repo.createNote(userId, input.objectType, input.objectId, normalizePersian(input.body));
      return note(userId, id);
    },

    async updateNote(userId: number, id: number, body: string) {
      if (!(await repo.updateNote(userId, id, normalizePersian(body)))) throw notFound(NOTE_NOT_FOUND);
      return note(userId, id);
    },

    async removeNote(userId: number, id: number) {
      if (!(await repo.removeNote(userId, id))) throw notFound(NOTE_NOT_FOUND);
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
