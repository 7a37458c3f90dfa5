// The repository of trade requests: its SQL lives in the *.repo.ts files of this folder, composed here. Built on
// the pool for reads and on a unit of work's `tx` for changes: a transition is a conditional update of the
// request's state plus its event row, in one transaction.
import type { Database } from '../../db/client.js';
import { createLookupsRepo } from './lookups.repo.js';
import { createQuotasRepo } from './quotas.repo.js';
import { createQuotesRepo } from './quotes.repo.js';
import { createRequestListsRepo } from './request-lists.repo.js';
import { createRequestsRepo } from './requests.repo.js';

export * from './trade-rows.js';

export function createTradeRepo(db: Database) {
  return {
    ...createLookupsRepo(db),
    ...createRequestsRepo(db),
    ...createRequestListsRepo(db),
    ...createQuotasRepo(db),
    ...createQuotesRepo(db),
  };
}

export type TradeRepo = ReturnType<typeof createTradeRepo>;
