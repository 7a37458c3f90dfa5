// The invited person answers: on acceptance they become an agent of the merchant in the same unit of work as the
// answer, so an accepted invitation and its membership land together or not at all.
import { notFound } from '../../../shared/app-error.js';
import { type CustomersContext, repoOn } from '../customers-context.js';
import { INVITATION_NOT_FOUND, invitee } from './agents-context.js';

export async function decideInvitation(
  ctx: CustomersContext,
  userId: number,
  invitationId: number,
  decision: 'accepted' | 'declined',
) {
  const phone = await invitee(ctx, userId);
  const decided = await ctx.uow.run(async (tx) => {
    const repo = repoOn(ctx, tx);
    const merchantId = await repo.decideInvitation(invitationId, phone, decision);
    if (merchantId === undefined) return undefined;
    if (decision === 'accepted') await repo.addAgent(merchantId, userId);
    return repo.receivedInvitation(invitationId);
  });
  if (!decided) throw notFound(INVITATION_NOT_FOUND);
  ctx.memo.forget();
  return decided;
}
