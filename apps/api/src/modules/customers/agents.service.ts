// Merchant agents are invited, never imposed: the owner invites a mobile number, and its holder becomes an
// agent only by accepting after signing in with that number. An invitation answers the same whether or
// not anyone uses the number, names nobody and creates no account.
import { type AgentRightsBody, MAX_PENDING_AGENT_INVITATIONS, type MerchantTeam } from '@bazaar/contracts/customers';
import { toPersianDigits } from '@bazaar/fa/digits';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import type { RequestMemo } from '../../platform/request-memo.js';
import { AppError, fieldError, notFound } from '../../shared/app-error.js';
import type { CustomersRepo } from './customers.repo.js';

const INVITATION_NOT_FOUND = 'دعوت‌نامهٔ در انتظاری با این شناسه برای شما یافت نشد.';

export function createAgentsService(repo: CustomersRepo, memo: Pick<RequestMemo, 'forget'>) {
  async function ownerMerchant(userId: number) {
    const merchantId = await repo.ownedMerchantId(userId);
    if (!merchantId) throw new AppError('CUSTOMERS_OWNER_ONLY');
    return merchantId;
  }
  async function teamOf(merchantId: number): Promise<MerchantTeam> {
    const [agents, invitations] = await Promise.all([repo.listAgents(merchantId), repo.sentInvitations(merchantId)]);
    return { agents, invitations };
  }
  /** The number to invite, refused when it is not a mobile number or already on the team. */
  async function invitablePhone(merchantId: number, input: string) {
    const phone = normalizeIranianMobile(input);
    if (!phone) throw fieldError('body.phoneNumber', 'pattern', 'شماره موبایل معتبر نیست.');
    if (await repo.isMemberPhone(merchantId, phone)) throw new AppError('CUSTOMERS_AGENT_ALREADY_MEMBER');
    if ((await repo.pendingInvitationCount(merchantId)) >= MAX_PENDING_AGENT_INVITATIONS)
      throw new AppError('CUSTOMERS_TOO_MANY_PENDING_INVITATIONS', {
        detail: `بیش از ${toPersianDigits(MAX_PENDING_AGENT_INVITATIONS)} دعوت‌نامهٔ بی‌پاسخ نمی‌توان داشت؛ ابتدا چند دعوت را لغو کنید.`,
      });
    return phone;
  }
  async function invitee(userId: number) {
    const phone = await repo.phoneOf(userId);
    if (!phone) throw new AppError('UNAUTHORIZED');
    return phone;
  }

  return {
    async team(userId: number) {
      return teamOf(await ownerMerchant(userId));
    },
    async invite(userId: number, phoneNumber: string) {
      const merchantId = await ownerMerchant(userId);
      await repo.invite(merchantId, await invitablePhone(merchantId, phoneNumber), userId);
      return teamOf(merchantId);
    },
    async replace(userId: number, agentUserId: number, phoneNumber: string) {
      const merchantId = await ownerMerchant(userId);
      const phone = await invitablePhone(merchantId, phoneNumber);
      if (!(await repo.replaceAgent(merchantId, agentUserId, phone, userId)))
        throw notFound('نماینده مورد نظر یافت نشد.');
      memo.forget();
      return teamOf(merchantId);
    },
    async remove(userId: number, agentUserId: number) {
      const merchantId = await ownerMerchant(userId);
      if (!(await repo.removeAgent(merchantId, agentUserId))) throw notFound('نماینده مورد نظر یافت نشد.');
      memo.forget();
      return teamOf(merchantId);
    },
    /** The owner gives or takes back an agent's rights; the agent's next request is checked against them. */
    async setRights(userId: number, body: AgentRightsBody) {
      const merchantId = await ownerMerchant(userId);
      if (body.userId === userId)
        throw fieldError('body.userId', 'oneOf', 'مالک همهٔ اختیارات را دارد و اختیارات او تغییر نمی‌کند.');
      const { manageProducts, manageProfile } = body;
      const rights = {
        ...(manageProducts !== undefined ? { manageProducts } : {}),
        ...(manageProfile !== undefined ? { manageProfile } : {}),
      };
      if (!(await repo.setAgentRights(merchantId, body.userId, rights))) throw notFound('نماینده مورد نظر یافت نشد.');
      memo.forget();
      return teamOf(merchantId);
    },
    async revoke(userId: number, invitationId: number) {
      const merchantId = await ownerMerchant(userId);
      if (!(await repo.revokeInvitation(merchantId, invitationId)))
        throw notFound('دعوت‌نامهٔ در انتظاری با این شناسه یافت نشد.');
      return teamOf(merchantId);
    },
    async received(userId: number) {
      return repo.receivedInvitations(await invitee(userId));
    },
    async decide(userId: number, invitationId: number, decision: 'accepted' | 'declined') {
      const decided = await repo.decideInvitation(invitationId, await invitee(userId), userId, decision);
      if (!decided) throw notFound(INVITATION_NOT_FOUND);
      memo.forget();
      return decided;
    },
  };
}
export type AgentsService = ReturnType<typeof createAgentsService>;
