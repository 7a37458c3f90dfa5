// The owner revokes an invitation nobody has answered yet.
import { notFound } from '../../../shared/app-error.js';
import type { CustomersContext } from '../customers-context.js';
import { ownerMerchant, teamOf } from './agents-context.js';

export async function revokeInvitation(ctx: CustomersContext, userId: number, invitationId: number) {
  const merchantId = await ownerMerchant(ctx, userId);
  if (!(await ctx.repo.revokeInvitation(merchantId, invitationId)))
    throw notFound('دعوت‌نامهٔ در انتظاری با این شناسه یافت نشد.');
  return teamOf(ctx, merchantId);
}
