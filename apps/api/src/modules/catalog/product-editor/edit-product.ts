import { AppError, notFound } from '../../../shared/app-error.js';
import { createProductEditorRepo, isReferenced } from '../product-editor.repo.js';
import {
  CATALOGUE_NOT_FOUND,
  type EditorInput,
  editable,
  merchantMember,
  type ProductEditorDeps,
  productMember,
  productMembership,
} from '../product-editor-context.js';
import { prepare } from './prepare-product.js';

export async function editableOfMember(ctx: ProductEditorDeps, userId: number, id: number) {
  await productMember(ctx, userId, id);
  return editable(ctx, id);
}

export async function createProduct(
  ctx: ProductEditorDeps,
  userId: number,
  body: EditorInput & { merchantId: number },
) {
  const { uow } = ctx;
  await merchantMember(ctx, userId, body.merchantId);
  const { row, values } = await prepare(ctx, userId, body.merchantId, body);
  const id = await uow.run(async (tx, emit) => {
    const created = await createProductEditorRepo(tx).insert({ ...row, merchantId: body.merchantId }, values);
    await emit('catalog.product.changed', { productIds: [created] });
    return created;
  });
  return editable(ctx, id);
}

export async function updateProduct(ctx: ProductEditorDeps, userId: number, id: number, body: EditorInput) {
  const { uow } = ctx;
  const member = await productMember(ctx, userId, id);
  const { row, values } = await prepare(ctx, userId, member.merchantId, body, id);
  await uow.run(async (tx, emit) => {
    await createProductEditorRepo(tx).update(id, row, values);
    await emit('catalog.product.changed', { productIds: [id] });
  });
  return editable(ctx, id);
}

export async function setProductStatus(
  ctx: ProductEditorDeps,
  userId: number,
  id: number,
  status: 'draft' | 'published' | 'archived',
) {
  const { uow } = ctx;
  await productMember(ctx, userId, id);
  await uow.run(async (tx, emit) => {
    await createProductEditorRepo(tx).setStatus(id, status);
    await emit('catalog.product.changed', { productIds: [id] });
  });
  return editable(ctx, id);
}

export async function removeProduct(ctx: ProductEditorDeps, userId: number, id: number) {
  const { uow } = ctx;
  await productMember(ctx, userId, id);
  try {
    await uow.run(async (tx, emit) => {
      await createProductEditorRepo(tx).remove(id);
      await emit('catalog.product.changed', { productIds: [id] });
    });
  } catch (error) {
    if (!isReferenced(error)) throw error;
    throw new AppError('CONFLICT', {
      detail: 'این محصول در سفارش‌ها یا گفت‌وگوها به کار رفته است و حذف نمی‌شود؛ آن را بایگانی کنید.',
      cause: error,
    });
  }
}

/**
 * The file id of a product's PDF catalogue for a download: anyone's while the product is public, its
 * merchant's members' (any right) otherwise; 404 to everyone else and for a product without one.
 */
export async function catalogueFile(ctx: ProductEditorDeps, userId: number | undefined, id: number): Promise<string> {
  const { repo, isPublicProduct } = ctx;
  const fileId = await repo.catalogueOf(id);
  if (!fileId) throw notFound(CATALOGUE_NOT_FOUND);
  if (await isPublicProduct(id)) return fileId;
  if (userId !== undefined && (await productMembership(ctx, userId, id))) return fileId;
  throw notFound(CATALOGUE_NOT_FOUND);
}

export async function baseProductChoices(
  ctx: ProductEditorDeps,
  userId: number,
  merchantId: number,
  categoryId: number,
) {
  const { repo } = ctx;
  await merchantMember(ctx, userId, merchantId);
  return repo.choices(merchantId, categoryId);
}
