// The owner replaces an agent by inviting another number: the removal and the invitation land together (one
// unit of work) or not at all.
import { notFound } from '../../../shared/app-error.js';
import { type CustomersContext, repoOn } from '../customers-context.js';
import { AGENT_NOT_FOUND, invitablePhone, ownerMerchant, teamOf } from './agents-context.js';

export async function replaceAgent(ctx: CustomersContext, userId: number, agentUserId: number, phoneNumber: string) {
  const merchantId = await ownerMerchant(ctx, userId);
  const phone = await invitablePhone(ctx, merchantId, phoneNumber);
  const replaced = await ctx.uow.run(async (tx) => {
    const repo = repoOn(ctx, tx);
    if (!(await repo.removeAgent(merchantId, agentUserId))) return false;
    await repo.invite(merchantId, phone, userId);
    return true;
  });
  if (!replaced) throw notFound(AGENT_NOT_FOUND);
  ctx.memo.forget();
  return teamOf(ctx, merchantId);
}
