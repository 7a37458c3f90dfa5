// The product editor's reads and writes (decision 027): a merchant's products with their property values and
// images, and base products proposed by suppliers. Who acts for a merchant is customers' `merchantAccess`. `supplier_products.facets` is kept by the database's triggers from the values.
// Its SQL lives in editable-products.repo.ts and base-products.repo.ts, composed here.
import type { Database } from '../../db/client.js';
import { createBaseProductsRepo } from './base-products.repo.js';
import { createEditableProductsRepo } from './editable-products.repo.js';

export * from './product-editor-rows.js';

export function createProductEditorRepo(db: Database) {
  return { ...createEditableProductsRepo(db), ...createBaseProductsRepo(db) };
}

export type ProductEditorRepo = ReturnType<typeof createProductEditorRepo>;
