// Stored files: the only place that reads or writes file content. The row in `stored_files` is the file
// (id, owner, type, size, public flag); its bytes are in the row, or in object storage under
// `storage_key` when an ObjectStore is given (S3_* configured). Rows of either kind are read alike, so
// files stored before object storage was turned on (and the seeded demo assets) keep working.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storedFiles } from '../../db/schema/files.js';
import type { ByteRange, ObjectStore } from './object-store.js';

export interface NewFile {
  id: string;
  ownerUserId: number;
  fileName: string;
  mimeType: string;
  content: Buffer;
  isPublic: boolean;
}

export type StoredFile = NonNullable<Awaited<ReturnType<ReturnType<typeof createFilesRepo>['findFile']>>>;

/** Object keys: one flat prefix, the file's random id as the name. */
export const objectKey = (id: string) => `files/${id}`;

export function createFilesRepo(db: Database, store?: ObjectStore) {
  return {
    async insertFile(file: NewFile) {
      const row = { ...file, sizeBytes: file.content.byteLength };
      if (!store) {
        await db.insert(storedFiles).values(row);
        return;
      }
      const storageKey = objectKey(file.id);
      await store.put(storageKey, file.content, file.mimeType);
      try {
        await db.insert(storedFiles).values({ ...row, content: null, storageKey });
      } catch (error) {
        await store.remove(storageKey).catch(() => {});
        throw error;
      }
    },

    /** The file's metadata, without its bytes. */
    async findFile(id: string) {
      const [row] = await db
        .select({
          id: storedFiles.id,
          fileName: storedFiles.fileName,
          mimeType: storedFiles.mimeType,
          sizeBytes: storedFiles.sizeBytes,
          isPublic: storedFiles.isPublic,
          ownerUserId: storedFiles.ownerUserId,
          storageKey: storedFiles.storageKey,
        })
        .from(storedFiles)
        .where(eq(storedFiles.id, id));
      return row;
    },

    /** The bytes of a file found by findFile, whole or one range; undefined when they are gone. */
    async readContent(file: { id: string; storageKey: string | null }, range?: ByteRange) {
      if (file.storageKey !== null) {
        if (!store) throw new Error(`file ${file.id} is in object storage, but S3_* is not configured`);
        return store.get(file.storageKey, range);
      }
      const bytes = range
        ? sql<Uint8Array>`substring(${storedFiles.content} from ${range.start + 1} for ${range.end - range.start + 1})`
        : storedFiles.content;
      const [row] = await db.select({ bytes }).from(storedFiles).where(eq(storedFiles.id, file.id));
      return row?.bytes ? Buffer.from(row.bytes) : undefined;
    },
  };
}
export type FilesRepo = ReturnType<typeof createFilesRepo>;
