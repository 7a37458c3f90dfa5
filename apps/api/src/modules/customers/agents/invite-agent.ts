// The owner invites a mobile number to become an agent; the holder becomes one only by accepting.
import type { CustomersContext } from '../customers-context.js';
import { invitablePhone, ownerMerchant, teamOf } from './agents-context.js';

export async function inviteAgent(ctx: CustomersContext, userId: number, phoneNumber: string) {
  const merchantId = await ownerMerchant(ctx, userId);
  await ctx.repo.invite(merchantId, await invitablePhone(ctx, merchantId, phoneNumber), userId);
  return teamOf(ctx, merchantId);
}
