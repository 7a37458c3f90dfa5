// The open invitations addressed to the signed-in person's number.
import type { CustomersContext } from '../customers-context.js';
import { invitee } from './agents-context.js';

export async function receivedInvitations(ctx: CustomersContext, userId: number) {
  return ctx.repo.receivedInvitations(await invitee(ctx, userId));
}
