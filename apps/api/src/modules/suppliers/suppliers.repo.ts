// Supplier data access. Every public query goes through `publicMerchant`, so a pending or suspended
// merchant can never leak into a listing, a page, a delegation or a sale setting.
// Its SQL lives in the *.repo.ts files of this folder, composed here with the same methods.
import type { Database } from '../../db/client.js';
import { createDelegationsRepo } from './delegations.repo.js';
import { createSupplierListRepo } from './supplier-list.repo.js';
import { createSupplierPageRepo } from './supplier-page.repo.js';

export type { SupplierFilter, SupplierSort } from './supplier-list.repo.js';
export { excerptOf } from './supplier-summary.repo.js';

export function createSuppliersRepo(db: Database) {
  return {
    ...createSupplierListRepo(db),
    ...createSupplierPageRepo(db),
    ...createDelegationsRepo(db),
  };
}

export type SuppliersRepo = ReturnType<typeof createSuppliersRepo>;
