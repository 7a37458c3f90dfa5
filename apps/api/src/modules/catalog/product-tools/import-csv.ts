import { IMPORT_LIMITS, type ImportReport, type ImportRowError } from '@bazaar/contracts/product-tools';
import { normalizePersian } from '@bazaar/fa/normalize';
import { parse } from 'csv-parse/sync';
import { type CsvRecord, rowError } from '../product-csv.js';
import { createProductEditorRepo } from '../product-editor.repo.js';
import { type PreparedRow, type ProductToolsDeps, propertyCache } from '../product-tools-context.js';
import { checkRow } from './import-row.js';

export async function importCsv(
  ctx: ProductToolsDeps,
  userId: number,
  body: { merchantId: number; csv: string; apply: boolean },
): Promise<ImportReport> {
  const { editor, uow } = ctx;
  await editor.merchantMember(userId, body.merchantId);
  const errors: ImportRowError[] = [];
  const report = (partial: Partial<ImportReport>): ImportReport => ({
    applied: false,
    rows: 0,
    creates: 0,
    updates: 0,
    errors,
    ...partial,
  });
  let records: { record: CsvRecord; info: { lines: number } }[];
  try {
    records = parse(body.csv, {
      bom: true,
      columns: (names: string[]) => names.map((n) => n.trim().toLowerCase()),
      skip_empty_lines: true,
      info: true,
      to_line: IMPORT_LIMITS.rows + 2,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    errors.push({
      row: line,
      column: '',
      message: 'پرونده را نمی‌توان خواند؛ آن را با قالب CSV (UTF-8) ذخیره کنید.',
    });
    return report({});
  }
  const header = new Set(Object.keys(records[0]?.record ?? {}));
  if (records.length > IMPORT_LIMITS.rows) {
    errors.push({
      row: IMPORT_LIMITS.rows + 2,
      column: '',
      message: `هر پرونده حداکثر ${IMPORT_LIMITS.rows.toLocaleString('fa-IR')} ردیف دارد؛ آن را چند بخش کنید.`,
    });
    return report({ rows: records.length });
  }
  if (!records.length || !header.has('title')) {
    errors.push({ row: 1, column: '', message: 'سطر اول باید نام ستون‌ها باشد (دست‌کم title و category_id).' });
    return report({});
  }
  const propsOf = propertyCache(ctx);
  const prepared: PreparedRow[] = [];
  const seenTitles = new Map<string, number>();
  const seenIds = new Set<number>();
  for (const { record, info } of records) {
    const line = info.lines;
    const row = await checkRow(ctx, userId, body.merchantId, record, line, header, propsOf, errors);
    if (!row) continue;
    const title = normalizePersian(row.row.title);
    const earlier = seenTitles.get(title);
    if (earlier !== undefined) {
      errors.push(rowError(line, 'title', `همین عنوان در سطر ${earlier.toLocaleString('fa-IR')} هم آمده است.`));
      continue;
    }
    seenTitles.set(title, line);
    if (row.productId !== undefined) {
      if (seenIds.has(row.productId)) {
        errors.push(rowError(line, 'id', 'این محصول در سطر دیگری از همین پرونده هم آمده است.'));
        continue;
      }
      seenIds.add(row.productId);
    }
    prepared.push(row);
  }
  errors.sort((a, b) => a.row - b.row);
  const creates = prepared.filter((r) => r.productId === undefined).length;
  const summary = { rows: records.length, creates, updates: prepared.length - creates };
  if (!body.apply || errors.length) return report(summary);
  await uow.run(async (tx, emit) => {
    const txRepo = createProductEditorRepo(tx);
    for (const { productId, row, values, archived } of prepared) {
      const status = archived ? ('archived' as const) : row.status;
      let id = productId;
      if (id === undefined) id = await txRepo.insert({ ...row, status, merchantId: body.merchantId }, values);
      else await txRepo.update(id, { ...row, status }, values);
      await emit('catalog.product.changed', { productIds: [id] });
    }
  });
  return report({ ...summary, applied: true });
}
