// One row of an imported spreadsheet checked as the editor checks its form (decision 028).
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import { type EditableProduct, productEditorBodySchema } from '@bazaar/contracts/product-editor';
import type { ImportRowError } from '@bazaar/contracts/product-tools';
import type { z } from 'zod';
import { AppError } from '../../../shared/app-error.js';
import { readQuantityPricing } from '../price-tiers-csv.js';
import {
  type CsvColumn,
  type CsvRecord,
  columnOfField,
  readAvailability,
  readNumber,
  readProperties,
  readStatus,
  readYesNo,
  rowError,
  unescapeCell,
} from '../product-csv.js';
import type { EditorInput } from '../product-editor.service.js';
import { isId, PRODUCT_NOT_FOUND, type PreparedRow, type ProductToolsDeps } from '../product-tools-context.js';

/** One row of the file checked as the editor checks its form; errors are pushed per column. */
export async function checkRow(
  ctx: ProductToolsDeps,
  userId: number,
  merchantId: number,
  record: CsvRecord,
  line: number,
  header: Set<string>,
  propsOf: (categoryId: number) => Promise<CategoryProperty[]>,
  errors: ImportRowError[],
): Promise<PreparedRow | undefined> {
  const { repo, editor } = ctx;
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

  const quantityPricing = readQuantityPricing(cell, existing, report);

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
    taxCode: cell('tax_code') ?? existing?.taxCode ?? null,
    description: cell('description') ?? existing?.description ?? '',
    priceRials,
    minOrderQuantity,
    ...quantityPricing,
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

/** A Persian message for a contract rule a cell broke. */
export function contractMessage(column: CsvColumn, issue: z.core.$ZodIssue): string {
  const label = rowError(0, column, '').column;
  if (issue.code === 'too_small' && issue.origin === 'string') return `ستون «${label}» را پر کنید.`;
  if (issue.code === 'too_big') return `مقدار ستون «${label}» بیش از اندازه است.`;
  if (column === 'model') return 'مدل را با حروف و رقم‌های لاتین بنویسید.';
  if (column === 'tax_code') return 'شناسه کالا/خدمت باید ۱۳ رقم باشد (فقط رقم).';
  return `مقدار ستون «${label}» پذیرفته نیست.`;
}
