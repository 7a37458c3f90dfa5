// Stored files (generated demo assets now, user uploads later). Kept in the database as bytea so both
// drivers, backups and tests carry them without a separate store; fine for files of a few megabytes.
import { boolean, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const storedFiles = pgTable('stored_files', {
  /** Random, unguessable public id (also the URL segment). */
  id: text('id').primaryKey(),
  ownerUserId: integer('owner_user_id'),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  isPublic: boolean('is_public').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
