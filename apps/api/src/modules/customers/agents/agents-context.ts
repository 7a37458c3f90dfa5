// What the agents' use cases share: the owner's merchant (only an owner manages a team), the team as the owner
// sees it, the number an owner may invite, and the invited person's own number.
import { MAX_PENDING_AGENT_INVITATIONS, type MerchantTeam } from '@bazaar/contracts/customers';
import { toPersianDigits } from '@bazaar/fa/digits';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type { CustomersContext } from '../customers-context.js';

export const AGENT_NOT_FOUND = 'نماینده مورد نظر یافت نشد.';
export const INVITATION_NOT_FOUND = 'دعوت‌نامهٔ در انتظاری با این شناسه برای شما یافت نشد.';

export async function ownerMerchant(ctx: CustomersContext, userId: number) {
  const merchantId = await ctx.repo.ownedMerchantId(userId);
  if (!merchantId) throw new AppError('CUSTOMERS_OWNER_ONLY');
  return merchantId;
}

export async function teamOf(ctx: CustomersContext, merchantId: number): Promise<MerchantTeam> {
  const [agents, invitations] = await Promise.all([
    ctx.repo.listAgents(merchantId),
    ctx.repo.sentInvitations(merchantId),
  ]);
  return { agents, invitations };
}

/** The number to invite, refused when it is not a mobile number or already on the team. */
export async function invitablePhone(ctx: CustomersContext, merchantId: number, input: string) {
  const phone = normalizeIranianMobile(input);
  if (!phone) throw fieldError('body.phoneNumber', 'pattern', 'شماره موبایل معتبر نیست.');
  if (await ctx.repo.isMemberPhone(merchantId, phone)) throw new AppError('CUSTOMERS_AGENT_ALREADY_MEMBER');
  if ((await ctx.repo.pendingInvitationCount(merchantId)) >= MAX_PENDING_AGENT_INVITATIONS)
    throw new AppError('CUSTOMERS_TOO_MANY_PENDING_INVITATIONS', {
      detail: `بیش از ${toPersianDigits(MAX_PENDING_AGENT_INVITATIONS)} دعوت‌نامهٔ بی‌پاسخ نمی‌توان داشت؛ ابتدا چند دعوت را لغو کنید.`,
    });
  return phone;
}

/** The signed-in person's own number: invitations are addressed to it. */
export async function invitee(ctx: CustomersContext, userId: number) {
  const phone = await ctx.repo.phoneOf(userId);
  if (!phone) throw new AppError('UNAUTHORIZED');
  return phone;
}
