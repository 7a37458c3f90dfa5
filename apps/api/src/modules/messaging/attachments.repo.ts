// Files attached to messages: only the sender's own uploads, read only through a message that is not deleted.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storedFiles } from '../../db/schema/files.js';
import { messageAttachments, messages } from '../../db/schema/messaging.js';

export function createAttachmentsRepo(db: Database) {
  return {
    /** Of these files, the ones the user owns (uploaded through /files), with what an attachment shows. */
    async ownFiles(userId: number, ids: string[]) {
      if (!ids.length) return [];
      return db
        .select({
          fileId: storedFiles.id,
          fileName: storedFiles.fileName,
          mimeType: storedFiles.mimeType,
          sizeBytes: storedFiles.sizeBytes,
        })
        .from(storedFiles)
        .where(and(inArray(storedFiles.id, ids), eq(storedFiles.ownerUserId, userId)));
    },

    async insertAttachments(
      messageId: number,
      files: { fileId: string; fileName: string; mimeType: string; sizeBytes: number }[],
    ) {
      if (files.length) await db.insert(messageAttachments).values(files.map((f) => ({ ...f, messageId })));
    },

    /** The file attached to a message of the conversation that is not deleted, with its sender (its owner). */
    async attachment(conversationId: number, fileId: string) {
      const [row] = await db
        .select({ fileId: messageAttachments.fileId, ownerUserId: messages.authorUserId })
        .from(messageAttachments)
        .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
        .where(
          and(
            eq(messageAttachments.fileId, fileId),
            eq(messages.conversationId, conversationId),
            isNull(messages.deletedAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}
