// What every use case of identity shares: its dependencies and clock, the limits of decision 014, roles, the
// signed-in user, and how a session is issued and a login ended.
import { randomUUID } from 'node:crypto';
import type { Role, SessionUser } from '@bazaar/contracts/identity';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import type { AppConfig } from '../../config.js';
import { AppError, fieldError } from '../../shared/app-error.js';
import type { RateStore } from '../../shared/rate-store.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import type { FilesService } from '../files/files.service.js';
import type { IdentityRepo, UserRow } from './identity.repo.js';
import type { SmsProvider } from './sms.js';
import type { TokenKit } from './tokens.js';

export const HOUR = 3600;
export const DAY = 86_400;
export const CODE_LENGTH = 6;

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  user: SessionUser;
}

export type Limits = Pick<
  AppConfig,
  | 'OTP_TTL_SECONDS'
  | 'OTP_MAX_ATTEMPTS'
  | 'OTP_RESEND_SECONDS'
  | 'OTP_MAX_WAIT_SECONDS'
  | 'OTP_MAX_PER_PHONE_HOUR'
  | 'OTP_MAX_PER_IP_HOUR'
  | 'OTP_MAX_FAILURES_PER_IP_HOUR'
  | 'OTP_MAX_FAILURES_PER_PHONE'
  | 'REFRESH_TOKEN_TTL_DAYS'
  | 'REFRESH_REUSE_GRACE_SECONDS'
>;

/** Roles of a user: always a buyer; staff from the user row; an agent while a member of some merchant. */
export function rolesFrom(staffRoles: string[], merchantMember: boolean): Role[] {
  const roles: Role[] = ['buyer'];
  if (staffRoles.includes('admin')) roles.push('admin');
  if (merchantMember) roles.push('supplier_agent');
  return roles;
}

export type RateLimitCode =
  | 'IDENTITY_CODE_RESEND_TOO_SOON'
  | 'IDENTITY_TOO_MANY_CODE_REQUESTS'
  | 'IDENTITY_TOO_MANY_WRONG_CODES';
export const rateLimited = (code: RateLimitCode, detail: string, retryAfterSeconds: number) =>
  new AppError(code, { detail, retryAfterSeconds });

export interface IdentityServiceDeps {
  repo: IdentityRepo;
  tokens: TokenKit;
  rates: RateStore;
  sms: SmsProvider;
  limits: Limits;
  /** The profile picture must be an image file the user uploaded. */
  files: Pick<FilesService, 'ownedFile'>;
  /** Who acts for a merchant (customers): such a person holds the agent's role. */
  access: Pick<MerchantAccess, 'memberships'>;
  now?: () => number;
}

/** The context of every use case: the dependencies and the clock, one per service. */
export type IdentityContext = Omit<IdentityServiceDeps, 'now'> & { now: () => number };

export function phoneOrFieldError(input: string, field: string): string {
  const phone = normalizeIranianMobile(input);
  if (!phone) throw fieldError(field, 'pattern', 'شماره موبایل معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷ وارد کنید.');
  return phone;
}

export async function signedInUser(ctx: IdentityContext, userId: number): Promise<UserRow> {
  const { repo } = ctx;
  const user = await repo.findUser(userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

export const rolesOf = async (ctx: IdentityContext, user: UserRow): Promise<Role[]> =>
  rolesFrom(user.roles, (await ctx.access.memberships(user.id)).length > 0);

export function sessionUser(user: UserRow, roles: Role[]): SessionUser {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return { id: user.id, phone: user.phone, roles, displayName: name || null };
}

export const secondsUntil = (ctx: IdentityContext, at: Date) =>
  Math.max(1, Math.ceil((at.getTime() - ctx.now()) / 1000));

/** Lists the family until every access token it issued has expired (plus a minute of clock slack). */
export const endLogin = (ctx: IdentityContext, familyId: string) =>
  ctx.repo.revokeFamily(familyId, new Date(ctx.now() + (ctx.tokens.accessTtlSeconds + 60) * 1000));

export async function issueSession(
  ctx: IdentityContext,
  user: UserRow,
  familyId: string = randomUUID(),
): Promise<IssuedSession> {
  const { repo, tokens, limits, now } = ctx;
  if (await repo.isBlocked(user.id)) throw new AppError('IDENTITY_ACCOUNT_BLOCKED');
  const roles = await rolesOf(ctx, user);
  const refreshToken = tokens.newRefreshToken();
  await repo.insertRefresh({
    userId: user.id,
    familyId,
    tokenHash: tokens.hashRefresh(refreshToken),
    expiresAt: new Date(now() + limits.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  });
  return {
    accessToken: await tokens.signAccess(user.id, familyId, roles),
    refreshToken,
    expiresIn: tokens.accessTtlSeconds,
    user: sessionUser(user, roles),
  };
}
