import { stringify } from 'csv-stringify/sync';
import { AppError } from '../../../shared/app-error.js';
import { CSV_COLUMNS, type CsvColumn, toCsvRecord } from '../product-csv.js';
import { type ProductToolsDeps, propertyCache } from '../product-tools-context.js';

/** The merchant's products as CSV text, starting with the UTF-8 byte-order mark Excel needs for Persian. */
export async function exportCsv(ctx: ProductToolsDeps, userId: number, merchantId: number): Promise<string> {
  const { repo, editor } = ctx;
  await editor.merchantMember(userId, merchantId);
  const propsOf = propertyCache(ctx);
  const records: Record<CsvColumn, string>[] = [];
  for (const id of await repo.idsOf(merchantId)) {
    const product = await editor.editableProduct(id);
    records.push(toCsvRecord(product, await propsOf(product.categoryId)));
  }
  return `\uFEFF${stringify(records, { header: true, columns: [...CSV_COLUMNS], record_delimiter: '\r\n' })}`;
}

export async function productsSummary(ctx: ProductToolsDeps, userId: number, merchantId: number) {
  const { repo, editor } = ctx;
  await editor.merchantMember(userId, merchantId);
  const found = await repo.summary(merchantId);
  if (!found) throw new AppError('CATALOG_NOT_A_SUPPLIER');
  return found;
}
