// The supplier's product-list tools (decision 028): bulk edit over chosen rows or a filter, duplicate, the
// spreadsheet export (UTF-8 with BOM) and import (checked row by row with the product editor's own rules, then
// applied all together or not at all), and the counts of the workspace's dashboard. Who may act is the editor's
// rule (decision 027): the merchant's owner, or an agent with the product right; a product of another merchant
// answers 404 for the whole request. Every changed product emits its own `catalog.product.changed`.
// The service the routes call, one line per use case; each use case is a plain function in its own file of
// product-tools/, taking the tools' dependencies (decision 037).
import type { bulkEditBodySchema } from '@bazaar/contracts/product-tools';
import type { z } from 'zod';
import { bulkEdit, duplicateProduct } from './product-tools/bulk-edit.js';
import { exportCsv, productsSummary } from './product-tools/export-csv.js';
import { importCsv } from './product-tools/import-csv.js';
import type { ProductToolsDeps } from './product-tools-context.js';

export type { ProductToolsDeps } from './product-tools-context.js';

export function createProductToolsService(deps: ProductToolsDeps) {
  return {
    bulkEdit: (userId: number, body: z.output<typeof bulkEditBodySchema>) => bulkEdit(deps, userId, body),
    duplicate: (userId: number, id: number) => duplicateProduct(deps, userId, id),
    exportCsv: (userId: number, merchantId: number) => exportCsv(deps, userId, merchantId),
    importCsv: (userId: number, body: { merchantId: number; csv: string; apply: boolean }) =>
      importCsv(deps, userId, body),
    summary: (userId: number, merchantId: number) => productsSummary(deps, userId, merchantId),
  };
}

export type ProductToolsService = ReturnType<typeof createProductToolsService>;
