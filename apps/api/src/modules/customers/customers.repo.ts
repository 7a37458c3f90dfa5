// Customers' data access: people (staff's list, naming a customer), a merchant's team and the agents'
// invitations. Its SQL lives in the *.repo.ts files of this folder, composed here with the same methods; built
// on the pool for reads and single statements, on a unit of work's transaction for changes that land together.
// Who acts for a merchant, for the other modules, is merchant-access.repo.ts behind `merchantAccess`.
import type { Database } from '../../db/client.js';
import { createInvitationsRepo } from './invitations.repo.js';
import { type CustomerUsers, createPeopleRepo } from './people.repo.js';
import { createTeamRepo } from './team.repo.js';

export type { CustomerRow, CustomerUsers } from './people.repo.js';

export function createCustomersRepo(db: Database, people: CustomerUsers) {
  return { ...createPeopleRepo(db, people), ...createTeamRepo(db), ...createInvitationsRepo(db) };
}
export type CustomersRepo = ReturnType<typeof createCustomersRepo>;
