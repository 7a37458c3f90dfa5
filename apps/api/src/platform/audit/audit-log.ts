// The audit log of staff actions (docs/decisions/027). A staff action writes its row with `recordStaffAction(tx, …)`
// on the transaction of the action itself (inside `uow.run`), so the log and the change commit together.

import type { Page } from '@bazaar/contracts/paging';
import type { AuditEntry } from '@bazaar/contracts/supplier-audit-log';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { users } from '../../db/schema/identity.js';
import { staffAuditLog } from '../../db/schema/platform.js';

export interface StaffAction {
  staffUserId: number;
  /** Dotted verb: `merchant.confirm`, `base_product.reject`, `comment.approve`… */
  action: string;
  objectType: string;
  objectId: string | number;
  detail?: Record<string, unknown>;
}

export async function recordStaffAction(tx: Database, entry: StaffAction): Promise<void> {
  await tx.insert(staffAuditLog).values({
    staffUserId: entry.staffUserId,
    action: entry.action,
    objectType: entry.objectType,
    objectId: String(entry.objectId),
    detail: entry.detail ?? {},
  });
}

export function createAuditLog(db: Database) {
  return {
    list(page: number, pageSize: number): Promise<Page<AuditEntry>> {
      return toPage(
        db
          .select({
            id: staffAuditLog.id,
            staffUserId: staffAuditLog.staffUserId,
            phone: users.phone,
            name: sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
            action: staffAuditLog.action,
            objectType: staffAuditLog.objectType,
            objectId: staffAuditLog.objectId,
            detail: staffAuditLog.detail,
            createdAt: staffAuditLog.createdAt,
          })
          .from(staffAuditLog)
          .leftJoin(users, eq(users.id, staffAuditLog.staffUserId))
          .orderBy(desc(staffAuditLog.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(staffAuditLog),
        page,
        pageSize,
        (rows) =>
          rows.map((row) => ({
            id: row.id,
            staff: { userId: row.staffUserId, phone: row.phone ?? '', name: row.name ?? '' },
            action: row.action,
            objectType: row.objectType,
            objectId: row.objectId,
            detail: row.detail,
            createdAt: row.createdAt.toISOString(),
          })),
      );
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
