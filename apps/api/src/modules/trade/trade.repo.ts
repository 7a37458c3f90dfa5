// The repository of trade requests: its SQL lives in the *.repo.ts files of this folder, composed here. Built on
// the pool for reads and on a unit of work's `tx` for changes: a transition is a conditional update of the
// request's state plus its event row, in one transaction.
import type { Database } from '../../db/client.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import { createLookupsRepo } from './lookups.repo.js';
import { createQuotasRepo } from './quotas.repo.js';
import { createQuotesRepo } from './quotes.repo.js';
import { createRequestListsRepo } from './request-lists.repo.js';
import { createRequestsRepo } from './requests.repo.js';

export * from './trade-rows.js';

/** `access` is customers' `merchantAccess`: who acts for a merchant is asked there (through `db` too). */
export function createTradeRepo(db: Database, access: MerchantAccess) {
  const members = access.within(db);
  const lookups = createLookupsRepo(db);
  return {
    ...lookups,
    async memberRole(userId: number, merchantId: number): Promise<'owner' | 'agent' | null> {
      return (await members.membership(userId, merchantId))?.role ?? null;
    },
    merchantIdsOf: (userId: number) => members.merchantIds(userId),
    /** Everyone who acts for the merchant(s), its owners and agents: the audience of its requests' events. */
    memberIds: (merchantIds: number | number[]) => members.memberIds(merchantIds),
    /** The caller's confirmed merchants that supply a category (see `quotingAmong`). */
    async quotingMerchants(userId: number, categoryId: number): Promise<number[]> {
      return lookups.quotingAmong(await members.merchantIds(userId), categoryId);
    },
    ...createRequestsRepo(db),
    ...createRequestListsRepo(db),
    ...createQuotasRepo(db),
    ...createQuotesRepo(db),
  };
}

export type TradeRepo = ReturnType<typeof createTradeRepo>;
