// What every use case of customers shares: its dependencies (the repository on the pool, the unit of work whose
// transaction a change that must land together runs in, identity's users, the addresses service) and who calls.
import type { Database } from '../../db/client.js';
import type { RequestMemo } from '../../platform/request-memo.js';
import type { UnitOfWork } from '../../platform/transaction.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import type { AccessClaims } from '../identity/tokens.js';
import { type CustomersRepo, type CustomerUsers, createCustomersRepo } from './customers.repo.js';

export interface CustomersDeps {
  /** The repository on the pool, for reads and single-statement changes. */
  repo: CustomersRepo;
  uow: UnitOfWork;
  /** Users belong to identity: creating or renaming one goes through its repository. */
  people: CustomerUsers;
  addresses: AddressesService;
  /** This request's answers of `merchantAccess`, forgotten after a change of a team. */
  memo: Pick<RequestMemo, 'forget'>;
}

/** The context of every use case: the dependencies, one per service. */
export type CustomersContext = CustomersDeps;

export type Caller = Pick<AccessClaims, 'sub' | 'roles'>;

/** The repository on a unit of work's transaction. */
export const repoOn = (ctx: CustomersContext, tx: Database): CustomersRepo => createCustomersRepo(tx, ctx.people);
