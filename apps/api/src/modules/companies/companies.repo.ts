// The companies module's repository (decision 044): members, orders, budgets and rules composed on one database
// handle, the pool for reads or a unit of work's transaction.
import type { Database } from '../../db/client.js';
import { createBudgetsRepo } from './budgets.repo.js';
import { createMembersRepo } from './members.repo.js';
import { createOrdersRepo } from './orders.repo.js';
import { createRulesRepo } from './rules.repo.js';

export function createCompaniesRepo(db: Database) {
  return { ...createMembersRepo(db), ...createOrdersRepo(db), ...createBudgetsRepo(db), ...createRulesRepo(db) };
}
export type CompaniesRepo = ReturnType<typeof createCompaniesRepo>;
