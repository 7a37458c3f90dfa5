// What every product-list tool shares: its dependencies, the checked rows of an import, ids and the copy mark.
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import type { UnitOfWork } from '../../platform/transaction.js';
import type { ProductRow, ValueRow } from './product-editor.repo.js';
import type { ProductEditorService } from './product-editor.service.js';
import type { ProductToolsRepo } from './product-tools.repo.js';

export const PRODUCT_NOT_FOUND = 'محصولی با این شناسه در فهرست محصولات شما یافت نشد.';
export const COPY_MARK = '(کپی)';
/** Ids are PostgreSQL integers: a larger number names nothing (and must never reach a query). */
const MAX_ID = 2_147_483_647;
export const isId = (n: number | undefined): n is number =>
  n !== undefined && Number.isInteger(n) && n > 0 && n <= MAX_ID;

export interface ProductToolsDeps {
  repo: ProductToolsRepo;
  editor: ProductEditorService;
  uow: UnitOfWork;
  properties: (categoryId: number) => Promise<CategoryProperty[]>;
}

export interface PreparedRow {
  productId: number | undefined;
  row: Omit<ProductRow, 'merchantId'>;
  values: ValueRow[];
  archived: boolean;
}

/** Category properties, read once per category within one call. */
export function propertyCache(ctx: ProductToolsDeps) {
  const { properties } = ctx;
  const cache = new Map<number, Promise<CategoryProperty[]>>();
  return (categoryId: number) => {
    let found = cache.get(categoryId);
    if (!found) {
      found = properties(categoryId).catch(() => []);
      cache.set(categoryId, found);
    }
    return found;
  };
}
