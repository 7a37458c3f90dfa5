// A direct order's content, checked and turned into rows (for creating and for editing one).
import { type directOrderInputSchema, TRADE_DOCUMENT_TYPES } from '@bazaar/contracts/trade-orders';
import { normalizePersian } from '@bazaar/fa/normalize';
import type { z } from 'zod';
import { AppError } from '../../../shared/app-error.js';
import { DAY_MS, fieldError, type TradeContext } from '../trade-context.js';
import { linePrice, orderQuantityErrors } from './line-price.js';

/**
 * Checks a direct order's content and turns it into rows (products, units, address, files). `kept`: when editing,
 * the draft's current lines (a line left as it was keeps the quantity rule it was written under, decision 052).
 */
export async function prepareOrder(
  ctx: TradeContext,
  userId: number,
  input: z.output<typeof directOrderInputSchema>,
  kept: readonly { productId: number | null; quantity: number }[] = [],
) {
  const products = await ctx.repo.products([...new Set(input.items.map((i) => i.productId))]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const errors: ReturnType<typeof fieldError>[] = [];
  input.items.forEach((item, i) => {
    const product = byId.get(item.productId);
    if (!product) errors.push(fieldError(`body.items.${i}.productId`, 'notFound', 'این کالا منتشر نشده یا یافت نشد.'));
    else if (normalizePersian(item.unit) !== normalizePersian(product.salesUnit))
      errors.push(
        fieldError(
          `body.items.${i}.unit`,
          'oneOf',
          `واحد این کالا «${product.salesUnit}» است؛ مقدار را با آن بنویسید.`,
        ),
      );
  });
  if (errors.length) throw new AppError('TRADE_PRODUCT_NOT_AVAILABLE', { errors });
  const quantityErrors = orderQuantityErrors(input, byId, kept);
  if (quantityErrors.length) throw new AppError('VALIDATION_FAILED', { errors: quantityErrors });
  const merchantIds = new Set(products.map((p) => p.merchantId));
  if (merchantIds.size !== 1) throw new AppError('TRADE_ONE_SUPPLIER_PER_REQUEST');
  const [merchantId] = [...merchantIds] as [number];
  if (await ctx.repo.memberRole(userId, merchantId)) throw new AppError('TRADE_OWN_PRODUCT');

  let deliveryAddress = null;
  if (input.deliveryAddressId) {
    deliveryAddress = (await ctx.repo.address(userId, input.deliveryAddressId)) ?? null;
    if (!deliveryAddress)
      throw new AppError('NOT_FOUND', {
        detail: 'این نشانی در دفترچهٔ نشانی شما یافت نشد.',
        errors: [fieldError('body.deliveryAddressId', 'notFound', 'این نشانی در دفترچهٔ نشانی شما یافت نشد.')],
      });
  }
  if (input.requestedDeliveryDate) {
    const day = new Date(`${input.requestedDeliveryDate}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.getTime() < ctx.now().getTime() - DAY_MS)
      throw new AppError('VALIDATION_FAILED', {
        errors: [fieldError('body.requestedDeliveryDate', 'date', 'تاریخ تحویل باید امروز یا پس از آن باشد.')],
      });
  }
  const files = await ctx.repo.ownFiles(
    userId,
    input.documents.map((d) => d.fileId),
  );
  const fileNames = new Map(files.map((f) => [f.id, f.fileName]));
  const docErrors: ReturnType<typeof fieldError>[] = [];
  input.documents.forEach((d, i) => {
    if (!fileNames.has(d.fileId))
      docErrors.push(fieldError(`body.documents.${i}.fileId`, 'notFound', 'این فایل در فایل‌های شما یافت نشد.'));
    if (!TRADE_DOCUMENT_TYPES.some((t) => t.id === d.documentTypeId))
      docErrors.push(fieldError(`body.documents.${i}.documentTypeId`, 'oneOf', 'نوع مدرک را از فهرست برگزینید.'));
  });
  if (docErrors.length) throw new AppError('VALIDATION_FAILED', { errors: docErrors });

  return {
    merchantId,
    fields: {
      kind: input.kind,
      requestedDeliveryDate: input.requestedDeliveryDate ?? null,
      deliveryAddress,
      paymentTerms: input.paymentTerms,
      description: normalizePersian(input.description),
    },
    items: input.items.map((item) => ({
      productId: item.productId,
      productTitle: byId.get(item.productId)?.title ?? '',
      quantity: item.quantity,
      unit: byId.get(item.productId)?.salesUnit ?? item.unit,
      targetPriceRials: item.targetPriceRials ?? null,
      unitPriceRials: null,
      tierPriceRials: linePrice(input.kind, byId.get(item.productId), item.quantity),
    })),
    documents: [
      ...new Map(
        input.documents.map((d) => [
          d.fileId,
          { fileId: d.fileId, fileName: fileNames.get(d.fileId) ?? '', documentTypeId: d.documentTypeId },
        ]),
      ).values(),
    ],
  };
}
