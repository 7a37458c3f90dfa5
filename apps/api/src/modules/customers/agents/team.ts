// The owner's view of the merchant's team: its members with their rights and the latest invitations.
import type { CustomersContext } from '../customers-context.js';
import { ownerMerchant, teamOf } from './agents-context.js';

export async function team(ctx: CustomersContext, userId: number) {
  return teamOf(ctx, await ownerMerchant(ctx, userId));
}
