import type { BaseProductProposalBody } from '@bazaar/contracts/base-product-proposals';
import type { FieldError } from '@bazaar/contracts/problem';
import { normalizePersian, persianSlug } from '@bazaar/fa/normalize';
import { recordStaffAction } from '../../../platform/audit/audit-log.js';
import { AppError, notFound } from '../../../shared/app-error.js';
import { createProductEditorRepo } from '../product-editor.repo.js';
import { err, merchantMember, PROPOSAL_NOT_FOUND, type ProductEditorDeps } from '../product-editor-context.js';

export async function proposeBaseProduct(
  ctx: ProductEditorDeps,
  userId: number,
  body: BaseProductProposalBody & { description: string },
) {
  const { repo, breadcrumb } = ctx;
  await merchantMember(ctx, userId, body.merchantId);
  const name = normalizePersian(body.name).trim();
  const errors: FieldError[] = [];
  try {
    const lineage = await breadcrumb(body.categoryId);
    if (lineage.length < 2) errors.push(err('body.categoryId', 'oneOf', 'یک زیردسته را برگزینید، نه دستهٔ اصلی را.'));
  } catch {
    errors.push(err('body.categoryId', 'oneOf', 'دسته‌بندی انتخاب‌شده یافت نشد یا فعال نیست.'));
  }
  if (await repo.nameTaken(name)) errors.push(err('body.name', 'taken', 'کالای پایه‌ای با همین نام وجود دارد.'));
  if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });
  const id = await repo.insertProposal({
    merchantId: body.merchantId,
    categoryId: body.categoryId,
    name,
    latinName: body.latinName?.trim() || null,
    slug: persianSlug(name) || 'product',
    salesUnit: normalizePersian(body.salesUnit).trim(),
    description: normalizePersian(body.description).trim(),
  });
  if (!id)
    throw new AppError('VALIDATION_FAILED', {
      errors: [err('body.name', 'taken', 'کالای پایه‌ای با همین نام وجود دارد.')],
    });
  const proposal = await repo.findProposal(id);
  if (!proposal) throw notFound(PROPOSAL_NOT_FOUND);
  return proposal;
}

export async function proposalsOf(ctx: ProductEditorDeps, userId: number, merchantId: number) {
  const { repo } = ctx;
  await merchantMember(ctx, userId, merchantId);
  return repo.proposalsOf(merchantId);
}

export async function reviewProposal(
  ctx: ProductEditorDeps,
  staffUserId: number,
  id: number,
  review: 'approved' | 'rejected',
  reason: string | null,
) {
  const { repo, uow } = ctx;
  const proposal = await repo.findProposal(id);
  if (!proposal?.merchant) throw notFound(PROPOSAL_NOT_FOUND);
  if (proposal.review !== 'proposed') throw new AppError('CATALOG_ALREADY_REVIEWED');
  await uow.run(async (tx) => {
    await createProductEditorRepo(tx).review(id, review, reason);
    await recordStaffAction(tx, {
      staffUserId,
      action: review === 'approved' ? 'base_product.approve' : 'base_product.reject',
      objectType: 'base_product',
      objectId: id,
      detail: reason ? { reason, name: proposal.name } : { name: proposal.name },
    });
  });
  const reviewed = await repo.findProposal(id);
  if (!reviewed) throw notFound(PROPOSAL_NOT_FOUND);
  return reviewed;
}
