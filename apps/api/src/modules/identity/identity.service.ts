// Login by one-time code and sessions: code issue and exchange with the limits of docs/decisions/014
// (expiry, single use, a code dies after its wrong tries, waits that grow per number and address instead
// of lockouts an attacker could trigger, per-address caps, at most 100 consecutive failures), refresh rotation
// with reuse detection (a reused refresh token revokes its whole family), logout, personal info.
import { randomInt, randomUUID } from 'node:crypto';
import type {
  BuyerCompany,
  BuyerCompanyUpdate,
  OtpSent,
  PersonalInfo,
  PersonalInfoUpdate,
  ProfilePicture,
  Role,
  SessionUser,
  TokenGrant,
} from '@bazaar/contracts/identity';
import type { FieldError } from '@bazaar/contracts/problem';
import { toLatinDigits } from '@bazaar/fa/digits';
import { normalizeLegalId } from '@bazaar/fa/legal-id';
import { isValidNationalId, normalizeNationalId } from '@bazaar/fa/national-id';
import { normalizePersian } from '@bazaar/fa/normalize';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import type { AppConfig } from '../../config.js';
import { AppError, fieldError } from '../../shared/app-error.js';
import { type RateStore, windowEnd } from '../../shared/rate-store.js';
import { fileUrl } from '../files/file-url.js';
import type { FilesService } from '../files/files.service.js';
import type { IdentityRepo, UserRow } from './identity.repo.js';
import type { SmsProvider } from './sms.js';
import type { AccessClaims, TokenKit } from './tokens.js';

const HOUR = 3600;
const DAY = 86_400;
const CODE_LENGTH = 6;

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  user: SessionUser;
}

type Limits = Pick<
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
function rolesFrom(staffRoles: string[], merchantMember: boolean): Role[] {
  const roles: Role[] = ['buyer'];
  if (staffRoles.includes('admin')) roles.push('admin');
  if (merchantMember) roles.push('supplier_agent');
  return roles;
}

type RateLimitCode =
  | 'IDENTITY_CODE_RESEND_TOO_SOON'
  | 'IDENTITY_TOO_MANY_CODE_REQUESTS'
  | 'IDENTITY_TOO_MANY_WRONG_CODES';
const rateLimited = (code: RateLimitCode, detail: string, retryAfterSeconds: number) =>
  new AppError(code, { detail, retryAfterSeconds });

export function createIdentityService(deps: {
  repo: IdentityRepo;
  tokens: TokenKit;
  rates: RateStore;
  sms: SmsProvider;
  limits: Limits;
  /** The profile picture must be an image file the user uploaded. */
  files: Pick<FilesService, 'ownedFile'>;
  now?: () => number;
}) {
  const { repo, tokens, rates, sms, limits, files } = deps;
  const now = deps.now ?? Date.now;

  function phoneOrFieldError(input: string, field: string): string {
    const phone = normalizeIranianMobile(input);
    if (!phone) throw fieldError(field, 'pattern', 'شماره موبایل معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷ وارد کنید.');
    return phone;
  }

  async function signedInUser(userId: number): Promise<UserRow> {
    const user = await repo.findUser(userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  }

  const rolesOf = async (user: UserRow): Promise<Role[]> => rolesFrom(user.roles, await repo.isMerchantMember(user.id));

  function sessionUser(user: UserRow, roles: Role[]): SessionUser {
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    return { id: user.id, phone: user.phone, roles, displayName: name || null };
  }

  const secondsUntil = (at: Date) => Math.max(1, Math.ceil((at.getTime() - now()) / 1000));

  /**
   * The hard stops, which a caller at another address cannot trigger for the owner: this address guessed
   * wrong too often this hour; or the number has had OTP_MAX_FAILURES_PER_PHONE consecutive wrong codes
   * today (NIST SP 800-63B 5.2.2). Answers the number's consecutive failures so far.
   */
  async function refuseWhileBlocked(phone: string, ip: string): Promise<number> {
    const [failures, addressFailures] = await Promise.all([
      rates.peek(`otp-fail:${phone}`, DAY),
      rates.peek(`otp-fail-ip:${ip}`, HOUR),
    ]);
    if (addressFailures >= limits.OTP_MAX_FAILURES_PER_IP_HOUR) {
      const left = secondsUntil(windowEnd(HOUR, now()));
      throw rateLimited(
        'IDENTITY_TOO_MANY_WRONG_CODES',
        `کدهای نادرست از این نشانی بیش از حد مجاز است؛ ${left} ثانیه دیگر تلاش کنید.`,
        left,
      );
    }
    if (failures >= limits.OTP_MAX_FAILURES_PER_PHONE) {
      const left = secondsUntil(windowEnd(DAY, now()));
      throw rateLimited(
        'IDENTITY_TOO_MANY_WRONG_CODES',
        `به دلیل ${failures} کد نادرست پیاپی، ورود با این شماره تا ${Math.ceil(left / 3600)} ساعت دیگر ممکن نیست.`,
        left,
      );
    }
    return failures;
  }

  /**
   * Seconds to wait before another code to `phone` for a caller at `ip`. Two clocks, the longer wins:
   * this address's own, whose wait doubles with every code it asked for this number within the hour;
   * and the number's, one base wait after the last code from anyone, doubling once the number is past
   * OTP_MAX_PER_PHONE_HOUR codes in the hour and for every two dead codes' worth of wrong guesses. Both
   * stop at OTP_MAX_WAIT_SECONDS, so the owner at another address never waits longer than that.
   */
  async function codeWait(phone: string, ip: string, failures: number): Promise<number> {
    const history = await repo.codeHistory(phone, ip, new Date(now() - HOUR * 1000));
    const base = limits.OTP_RESEND_SECONDS;
    const backoff = (steps: number) => Math.min(limits.OTP_MAX_WAIT_SECONDS, base * 2 ** steps);
    const left = (wait: number, since: Date | null) => (since ? Math.ceil(wait - (now() - since.getTime()) / 1000) : 0);
    const ownWait = left(backoff(history.fromAddress - 1), history.lastFromAddressAt);
    const numberSteps =
      Math.max(0, history.total - limits.OTP_MAX_PER_PHONE_HOUR) + Math.floor(failures / (2 * limits.OTP_MAX_ATTEMPTS));
    const numberWait = left(backoff(numberSteps), history.lastAt);
    return Math.max(0, ownWait, numberWait);
  }

  /** Lists the family until every access token it issued has expired (plus a minute of clock slack). */
  const endLogin = (familyId: string) =>
    repo.revokeFamily(familyId, new Date(now() + (tokens.accessTtlSeconds + 60) * 1000));

  async function issueSession(user: UserRow, familyId: string = randomUUID()): Promise<IssuedSession> {
    if (await repo.isBlocked(user.id)) throw new AppError('IDENTITY_ACCOUNT_BLOCKED');
    const roles = await rolesOf(user);
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

  const service = {
    /** Sends a code. The answer is the same whether or not the number has an account. */
    async requestCode(phoneInput: string, ip: string): Promise<OtpSent> {
      const phone = phoneOrFieldError(phoneInput, 'body.phoneNumber');
      const failures = await refuseWhileBlocked(phone, ip);
      const wait = await codeWait(phone, ip, failures);
      if (wait > 0)
        throw rateLimited('IDENTITY_CODE_RESEND_TOO_SOON', `برای دریافت کد تازه ${wait} ثانیه صبر کنید.`, wait);
      const perIp = await rates.hit(`otp-ip:${ip}`, HOUR);
      if (perIp.count > limits.OTP_MAX_PER_IP_HOUR) {
        const left = secondsUntil(perIp.resetAt);
        throw rateLimited(
          'IDENTITY_TOO_MANY_CODE_REQUESTS',
          `درخواست‌های کد از این نشانی بیش از حد مجاز است؛ ${left} ثانیه دیگر تلاش کنید.`,
          left,
        );
      }
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      await repo.insertCode({
        phone,
        codeHash: tokens.hashCode(phone, code),
        expiresAt: new Date(now() + limits.OTP_TTL_SECONDS * 1000),
        requestIp: ip,
      });
      try {
        await sms.sendOtp(phone, code);
      } catch (cause) {
        throw new AppError('IDENTITY_SMS_UNAVAILABLE', {
          cause,
          retryAfterSeconds: 30,
        });
      }
      return {
        sent: true,
        codeLength: CODE_LENGTH,
        expiresInSeconds: limits.OTP_TTL_SECONDS,
        resendAfterSeconds: limits.OTP_RESEND_SECONDS,
      };
    },

    async exchangeCode(phoneInput: string, codeInput: string, ip: string): Promise<IssuedSession> {
      const phone = phoneOrFieldError(phoneInput, 'body.phone_number');
      const code = normalizePersian(codeInput).replace(/\s/g, '');
      await refuseWhileBlocked(phone, ip);
      const live = await repo.liveCode(phone, ip, new Date(now()), limits.OTP_MAX_ATTEMPTS);
      if (!live) {
        throw new AppError('IDENTITY_CODE_EXPIRED');
      }
      if (!tokens.sameHash(tokens.hashCode(phone, code), live.codeHash)) {
        const attempts = await repo.countWrongAttempt(live.id);
        await Promise.all([rates.hit(`otp-fail:${phone}`, DAY), rates.hit(`otp-fail-ip:${ip}`, HOUR)]);
        const left = limits.OTP_MAX_ATTEMPTS - attempts;
        throw new AppError(left > 0 ? 'IDENTITY_CODE_WRONG' : 'IDENTITY_CODE_EXPIRED', {
          detail:
            left > 0
              ? `کد وارد شده نادرست است؛ ${left} بار دیگر می‌توانید تلاش کنید.`
              : 'کد نادرست بود و دیگر معتبر نیست؛ کد تازه بگیرید.',
        });
      }
      if (!(await repo.consumeCode(live.id))) {
        throw new AppError('IDENTITY_CODE_USED');
      }
      // The failures were not consecutive after all.
      await rates.reset(`otp-fail:${phone}`, DAY);
      return issueSession(await repo.findOrCreateUser(phone));
    },

    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      const invalid = new AppError('IDENTITY_SESSION_EXPIRED');
      if (!refreshToken) throw invalid;
      const hash = tokens.hashRefresh(refreshToken);
      const stored = await repo.findRefresh(hash);
      if (!stored || stored.expiresAt.getTime() <= now()) throw invalid;
      // Rotate exactly once; a token already rotated (or rotated by a parallel request right now) is a reuse.
      const rotatedNow = !stored.rotatedAt && !stored.revokedAt && (await repo.rotateRefresh(stored.id));
      if (!rotatedNow) {
        const current = stored.rotatedAt ? stored : await repo.findRefresh(hash);
        const sinceRotation = current?.rotatedAt
          ? (now() - current.rotatedAt.getTime()) / 1000
          : Number.POSITIVE_INFINITY;
        const withinGrace =
          limits.REFRESH_REUSE_GRACE_SECONDS > 0 &&
          !current?.revokedAt &&
          sinceRotation <= limits.REFRESH_REUSE_GRACE_SECONDS;
        if (!withinGrace) {
          // Used twice outside the grace window: stolen or replayed. End every session of the family.
          await endLogin(stored.familyId);
          throw invalid;
        }
        // The same client racing itself (two tabs, parallel page loads): another pair, same family.
      }
      const user = await repo.findUser(stored.userId);
      if (!user) throw invalid;
      return issueSession(user, stored.familyId);
    },

    /** Ends the login of the refresh token and the one of the access token (usually the same). */
    async logout(refreshToken: string | undefined, session: AccessClaims | null): Promise<void> {
      const stored = refreshToken ? await repo.findRefresh(tokens.hashRefresh(refreshToken)) : undefined;
      if (stored) await endLogin(stored.familyId);
      if (session && session.sid !== stored?.familyId) await endLogin(session.sid);
    },

    /**
     * The session an access token stands for, as of now: null when its login was ended (logout, replay)
     * or its user is gone; otherwise the claims with the user's current roles, so that a removed agent or
     * a demoted admin loses the rights on the next request.
     */
    async currentSession(claims: AccessClaims): Promise<AccessClaims | null> {
      const state = await repo.sessionState(claims.sub, claims.sid);
      if (!state || state.revoked || state.blocked) return null;
      return { ...claims, roles: rolesFrom(state.roles, state.agent) };
    },

    /** POST /connect/token: a code (grant_type=otp) or a refresh token, else the bz_rt cookie's. */
    grant(request: TokenGrant, ip: string, cookieRefreshToken: string | undefined) {
      return request.grant_type === 'otp'
        ? service.exchangeCode(request.phone_number, request.code, ip)
        : service.refresh(request.refresh_token ?? cookieRefreshToken);
    },

    /** The signed-in user as the site's header shows them. */
    async me(userId: number): Promise<SessionUser> {
      const user = await signedInUser(userId);
      return sessionUser(user, await rolesOf(user));
    },

    async personalInfo(userId: number): Promise<PersonalInfo> {
      const user = await signedInUser(userId);
      return {
        id: user.id,
        phone: user.phone,
        firstName: user.firstName,
        lastName: user.lastName,
        nationalId: user.nationalId,
        email: user.email,
        birthDate: user.birthDate,
        profilePictureUrl: user.profilePictureFileId ? fileUrl(user.profilePictureFileId) : null,
        roles: await rolesOf(user),
      };
    },

    /** Replaces every field and answers the personal info as it now is. */
    async updatePersonalInfo(
      userId: number,
      input: PersonalInfoUpdate & Record<string, unknown>,
    ): Promise<PersonalInfo> {
      let nationalId: string | null = null;
      if (input.nationalId) {
        nationalId = normalizeNationalId(String(input.nationalId));
        if (!nationalId || !isValidNationalId(nationalId)) {
          throw fieldError('body.nationalId', 'pattern', 'کد ملی معتبر نیست؛ ۱۰ رقم کد ملی را درست وارد کنید.');
        }
      }
      const birthDate = (input.birthDate as string | null) ?? null;
      if (birthDate && (birthDate > new Date(now()).toISOString().slice(0, 10) || birthDate < '1900-01-01')) {
        throw fieldError('body.birthDate', 'pattern', 'تاریخ تولد معتبر نیست.');
      }
      await repo.updateUser(userId, {
        firstName: input.firstName ? normalizePersian(String(input.firstName)) : null,
        lastName: input.lastName ? normalizePersian(String(input.lastName)) : null,
        nationalId,
        email: (input.email as string | null) ?? null,
        birthDate,
      });
      return service.personalInfo(userId);
    },

    /** The buyer's company for official invoices, null until given. */
    async buyerCompany(userId: number): Promise<{ company: BuyerCompany | null }> {
      await signedInUser(userId);
      return { company: await repo.findCompany(userId) };
    },

    /** Checks every field (Persian messages per field) and replaces the company. */
    async updateBuyerCompany(userId: number, input: BuyerCompanyUpdate): Promise<{ company: BuyerCompany | null }> {
      await signedInUser(userId);
      const errors: FieldError[] = [];
      const digitsOnly = (value: string | null | undefined) =>
        value ? toLatinDigits(value).replace(/[\s-]/g, '') : null;
      const name = normalizePersian(String(input.name).trim());
      if (name.length < 2)
        errors.push({ field: 'body.name', code: 'minLength', message: 'نام شرکت را کامل وارد کنید.' });
      const nationalId = normalizeLegalId(String(input.nationalId));
      if (!nationalId) {
        errors.push({
          field: 'body.nationalId',
          code: 'pattern',
          message: 'شناسهٔ ملی شرکت معتبر نیست؛ شناسهٔ ملی ۱۱ رقمی را درست وارد کنید.',
        });
      }
      const economicCode = digitsOnly(input.economicCode as string | null | undefined);
      if (economicCode && !/^\d{10,14}$/.test(economicCode)) {
        errors.push({ field: 'body.economicCode', code: 'pattern', message: 'کد اقتصادی باید ۱۰ تا ۱۴ رقم باشد.' });
      }
      const registrationNumber = digitsOnly(input.registrationNumber as string | null | undefined);
      if (registrationNumber && !/^\d{1,10}$/.test(registrationNumber)) {
        errors.push({
          field: 'body.registrationNumber',
          code: 'pattern',
          message: 'شمارهٔ ثبت فقط رقم است (حداکثر ۱۰ رقم).',
        });
      }
      const address = normalizePersian(String(input.address).trim());
      if (address.length < 10) {
        errors.push({ field: 'body.address', code: 'minLength', message: 'نشانی شرکت را کامل وارد کنید.' });
      }
      if (errors.length || !nationalId) throw new AppError('VALIDATION_FAILED', { errors });
      await repo.saveCompany(userId, { name, nationalId, economicCode, registrationNumber, address });
      return { company: await repo.findCompany(userId) };
    },

    async profilePicture(userId: number): Promise<ProfilePicture> {
      const fileId = (await signedInUser(userId)).profilePictureFileId;
      return { fileId, url: fileId ? fileUrl(fileId) : null };
    },

    /** To an image file the user uploaded (404 for anyone else's file). */
    async setProfilePicture(userId: number, fileId: string): Promise<ProfilePicture> {
      const file = await files.ownedFile(userId, fileId);
      if (!file.mimeType.startsWith('image/')) {
        throw fieldError('body.fileId', 'pattern', 'تصویر پروفایل باید یک فایل تصویری باشد.');
      }
      await repo.updateUser(userId, { profilePictureFileId: file.id });
      return { fileId: file.id, url: fileUrl(file.id) };
    },

    /**
     * Codes log anyone in: only a visitor on this machine may read them (the client address is the
     * socket's unless the trusted web proxy vouches for it, see plugins/client-address.ts).
     */
    outbox(limit: number, fromLoopback: boolean) {
      if (!fromLoopback) throw new AppError('ROUTE_NOT_FOUND');
      return repo.outbox(limit);
    },
  };
  return service;
}

export type IdentityService = ReturnType<typeof createIdentityService>;
