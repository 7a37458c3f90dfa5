// Every check of the editor's body, also used by the spreadsheet import (decision 028).
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import type { BreadcrumbItem } from '@bazaar/contracts/categories';
import { tierProblems } from '@bazaar/contracts/price-tiers';
import type { FieldError } from '@bazaar/contracts/problem';
import { normalizeForSearch, normalizePersian, persianSlug } from '@bazaar/fa/normalize';
import { AppError } from '../../../shared/app-error.js';
import type { ValueRow } from '../product-editor.repo.js';
import { type EditorInput, err, type ProductEditorDeps } from '../product-editor-context.js';
import { titleContradictions } from '../title-check.js';
import { measuredValues, titleUnitsOf } from './title-values.js';
import { toValueRow } from './value-row.js';

/**
 * The PDF catalogue to store (decision 035): undefined keeps the current one, null removes it; a new one must
 * be a private PDF the caller uploaded (the files module has already checked its structure and size), so its
 * only way out is GET /supplierproducts/{id}/catalog-file, which serves a draft's to its members only.
 */
export async function catalogueToStore(
  ctx: ProductEditorDeps,
  userId: number,
  fileId: string | null | undefined,
  productId: number | undefined,
  errors: FieldError[],
): Promise<string | null | undefined> {
  const { repo, file } = ctx;
  if (fileId === undefined || fileId === null) return fileId;
  if (productId !== undefined && (await repo.catalogueOf(productId)) === fileId) return fileId;
  const stored = await file(fileId).catch(() => undefined);
  const field = 'body.catalogFileId';
  if (!stored || stored.ownerUserId !== userId)
    errors.push(err(field, 'oneOf', 'این فایل یافت نشد؛ کاتالوگ را دوباره بارگذاری کنید.'));
  else if (stored.mimeType !== 'application/pdf') errors.push(err(field, 'oneOf', 'کاتالوگ محصول باید فایل PDF باشد.'));
  else if (stored.isPublic)
    errors.push(
      err(field, 'oneOf', 'این فایل عمومی بارگذاری شده است؛ کاتالوگ را از ویرایشگر محصول دوباره بارگذاری کنید.'),
    );
  return fileId;
}

/** Every check of the editor's body; the row and values to store, or one 400 with every field's error. */
export async function prepare(
  ctx: ProductEditorDeps,
  userId: number,
  merchantId: number,
  body: EditorInput,
  productId?: number,
) {
  const { repo, properties, breadcrumb, file } = ctx;
  const errors: FieldError[] = [];
  const title = normalizePersian(body.title).trim();
  let lineage: BreadcrumbItem[] = [];
  let props: CategoryProperty[] = [];
  try {
    lineage = await breadcrumb(body.categoryId);
    props = await properties(body.categoryId);
  } catch {
    errors.push(err('body.categoryId', 'oneOf', 'دسته‌بندی انتخاب‌شده یافت نشد یا فعال نیست.'));
  }
  const leaf = lineage.at(-1);
  if (leaf && lineage.length < 2)
    errors.push(err('body.categoryId', 'oneOf', 'یک زیردسته را برگزینید، نه دستهٔ اصلی را.'));
  if (await repo.titleTaken(merchantId, title, productId))
    errors.push(err('body.title', 'taken', 'محصول دیگری از شما همین عنوان را دارد.'));
  if (body.baseProductId) {
    const base = await repo.baseProduct(body.baseProductId);
    const usable =
      base &&
      base.categoryId === body.categoryId &&
      (base.review === 'approved'
        ? base.active
        : base.proposedByMerchantId === merchantId && base.review === 'proposed');
    if (!usable) errors.push(err('body.baseProductId', 'oneOf', 'کالای پایهٔ انتخاب‌شده در این دسته‌بندی در دسترس نیست.'));
  }
  const values: ValueRow[] = [];
  const seen = new Set<number>();
  for (const [i, input] of body.values.entries()) {
    const at = `body.values.${i}`;
    const property = props.find((p) => p.id === input.propertyId);
    if (!property) {
      if (leaf) errors.push(err(`${at}.propertyId`, 'oneOf', 'این ویژگی از ویژگی‌های دستهٔ انتخاب‌شده نیست.'));
      continue;
    }
    if (seen.has(property.id)) {
      errors.push(err(`${at}.propertyId`, 'unique', `ویژگی «${property.name}» دو بار آمده است.`));
      continue;
    }
    seen.add(property.id);
    const row = toValueRow(input, property, at, errors);
    if (row) values.push(row);
  }
  // A title that says «7.5 kW» while the power is stored otherwise misleads every buyer who filters (issue 36).
  for (const c of titleContradictions(title, measuredValues(values, props), titleUnitsOf(props)))
    errors.push(err('body.title', 'contradictsValues', c.message));
  const previous = productId ? await repo.imagesOf(productId) : [];
  for (const [i, image] of body.images.entries()) {
    if (previous.includes(image.fileId)) continue;
    const stored = await file(image.fileId).catch(() => undefined);
    if (!stored || stored.ownerUserId !== userId || !stored.isPublic || !stored.mimeType.startsWith('image/'))
      errors.push(err(`body.images.${i}.fileId`, 'oneOf', 'این تصویر یافت نشد؛ آن را دوباره بارگذاری کنید.'));
  }
  const catalogFileId = await catalogueToStore(ctx, userId, body.catalogFileId, productId, errors);
  const pricing = {
    priceRials: body.priceRials,
    minOrderQuantity: body.minOrderQuantity ?? null,
    orderMultiple: body.orderMultiple ?? null,
    priceTiers: body.priceTiers,
  };
  for (const problem of tierProblems(pricing)) errors.push(err(`body.${problem.field}`, 'priceTiers', problem.message));
  if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });
  const description = normalizePersian(body.description).trim();
  const base = {
    categoryId: body.categoryId,
    categoryType: leaf?.categoryType ?? 'Product',
    categoryPath: lineage.map((c) => c.id),
    baseProductId: body.baseProductId ?? null,
    title,
    slug: persianSlug(title) || 'product',
    description,
    images: body.images.map((i) => i.fileId),
    imageAlts: body.images.map((i) => normalizePersian(i.alt ?? '').trim()),
    priceRials: body.priceRials,
    minOrderQuantity: pricing.minOrderQuantity,
    salesUnit: normalizePersian(body.salesUnit).trim(),
    priceTiers: pricing.priceTiers,
    orderMultiple: pricing.orderMultiple,
    samplePriceRials: body.samplePriceRials ?? null,
    status: body.status,
    availability: body.availability,
    model: body.model?.trim() || null,
    searchText: normalizeForSearch(`${title} ${body.model ?? ''} ${description}`),
    ...(catalogFileId !== undefined ? { catalogFileId } : {}),
    // Checked and normalised by the contract (13 Latin digits, or null to remove it); absent: left as it is.
    ...(body.taxCode !== undefined ? { taxCode: typeof body.taxCode === 'string' ? body.taxCode : null } : {}),
  };
  return { row: base, values };
}
