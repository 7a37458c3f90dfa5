// Staff manage users (decision 030): search by mobile number (any digits, +98 or 0) or name (ی/ک
// normalised), grant or take the staff role, block or unblock. Nobody changes their own staff role or
// blocks themselves, so the marketplace never loses its last admin by a slip. Every change is audited in
// its own transaction; the new role or block holds from the user's next request (tokens are checked
// against the user's current roles, decision 004).
import { toLatinDigits } from '@bazaar/fa/digits';
import { normalizePersian } from '@bazaar/fa/normalize';
import { recordStaffAction } from '../../platform/audit/audit-log.js';
import type { UnitOfWork } from '../../platform/transaction.js';
import { AppError, notFound } from '../../shared/app-error.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import { createUsersStaffRepo, type UserSearch, type UsersStaffRepo } from './users-staff.repo.js';

const USER_NOT_FOUND = 'این کاربر یافت نشد.';

/** A query of digits (Persian or Latin, spaces and dashes allowed) is a phone number; anything else, a name. */
export function userSearchOf(q: string | undefined): UserSearch {
  const text = normalizePersian(toLatinDigits(q ?? '')).trim();
  if (!text) return { phone: null, patterns: [] };
  const digits = text.replace(/[\s\-()]/g, '');
  if (/^\+?\d{3,}$/.test(digits)) {
    const national = digits.replace(/^\+?98/, '0').replace(/^9/, '09');
    return { phone: national, patterns: [] };
  }
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return { phone: null, patterns: words };
}

export function createUsersStaffService({
  repo,
  uow,
  access,
}: {
  repo: UsersStaffRepo;
  uow: UnitOfWork;
  access: MerchantAccess;
}) {
  async function change(
    staffUserId: number,
    id: number,
    action: string,
    apply: (users: UsersStaffRepo) => Promise<void>,
    detail: Record<string, unknown>,
  ) {
    if (id === staffUserId) throw new AppError('IDENTITY_OWN_STAFF_ROLE');
    return uow.run(async (tx) => {
      const users = createUsersStaffRepo(tx, access.within(tx).actingUsers);
      const before = await users.find(id);
      if (!before) throw notFound(USER_NOT_FOUND);
      await apply(users);
      await recordStaffAction(tx, {
        staffUserId,
        action,
        objectType: 'user',
        objectId: id,
        detail: { ...detail, previousRoles: before.roles, wasBlocked: before.blocked },
      });
      const after = await users.find(id);
      if (!after) throw notFound(USER_NOT_FOUND);
      return after;
    });
  }

  return {
    search: (q: string | undefined, page: number, pageSize: number) => repo.search(userSearchOf(q), page, pageSize),
    setStaffRole: (staffUserId: number, id: number, granted: boolean) =>
      change(staffUserId, id, granted ? 'user.grant_admin' : 'user.revoke_admin', (u) => u.setStaffRole(id, granted), {
        role: 'admin',
        granted,
      }),
    setBlocked: (staffUserId: number, id: number, blocked: boolean) =>
      change(staffUserId, id, blocked ? 'user.block' : 'user.unblock', (u) => u.setBlocked(id, blocked), { blocked }),
  };
}

export type UsersStaffService = ReturnType<typeof createUsersStaffService>;
