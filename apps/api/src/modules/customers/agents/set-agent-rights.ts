// The owner gives or takes back an agent's rights (decision 035); the agent's next request is checked against them.
import type { AgentRightsBody } from '@bazaar/contracts/customers';
import { fieldError, notFound } from '../../../shared/app-error.js';
import type { CustomersContext } from '../customers-context.js';
import { AGENT_NOT_FOUND, ownerMerchant, teamOf } from './agents-context.js';

export async function setAgentRights(ctx: CustomersContext, userId: number, body: AgentRightsBody) {
  const merchantId = await ownerMerchant(ctx, userId);
  if (body.userId === userId)
    throw fieldError('body.userId', 'oneOf', 'مالک همهٔ اختیارات را دارد و اختیارات او تغییر نمی‌کند.');
  const { manageProducts, manageProfile } = body;
  const rights = {
    ...(manageProducts !== undefined ? { manageProducts } : {}),
    ...(manageProfile !== undefined ? { manageProfile } : {}),
  };
  if (!(await ctx.repo.setAgentRights(merchantId, body.userId, rights))) throw notFound(AGENT_NOT_FOUND);
  ctx.memo.forget();
  return teamOf(ctx, merchantId);
}
