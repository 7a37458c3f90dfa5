// The owner removes an agent: from the agent's next request on, they act for the merchant no more.
import { notFound } from '../../../shared/app-error.js';
import type { CustomersContext } from '../customers-context.js';
import { AGENT_NOT_FOUND, ownerMerchant, teamOf } from './agents-context.js';

export async function removeAgent(ctx: CustomersContext, userId: number, agentUserId: number) {
  const merchantId = await ownerMerchant(ctx, userId);
  if (!(await ctx.repo.removeAgent(merchantId, agentUserId))) throw notFound(AGENT_NOT_FOUND);
  ctx.memo.forget();
  return teamOf(ctx, merchantId);
}
