// A company's members (decision 044): the owner makes the profile's company an account, invites numbers with a
// role (like a merchant's agents, decision 035: nobody joins until the holder of the number accepts), changes
// roles and removes members. The company always keeps an owner.
import type { CompanyRole } from '@bazaar/contracts/companies-model';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import { AppError, fieldError, notFound } from '../../shared/app-error.js';
import { type CompaniesContext, companyView, memberOf, repoOn } from './companies-context.js';

export async function createCompany(ctx: CompaniesContext, userId: number) {
  const member = await ctx.deps.uow.run(async (tx) => {
    const r = repoOn(tx);
    if (await r.membershipOf(userId)) throw new AppError('COMPANIES_ALREADY_MEMBER');
    if (!(await r.hasProfileCompany(userId))) throw new AppError('COMPANIES_NO_PROFILE_COMPANY');
    return { userId, companyId: await r.createCompany(userId), role: 'owner' as const };
  });
  return companyView(ctx, member);
}

export async function myCompany(ctx: CompaniesContext, userId: number) {
  const membership = await ctx.repo.membershipOf(userId);
  return { company: membership ? await companyView(ctx, { userId, ...membership }) : null };
}

export async function inviteMember(
  ctx: CompaniesContext,
  userId: number,
  companyId: number,
  input: { phoneNumber: string; role: CompanyRole },
) {
  const member = await memberOf(ctx.repo, userId, companyId, 'manage');
  const phone = normalizeIranianMobile(input.phoneNumber);
  if (!phone) throw fieldError('body.phoneNumber', 'pattern', 'شماره موبایل معتبر نیست.');
  if (await ctx.repo.isMemberPhone(phone)) throw new AppError('COMPANIES_ALREADY_MEMBER');
  await ctx.repo.invite(companyId, phone, input.role, userId);
  return companyView(ctx, member);
}

export async function setMemberRole(
  ctx: CompaniesContext,
  userId: number,
  companyId: number,
  input: { userId: number; role: CompanyRole },
) {
  const member = await memberOf(ctx.repo, userId, companyId, 'manage');
  await ctx.deps.uow.run(async (tx) => {
    const r = repoOn(tx);
    const owners = await r.ownersForUpdate(companyId);
    if (input.role !== 'owner' && owners.length === 1 && owners[0] === input.userId)
      throw new AppError('COMPANIES_LAST_OWNER');
    if (!(await r.setRole(companyId, input.userId, input.role))) throw notFound('عضوی با این شناسه در شرکت نیست.');
  });
  return companyView(ctx, { ...member, role: input.userId === userId ? input.role : member.role });
}

export async function removeMember(ctx: CompaniesContext, userId: number, companyId: number, removed: number) {
  const member = await memberOf(ctx.repo, userId, companyId, 'manage');
  await ctx.deps.uow.run(async (tx) => {
    const r = repoOn(tx);
    const owners = await r.ownersForUpdate(companyId);
    if (owners.length === 1 && owners[0] === removed) throw new AppError('COMPANIES_LAST_OWNER');
    if (!(await r.remove(companyId, removed))) throw notFound('عضوی با این شناسه در شرکت نیست.');
  });
  return companyView(ctx, member);
}

export async function receivedInvitations(ctx: CompaniesContext, userId: number) {
  const phone = await ctx.repo.phoneOf(userId);
  return phone ? ctx.repo.invitations({ phone }) : [];
}

const NO_INVITATION = 'دعوت‌نامه‌ای با این شناسه برای شمارهٔ شما در انتظار پاسخ نیست.';

export async function decideInvitation(
  ctx: CompaniesContext,
  userId: number,
  id: number,
  decision: 'accepted' | 'declined',
) {
  const phone = await ctx.repo.phoneOf(userId);
  if (!phone) throw notFound(NO_INVITATION);
  const joined = await ctx.deps.uow.run(async (tx) => {
    const r = repoOn(tx);
    const invitation = await r.decide(id, phone, decision);
    if (!invitation) throw notFound(NO_INVITATION);
    if (decision === 'declined') return null;
    if (await r.membershipOf(userId)) throw new AppError('COMPANIES_ALREADY_MEMBER');
    await r.add(invitation.companyId, userId, invitation.role);
    return { userId, companyId: invitation.companyId, role: invitation.role };
  });
  return { company: joined ? await companyView(ctx, joined) : null };
}
