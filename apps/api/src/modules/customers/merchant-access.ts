// `merchantAccess`, what the customers module offers every other module (decisions 027, 029, 037): who acts
// for a merchant (its owner and agents) and with which rights. Other modules never read merchant_members; they
// ask here and pass the merchant ids into their own queries. Answers are remembered for one request (the auth
// plugin's question, "is this person an agent", serves the route's questions too) and asked again on the next
// request, so a removed agent or a right taken back counts from the next request on.
import type { MemberRole } from '@bazaar/contracts/identity';
import type { Database } from '../../db/client.js';
import type { RequestMemo } from '../../platform/request-memo.js';
import { createMerchantAccessRepo, type MemberRow } from './merchant-access.repo.js';

/** A right an owner gives an agent (an owner has them all). */
export type MerchantRight = 'manageProducts' | 'manageProfile';

/** One merchant a person acts for, with the rights that membership gives them (an owner's are all true). */
export interface MerchantMembership {
  merchantId: number;
  role: MemberRole;
  manageProducts: boolean;
  manageProfile: boolean;
}

export interface MerchantAccess {
  /** The merchants the user acts for, by merchant id, with their rights. */
  memberships(userId: number): Promise<MerchantMembership[]>;
  /** The user's membership of the merchant; undefined when they do not act for it. */
  membership(userId: number, merchantId: number): Promise<MerchantMembership | undefined>;
  /** The ids of the merchants the user acts for (with `right`, when given), ascending. */
  merchantIds(userId: number, right?: MerchantRight | 'owner'): Promise<number[]>;
  /** Whether the user acts for the merchant (with `right`, when given). */
  actsFor(userId: number, merchantId: number, right?: MerchantRight): Promise<boolean>;
  /** Everyone who acts for the merchant(s), owners and agents: ascending user ids. */
  memberIds(merchantIds: number | readonly number[]): Promise<number[]>;
  /** Each merchant's owner, by merchant id (a merchant without one is absent). */
  owners(merchantIds: readonly number[]): Promise<Map<number, number>>;
  /** Which of the users act for at least one merchant. */
  actingUsers(userIds: readonly number[]): Promise<Set<number>>;
  /**
   * The same questions read through `db`, a unit of work's transaction: inside `uow.run` only the transaction
   * may touch the database (on PGlite the pool's one connection is the transaction's).
   */
  within(db: Database): MerchantAccess;
  /**
   * Registration of a merchant (decision 027): makes the user its owner on `db`, the caller's transaction, so the
   * merchant and its first member land together or not at all.
   */
  addOwner(db: Database, merchantId: number, userId: number): Promise<void>;
}

const withRights = (row: MemberRow): MerchantMembership => ({
  merchantId: row.merchantId,
  role: row.role,
  manageProducts: row.role === 'owner' || row.manageProducts,
  manageProfile: row.role === 'owner' || row.manageProfile,
});

const has = (m: MerchantMembership, right: MerchantRight | 'owner' | undefined) =>
  right === undefined ? true : right === 'owner' ? m.role === 'owner' : m[right];

export function createMerchantAccess(db: Database, memo: RequestMemo): MerchantAccess {
  const repo = createMerchantAccessRepo(db);
  const memberships = (userId: number) =>
    memo.remember(`merchant-access:user:${userId}`, async () => (await repo.membershipsOf(userId)).map(withRights));
  const membersOf = (merchantIds: readonly number[]) => {
    const ids = [...new Set(merchantIds)].sort((a, b) => a - b);
    return memo.remember(`merchant-access:members:${ids.join(',')}`, () => repo.membersOf(ids));
  };
  const access: MerchantAccess = {
    memberships,
    async membership(userId, merchantId) {
      return (await memberships(userId)).find((m) => m.merchantId === merchantId);
    },
    async merchantIds(userId, right) {
      return (await memberships(userId)).filter((m) => has(m, right)).map((m) => m.merchantId);
    },
    async actsFor(userId, merchantId, right) {
      const member = await access.membership(userId, merchantId);
      return member !== undefined && has(member, right);
    },
    async memberIds(merchantIds) {
      const rows = await membersOf(typeof merchantIds === 'number' ? [merchantIds] : merchantIds);
      return [...new Set(rows.map((r) => r.userId))].sort((a, b) => a - b);
    },
    async owners(merchantIds) {
      const rows = await membersOf(merchantIds);
      const owners = new Map<number, number>();
      for (const row of rows)
        if (row.role === 'owner' && !owners.has(row.merchantId)) owners.set(row.merchantId, row.userId);
      return owners;
    },
    async actingUsers(userIds) {
      return new Set(await repo.actingAmong(userIds));
    },
    within: (tx) => (tx === db ? access : createMerchantAccess(tx, memo)),
    async addOwner(tx, merchantId, userId) {
      await createMerchantAccessRepo(tx).addOwner(merchantId, userId);
      memo.forget();
    },
  };
  return access;
}
