// Stored files (generated demo assets, user uploads). The row is the file's identity and metadata; the
// content is either in the row (`content` bytea: the embedded default, both drivers, backups and tests carry
// it) or in S3-compatible object storage under `storage_key` when S3_* is configured
// (docs/decisions/016-object-storage.md). Exactly one of the two is set.
import { sql } from 'drizzle-orm';
import { boolean, check, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const storedFiles = pgTable(
  'stored_files',
  {
    /** Random, unguessable public id (also the URL segment). */
    id: text('id').primaryKey(),
    ownerUserId: integer('owner_user_id'),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The bytes, when the file lives in the database. */
    content: bytea('content'),
    /** The object key in the bucket, when the file lives in object storage. */
    storageKey: text('storage_key'),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('stored_files_one_place', sql`(${t.content} is null) <> (${t.storageKey} is null)`)],
);
