// The supplier's product-list tools (decision 028): bulk edit over chosen rows or a filter, duplicate, the
// spreadsheet export (UTF-8 with BOM) and import (checked row by row with the product editor's own rules, then
// applied all together or not at all), and the counts of the workspace's dashboard. Who may act is the editor's
// rule (decision 027): the merchant's owner, or an agent with the product right; a product of another merchant
// answers 404 for the whole request. Every changed product emits its own `catalog.product.changed`.
import type { CategoryProperty } from '@bazaar/contracts/catalog';
import {
  BULK_EDIT_MAX_MATCHES,
  type bulkEditBodySchema,
  type EditableProduct,
  IMPORT_LIMITS,
  type ImportReport,
  type ImportRowError,
  productEditorBodySchema,
} from '@bazaar/contracts/supplier-workspace';
import { normalizePersian, persianSlug } from '@bazaar/fa/normalize';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import type { UnitOfWork } from '../../platform/transaction.js';
import { AppError, notFound } from '../../shared/app-error.js';
import { searchPatterns } from '../../shared/search.js';
import {
  CSV_COLUMNS,
  type CsvColumn,
  type CsvRecord,
  columnOfField,
  readAvailability,
  readNumber,
  readProperties,
  readStatus,
  readYesNo,
  rowError,
  toCsvRecord,
  unescapeCell,
} from './product-csv.js';
import { createProductEditorRepo, type ProductRow, type ValueRow } from './product-editor.repo.js';
import type { EditorInput, ProductEditorService } from './product-editor.service.js';
import { createProductToolsRepo, type ProductToolsRepo } from './product-tools.repo.js';

const PRODUCT_NOT_FOUND = 'محصولی با این شناسه در فهرست محصولات شما یافت نشد.';
const COPY_MARK = '(کپی)';
/** Ids are PostgreSQL integers: a larger number names nothing (and must never reach a query). */
const MAX_ID = 2_147_483_647;
const isId = (n: number | undefined): n is number => n !== undefined && Number.isInteger(n) && n > 0 && n <= MAX_ID;

export interface ProductToolsDeps {
  repo: ProductToolsRepo;
  editor: ProductEditorService;
  uow: UnitOfWork;
  properties: (categoryId: number) => Promise<CategoryProperty[]>;
}

interface PreparedRow {
  productId: number | undefined;
  row: Omit<ProductRow, 'merchantId'>;
  values: ValueRow[];
  archived: boolean;
}

export function createProductToolsService({ repo, editor, uow, properties }: ProductToolsDeps) {
  /** Category properties, read once per category within one call. */
  function propertyCache() {
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

  /** One row of the file checked as the editor checks its form; errors are pushed per column. */
  async function checkRow(
    userId: number,
    merchantId: number,
    record: CsvRecord,
    line: number,
    header: Set<string>,
    propsOf: (categoryId: number) => Promise<CategoryProperty[]>,
    errors: ImportRowError[],
  ): Promise<PreparedRow | undefined> {
    const before = errors.length;
    const report = (column: CsvColumn, message: string) => errors.push(rowError(line, column, message));
    // A cell the export escaped against formula injection comes back without its added quote.
    const cell = (column: CsvColumn) => (header.has(column) ? unescapeCell((record[column] ?? '').trim()) : undefined);

    // Which product: an id of the merchant's, else a model code it already uses, else a new one.
    let productId: number | undefined;
    const idText = cell('id');
    if (idText) {
      const id = readNumber(idText);
      if (!isId(id)) report('id', 'شناسه باید عدد صحیح مثبت باشد.');
      else if ((await repo.merchantOf(id)) !== merchantId) report('id', PRODUCT_NOT_FOUND);
      else productId = id;
      // A row naming no product of the merchant is not checked further: its other errors would mislead.
      if (productId === undefined) return undefined;
    } else {
      const model = cell('model');
      if (model) productId = await repo.findByModel(merchantId, model);
    }
    const existing: EditableProduct | undefined = productId ? await editor.editableProduct(productId) : undefined;

    const title = cell('title') ?? existing?.title ?? '';
    const categoryText = cell('category_id');
    let categoryId = existing?.categoryId ?? 0;
    if (categoryText !== undefined) {
      const n = readNumber(categoryText);
      if (!categoryText) report('category_id', 'شناسهٔ دسته‌بندی را وارد کنید.');
      else if (!isId(n)) report('category_id', 'شناسهٔ دسته‌بندی باید عدد صحیح باشد.');
      else categoryId = n;
    } else if (!existing) report('category_id', 'شناسهٔ دسته‌بندی را وارد کنید.');

    let priceRials: number | null | undefined = existing?.priceRials;
    const onRequest = cell('price_on_request');
    const askPrice = onRequest === undefined ? undefined : readYesNo(onRequest);
    if (onRequest !== undefined && askPrice === undefined)
      report('price_on_request', 'در ستون استعلام قیمت «بله» یا «خیر» بنویسید.');
    const priceText = cell('price_rials');
    if (askPrice) priceRials = null;
    else if (priceText !== undefined) {
      const n = readNumber(priceText);
      if (!priceText) report('price_rials', 'قیمت را به ریال وارد کنید یا در ستون استعلام قیمت «بله» بنویسید.');
      else if (n === undefined || !Number.isInteger(n) || n <= 0)
        report('price_rials', `قیمت «${priceText}» پذیرفته نیست؛ عددی صحیح و مثبت به ریال بنویسید.`);
      else priceRials = n;
    } else if (priceRials === undefined) priceRials = null;

    let minOrderQuantity = existing?.minOrderQuantity ?? null;
    const moqText = cell('min_order_quantity');
    if (moqText !== undefined) {
      const n = moqText ? readNumber(moqText) : null;
      if (n === undefined || (n !== null && n <= 0))
        report('min_order_quantity', 'حداقل سفارش باید عددی بزرگ‌تر از صفر باشد.');
      else minOrderQuantity = n;
    }

    let availability = existing?.availability ?? 'in_stock';
    const availabilityText = cell('availability');
    if (availabilityText) {
      const found = readAvailability(availabilityText);
      if (!found) report('availability', 'موجودی یکی از «موجود»، «ناموجود» یا «سفارشی» است.');
      else availability = found;
    }

    let status = existing?.status ?? 'draft';
    const statusText = cell('status');
    if (statusText) {
      const found = readStatus(statusText);
      if (!found) report('status', 'وضعیت یکی از «منتشرشده»، «پیش‌نویس» یا «بایگانی» است.');
      else status = found;
    }

    const props = categoryId ? await propsOf(categoryId) : [];
    const propertiesText = cell('properties');
    const values =
      propertiesText !== undefined
        ? readProperties(propertiesText, props, (message) => report('properties', message))
        : (existing?.values ?? []).map(({ type: _type, ...v }) => v);

    const body = {
      categoryId,
      baseProductId: existing && existing.categoryId === categoryId ? existing.baseProductId : null,
      title,
      model: cell('model') ?? existing?.model ?? null,
      description: cell('description') ?? existing?.description ?? '',
      priceRials,
      minOrderQuantity,
      salesUnit: cell('sales_unit') ?? existing?.salesUnit ?? '',
      availability,
      images: existing?.images.map(({ fileId, alt }) => ({ fileId, alt })) ?? [],
      values,
      status: status === 'published' ? 'published' : 'draft',
    };
    const parsed = productEditorBodySchema.omit({ merchantId: true }).safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = columnOfField(String(issue.path[0] ?? ''));
        if (errors.some((e) => e.row === line && e.column === rowError(line, column, '').column)) continue;
        report(column, contractMessage(column, issue));
      }
    }
    if (errors.length > before || !parsed.success) return undefined;
    try {
      const prepared = await editor.prepare(userId, merchantId, parsed.data as EditorInput, productId);
      return { productId, ...prepared, archived: status === 'archived' };
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
      for (const fieldError of error.errors ?? []) report(columnOfField(fieldError.field), fieldError.message);
      return undefined;
    }
  }

  return {
    async bulkEdit(userId: number, body: z.output<typeof bulkEditBodySchema>) {
      await editor.merchantMember(userId, body.merchantId);
      let ids: number[];
      if (body.ids) {
        const unique = [...new Set(body.ids)];
        const owned = await repo.ownedIds(body.merchantId, unique);
        // One row that is not the merchant's refuses the whole request, as a missing object would.
        if (owned.length !== unique.length) throw notFound(PRODUCT_NOT_FOUND);
        ids = unique;
      } else {
        const { q, ...filter } = body.filter ?? {};
        ids = await repo.matchingIds(
          body.merchantId,
          { patterns: searchPatterns(q), ...filter },
          BULK_EDIT_MAX_MATCHES,
        );
        if (ids.length > BULK_EDIT_MAX_MATCHES)
          throw new AppError('VALIDATION_FAILED', {
            errors: [
              {
                field: 'body.filter',
                code: 'tooBig',
                message: `بیش از ${BULK_EDIT_MAX_MATCHES.toLocaleString('fa-IR')} محصول با این فیلتر جور است؛ فیلتر را تنگ‌تر کنید.`,
              },
            ],
          });
      }
      const change = {
        ...(body.priceRials !== undefined ? { priceRials: body.priceRials } : {}),
        ...(body.availability ? { availability: body.availability } : {}),
        ...(body.status ? { status: body.status } : {}),
      };
      await uow.run(async (tx, emit) => {
        await createProductToolsRepo(tx).bulkSet(ids, change);
        for (const id of ids) await emit('catalog.product.changed', { productIds: [id] });
      });
      return { changed: ids.length, ids };
    },

    async duplicate(userId: number, id: number) {
      const member = await editor.productMember(userId, id);
      const source = await editor.editableProduct(id);
      const titles = await repo.titlesOf(member.merchantId);
      // Titles are stored normalised (Latin digits), as the editor stores them; pages show Persian digits.
      const base = source.title.replace(/\s*\(کپی(?:\s*\d+)?\)$/, '');
      let title = `${base} ${COPY_MARK}`;
      for (let n = 2; titles.has(title); n += 1) title = `${base} (کپی ${n})`;
      const copy = await uow.run(async (tx, emit) => {
        const created = await createProductToolsRepo(tx).duplicate(id, title, persianSlug(title) || 'product');
        await emit('catalog.product.changed', { productIds: [created] });
        return created;
      });
      return editor.editableProduct(copy);
    },

    /** The merchant's products as CSV text, starting with the UTF-8 byte-order mark Excel needs for Persian. */
    async exportCsv(userId: number, merchantId: number): Promise<string> {
      await editor.merchantMember(userId, merchantId);
      const propsOf = propertyCache();
      const records: Record<CsvColumn, string>[] = [];
      for (const id of await repo.idsOf(merchantId)) {
        const product = await editor.editableProduct(id);
        records.push(toCsvRecord(product, await propsOf(product.categoryId)));
      }
      return `\uFEFF${stringify(records, { header: true, columns: [...CSV_COLUMNS], record_delimiter: '\r\n' })}`;
    },

    async importCsv(userId: number, body: { merchantId: number; csv: string; apply: boolean }): Promise<ImportReport> {
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
      const propsOf = propertyCache();
      const prepared: PreparedRow[] = [];
      const seenTitles = new Map<string, number>();
      const seenIds = new Set<number>();
      for (const { record, info } of records) {
        const line = info.lines;
        const row = await checkRow(userId, body.merchantId, record, line, header, propsOf, errors);
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
    },

    async summary(userId: number, merchantId: number) {
      await editor.merchantMember(userId, merchantId);
      const found = await repo.summary(merchantId);
      if (!found) throw new AppError('CATALOG_NOT_A_SUPPLIER');
      return found;
    },
  };
}

/** A Persian message for a contract rule a cell broke. */
function contractMessage(column: CsvColumn, issue: z.core.$ZodIssue): string {
  const label = rowError(0, column, '').column;
  if (issue.code === 'too_small' && issue.origin === 'string') return `ستون «${label}» را پر کنید.`;
  if (issue.code === 'too_big') return `مقدار ستون «${label}» بیش از اندازه است.`;
  if (column === 'model') return 'مدل را با حروف و رقم‌های لاتین بنویسید.';
  return `مقدار ستون «${label}» پذیرفته نیست.`;
}

export type ProductToolsService = ReturnType<typeof createProductToolsService>;
