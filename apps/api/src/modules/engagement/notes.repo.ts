// A person's private notes on objects, scoped to their owner.
import type { Note, SavedObjectType } from '@bazaar/contracts/engagement';
import type { Page } from '@bazaar/contracts/paging';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { pages } from '../../db/schema/content.js';
import { userNotes } from '../../db/schema/engagement.js';
import { joinObjects, objectColumns, suppliers, toObject } from './saved-objects.repo.js';

export function createNotesRepo(db: Database) {
  const noteObjects = joinObjects(userNotes);

  const selectNotes = () =>
    db
      .select({
        id: userNotes.id,
        objectType: userNotes.objectType,
        objectId: userNotes.objectId,
        body: userNotes.body,
        createdAt: userNotes.createdAt,
        updatedAt: userNotes.updatedAt,
        ...objectColumns,
      })
      .from(userNotes)
      .leftJoin(supplierProducts, noteObjects.product)
      .leftJoin(suppliers, noteObjects.supplier)
      .leftJoin(pages, noteObjects.content);

  type NoteRow = Awaited<ReturnType<ReturnType<typeof selectNotes>['execute']>>[number];
  const toNote = (row: NoteRow): Note => ({
    id: row.id,
    objectType: row.objectType,
    objectId: row.objectId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    object: toObject(row),
  });

  return {
    listNotes(userId: number, type: SavedObjectType | undefined, page: number, pageSize: number): Promise<Page<Note>> {
      const where = and(eq(userNotes.userId, userId), type ? eq(userNotes.objectType, type) : undefined);
      return toPage(
        selectNotes()
          .where(where)
          .orderBy(desc(userNotes.updatedAt), desc(userNotes.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(userNotes).where(where),
        page,
        pageSize,
        (rows) => rows.map(toNote),
      );
    },
    async notesOn(userId: number, objectType: SavedObjectType, objectId: number): Promise<Note[]> {
      const rows = await selectNotes()
        .where(
          and(eq(userNotes.userId, userId), eq(userNotes.objectType, objectType), eq(userNotes.objectId, objectId)),
        )
        .orderBy(desc(userNotes.updatedAt), desc(userNotes.id))
        .limit(100);
      return rows.map(toNote);
    },
    async findNote(userId: number, id: number): Promise<Note | undefined> {
      const [row] = await selectNotes()
        .where(and(eq(userNotes.id, id), eq(userNotes.userId, userId)))
        .limit(1);
      return row && toNote(row);
    },
    async createNote(userId: number, objectType: SavedObjectType, objectId: number, body: string): Promise<number> {
      const [row] = await db
        .insert(userNotes)
        .values({ userId, objectType, objectId, body })
        .returning({ id: userNotes.id });
      return row?.id ?? 0;
    },
    async updateNote(userId: number, id: number, body: string): Promise<boolean> {
      const changed = await db
        .update(userNotes)
        .set({ body, updatedAt: sql`now()` })
        .where(and(eq(userNotes.id, id), eq(userNotes.userId, userId)))
        .returning({ id: userNotes.id });
      return changed.length > 0;
    },
    async removeNote(userId: number, id: number): Promise<boolean> {
      const removed = await db
        .delete(userNotes)
        .where(and(eq(userNotes.id, id), eq(userNotes.userId, userId)))
        .returning({ id: userNotes.id });
      return removed.length > 0;
    },

    async countNotes(userId: number): Promise<number> {
      const [row] = await db.select(countOnly).from(userNotes).where(eq(userNotes.userId, userId));
      return row?.n ?? 0;
    },
  };
}
