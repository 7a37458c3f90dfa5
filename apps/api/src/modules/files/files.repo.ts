// Stored files: the only place that reads or writes file content.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storedFiles } from '../../db/schema/files.js';

export function createFilesRepo(db: Database) {
  return {
    async insertFile(values: typeof storedFiles.$inferInsert) {
      await db.insert(storedFiles).values(values);
    },
    async findFile(id: string) {
      const [row] = await db
        .select({
          id: storedFiles.id,
          fileName: storedFiles.fileName,
          mimeType: storedFiles.mimeType,
          sizeBytes: storedFiles.sizeBytes,
          content: storedFiles.content,
          isPublic: storedFiles.isPublic,
          ownerUserId: storedFiles.ownerUserId,
        })
        .from(storedFiles)
        .where(eq(storedFiles.id, id));
      return row;
    },
  };
}
export type FilesRepo = ReturnType<typeof createFilesRepo>;
