import { BULK_EDIT_MAX_MATCHES, type bulkEditBodySchema } from '@bazaar/contracts/product-tools';
import { persianSlug } from '@bazaar/fa/normalize';
import type { z } from 'zod';
import { AppError, notFound } from '../../../shared/app-error.js';
import { searchPatterns } from '../../../shared/search.js';
import { createProductToolsRepo } from '../product-tools.repo.js';
import { COPY_MARK, PRODUCT_NOT_FOUND, type ProductToolsDeps } from '../product-tools-context.js';

export async function bulkEdit(ctx: ProductToolsDeps, userId: number, body: z.output<typeof bulkEditBodySchema>) {
  const { repo, editor, uow } = ctx;
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
    ids = await repo.matchingIds(body.merchantId, { patterns: searchPatterns(q), ...filter }, BULK_EDIT_MAX_MATCHES);
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
  // A tiered listing's first tier is its price (decision 045): a new price moves it; «استعلام قیمت» would leave
  // tiers without a price, so it is refused for tiered listings rather than dropping their tiers silently.
  if (body.priceRials === null) {
    const tiered = await repo.tieredIds(ids);
    if (tiered.length)
      throw new AppError('VALIDATION_FAILED', {
        errors: [
          {
            field: 'body.priceRials',
            code: 'priceTiers',
            message: `${tiered.length.toLocaleString('fa-IR')} محصول از این‌ها قیمت پلکانی دارد؛ «استعلام قیمت» برای آن‌ها پذیرفته نیست. نخست پله‌هایشان را در ویرایشگر بردارید.`,
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
}

export async function duplicateProduct(ctx: ProductToolsDeps, userId: number, id: number) {
  const { repo, editor, uow } = ctx;
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
}
