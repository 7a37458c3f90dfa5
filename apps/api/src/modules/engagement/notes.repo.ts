// A person's private notes on objects, scoped to their owner, and those shared with their buyer company
// (decision 058), read-only to the other members.
import type { Note, SavedObjectType, SharedNote } from '@bazaar/contracts/engagement';
import type { Page } from '@bazaar/contracts/paging';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sharedNow, sharedWithCompanyOf, sharerName } from '../../db/company-sharing.js';
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
        sharedWithCompany: sharedNow(userNotes),
        authorId: userNotes.userId,
        authorName: sharerName(userNotes),
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
    sharedWithCompany: row.sharedWithCompany,
  });

  /** One page of the notes `where` matches, last changed first. */
  const pageWhere = <Item>(where: SQL | undefined, page: number, pageSize: number, toItem: (row: NoteRow) => Item) =>
    toPage(
      selectNotes()
        .where(where)
        .orderBy(desc(userNotes.updatedAt), desc(userNotes.id))
        .limit(pageSize)
        .offset(offsetOf(page, pageSize)),
      db.select(countOnly).from(userNotes).where(where),
      page,
      pageSize,
      (rows) => rows.map(toItem),
    );

  return {
    listNotes(userId: number, type: SavedObjectType | undefined, page: number, pageSize: number): Promise<Page<Note>> {
      const where = and(eq(userNotes.userId, userId), type ? eq(userNotes.objectType, type) : undefined);
      return pageWhere(where, page, pageSize, toNote);
    },
    /** Notes shared now with the caller's company (theirs included), of one type or on one object. */
    sharedNotes(
      userId: number,
      q: { type?: SavedObjectType; objectId?: number; page: number; pageSize: number },
    ): Promise<Page<SharedNote>> {
      const where = and(
        sharedWithCompanyOf(userNotes, userId),
        q.type ? eq(userNotes.objectType, q.type) : undefined,
        q.type && q.objectId ? eq(userNotes.objectId, q.objectId) : undefined,
      );
      return pageWhere(where, q.page, q.pageSize, (row) => ({
        ...toNote(row),
        sharedBy: { userId: row.authorId, displayName: row.authorName, mine: row.authorId === userId },
      }));
    },
    async noteSharedWithMyCompany(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .select({ id: userNotes.id })
        .from(userNotes)
        .where(and(eq(userNotes.id, id), sharedWithCompanyOf(userNotes, userId)));
      return rows.length > 0;
    },
    async setNoteShared(userId: number, id: number, companyId: number | null): Promise<boolean> {
      const rows = await db
        .update(userNotes)
        .set({ sharedCompanyId: companyId })
        .where(and(eq(userNotes.id, id), eq(userNotes.userId, userId)))
        .returning({ id: userNotes.id });
      return rows.length === 1;
    },
    async unshareNote(companyId: number, id: number): Promise<void> {
      await db
        .update(userNotes)
        .set({ sharedCompanyId: null })
        .where(and(eq(userNotes.id, id), eq(userNotes.sharedCompanyId, companyId)));
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
    async createNote(
      userId: number,
      objectType: SavedObjectType,
      objectId: number,
      body: string,
      sharedCompanyId: number | null = null,
    ): Promise<number> {
      const [row] = await db
        .insert(userNotes)
        .values({ userId, objectType, objectId, body, sharedCompanyId })
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
