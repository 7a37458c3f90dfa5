// Delegation requests: filed by the merchant with documents its members uploaded, confirmed or refused by
// staff (each decision writes its audit row in its own transaction).
import type { FieldError } from '@bazaar/contracts/problem';
import type { DelegationRequest, DelegationRequestBody, DelegationState } from '@bazaar/contracts/supplier-profile';
import { normalizePersian, persianSlug } from '@bazaar/fa/normalize';
import { recordStaffAction } from '../../platform/audit/audit-log.js';
import { AppError, notFound } from '../../shared/app-error.js';
import { createProfileRepo } from './profile.repo.js';
import { DELEGATION_NOT_FOUND, err, MAX_DELEGATIONS, type ProfileContext, requireRight } from './profile-context.js';

export async function delegation(ctx: ProfileContext, id: number): Promise<DelegationRequest> {
  const { repo } = ctx;
  const found = await repo.findDelegation(id);
  if (!found) throw notFound(DELEGATION_NOT_FOUND);
  return found;
}

export async function decide(
  ctx: ProfileContext,
  staffUserId: number,
  id: number,
  state: 'confirmed' | 'rejected',
  reason: string | null,
) {
  const { uow } = ctx;
  const found = await delegation(ctx, id);
  if (found.state !== 'pending') throw new AppError('SUPPLIERS_DELEGATION_REVIEWED');
  await uow.run(async (tx, emit) => {
    if (!(await createProfileRepo(tx).decideDelegation(id, state, reason)))
      throw new AppError('SUPPLIERS_DELEGATION_REVIEWED');
    await recordStaffAction(tx, {
      staffUserId,
      action: state === 'confirmed' ? 'delegation.confirm' : 'delegation.reject',
      objectType: 'delegation',
      objectId: id,
      detail: { merchantId: found.merchant.id, name: found.name, ...(reason ? { reason } : {}) },
    });
    await emit('suppliers.merchant.changed', { merchantId: found.merchant.id });
  });
  return delegation(ctx, id);
}

export async function delegationRequests(ctx: ProfileContext, userId: number, merchantId: number) {
  const { repo } = ctx;
  await requireRight(ctx, userId, merchantId);
  return repo.delegationsOf(merchantId);
}

export async function requestDelegation(
  ctx: ProfileContext,
  userId: number,
  merchantId: number,
  body: DelegationRequestBody,
) {
  const { repo, uow, file } = ctx;
  await requireRight(ctx, userId, merchantId);
  const errors: FieldError[] = [];
  const documents = [...new Set(body.documentFileIds)];
  for (const [i, fileId] of documents.entries()) {
    // A document one of the merchant's members uploaded (the owner may upload what an agent files).
    const stored = await file(fileId).catch(() => undefined);
    const byMember =
      stored?.ownerUserId === userId ||
      (stored?.ownerUserId != null && (await ctx.access.membership(stored.ownerUserId, merchantId)) !== undefined);
    if (!stored || !byMember)
      errors.push(err(`body.documentFileIds.${i}`, 'oneOf', 'این مدرک یافت نشد؛ دوباره بارگذاری کنید.'));
  }
  if ((await repo.delegationCount(merchantId)) >= MAX_DELEGATIONS)
    errors.push(err('body.name', 'maxItems', `بیش از ${MAX_DELEGATIONS} نمایندگی نمی‌توان ثبت کرد.`));
  if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });
  const name = normalizePersian(body.name).trim();
  const id = await uow.run(async (tx) => {
    const created = await createProfileRepo(tx).insertDelegation(merchantId, {
      name,
      slug: persianSlug(name) || 'delegation',
      kind: body.kind,
      region: normalizePersian(body.region ?? '').trim(),
      documentFileIds: documents,
    });
    if (!created)
      throw new AppError('VALIDATION_FAILED', {
        errors: [err('body.name', 'taken', 'نمایندگی با این نام برای این شرکت ثبت شده است.')],
      });
    return created;
  });
  return delegation(ctx, id);
}

export const delegationQueue = (
  ctx: ProfileContext,
  query: { state: DelegationState; page: number; pageSize: number },
) => ctx.repo.delegationQueue(query.state, query.page, query.pageSize);

export async function delegationDocument(ctx: ProfileContext, id: number, fileId: string): Promise<string> {
  const { repo } = ctx;
  if (!(await repo.delegationDocumentIds(id)).includes(fileId)) throw notFound('این مدرک یافت نشد.');
  return fileId;
}
