// Login by one-time code and sessions: code issue with every limit of the issue (expiry, single use,
// wrong-try cap, resend cooldown, per-number and per-IP caps, backoff), code exchange, refresh rotation
// with reuse detection (a reused refresh token revokes its whole family), logout, personal info.
import { randomInt, randomUUID } from 'node:crypto';
import type { OtpSent, PersonalInfo, PersonalInfoUpdate, Role, SessionUser } from '@bazaar/contracts/identity';
import { isValidNationalId, normalizeNationalId } from '@bazaar/fa/national-id';
import { normalizePersian } from '@bazaar/fa/normalize';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import type { AppConfig } from '../../config.js';
import { AppError, fieldError } from '../../shared/app-error.js';
import type { RateStore } from '../../shared/rate-store.js';
import type { IdentityRepo, UserRow } from './identity.repo.js';
import type { SmsProvider } from './sms.js';
import type { TokenKit } from './tokens.js';

const HOUR = 3600;
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
  | 'OTP_MAX_PER_PHONE_HOUR'
  | 'OTP_MAX_PER_IP_HOUR'
  | 'OTP_MAX_FAILURES_PER_PHONE_HOUR'
  | 'REFRESH_TOKEN_TTL_DAYS'
  | 'REFRESH_REUSE_GRACE_SECONDS'
>;

const rateLimited = (detail: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', { detail, retryAfterSeconds });

export function createIdentityService(deps: {
  repo: IdentityRepo;
  tokens: TokenKit;
  rates: RateStore;
  sms: SmsProvider;
  limits: Limits;
  now?: () => number;
}) {
  const { repo, tokens, rates, sms, limits } = deps;
  const now = deps.now ?? Date.now;

  function phoneOrFieldError(input: string, field: string): string {
    const phone = normalizeIranianMobile(input);
    if (!phone) throw fieldError(field, 'pattern', 'شماره موبایل معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷ وارد کنید.');
    return phone;
  }

  async function rolesOf(user: UserRow): Promise<Role[]> {
    const roles = new Set<Role>(['buyer']);
    if (user.roles.includes('admin')) roles.add('admin');
    if (await repo.isMerchantMember(user.id)) roles.add('supplier_agent');
    return [...roles];
  }

  function sessionUser(user: UserRow, roles: Role[]): SessionUser {
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    return { id: user.id, phone: user.phone, roles, displayName: name || null };
  }

  async function issueSession(user: UserRow, familyId: string = randomUUID()): Promise<IssuedSession> {
    const roles = await rolesOf(user);
    const refreshToken = tokens.newRefreshToken();
    await repo.insertRefresh({
      userId: user.id,
      familyId,
      tokenHash: tokens.hashRefresh(refreshToken),
      expiresAt: new Date(now() + limits.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    });
    return {
      accessToken: await tokens.signAccess(user.id, roles),
      refreshToken,
      expiresIn: tokens.accessTtlSeconds,
      user: sessionUser(user, roles),
    };
  }

  return {
    /** Sends a code. The answer is the same whether or not the number has an account. */
    async requestCode(phoneInput: string, ip: string): Promise<OtpSent> {
      const phone = phoneOrFieldError(phoneInput, 'body.phoneNumber');
      if ((await rates.peek(`otp-fail:${phone}`, HOUR)) >= limits.OTP_MAX_FAILURES_PER_PHONE_HOUR) {
        throw rateLimited(
          'به دلیل تلاش‌های نادرست پیاپی، ورود با این شماره موقتاً مسدود است. کمی بعد دوباره تلاش کنید.',
          HOUR,
        );
      }
      const last = await repo.latestCode(phone);
      const sinceLast = last ? (now() - last.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
      if (sinceLast < limits.OTP_RESEND_SECONDS) {
        const wait = Math.ceil(limits.OTP_RESEND_SECONDS - sinceLast);
        throw rateLimited(`برای دریافت کد تازه ${wait} ثانیه صبر کنید.`, wait);
      }
      const perIp = await rates.hit(`otp-ip:${ip}`, HOUR);
      if (perIp.count > limits.OTP_MAX_PER_IP_HOUR) {
        throw rateLimited(
          'درخواست‌های کد از این نشانی بیش از حد مجاز است. ساعتی بعد دوباره تلاش کنید.',
          (perIp.resetAt.getTime() - now()) / 1000,
        );
      }
      const perPhone = await rates.hit(`otp-phone:${phone}`, HOUR);
      if (perPhone.count > limits.OTP_MAX_PER_PHONE_HOUR) {
        throw rateLimited(
          'برای این شماره بیش از حد مجاز کد درخواست شده است. ساعتی بعد دوباره تلاش کنید.',
          (perPhone.resetAt.getTime() - now()) / 1000,
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
        throw new AppError('SERVICE_UNAVAILABLE', {
          detail: 'ارسال پیامک ممکن نشد؛ چند لحظه بعد دوباره تلاش کنید.',
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

    async exchangeCode(phoneInput: string, codeInput: string): Promise<IssuedSession> {
      const phone = phoneOrFieldError(phoneInput, 'body.phone_number');
      const code = normalizePersian(codeInput).replace(/\s/g, '');
      if ((await rates.peek(`otp-fail:${phone}`, HOUR)) >= limits.OTP_MAX_FAILURES_PER_PHONE_HOUR) {
        throw rateLimited('به دلیل تلاش‌های نادرست پیاپی، ورود با این شماره موقتاً مسدود است.', HOUR);
      }
      const latest = await repo.latestCode(phone);
      const usable =
        latest && !latest.consumedAt && latest.expiresAt.getTime() > now() && latest.attempts < limits.OTP_MAX_ATTEMPTS;
      if (!latest || !usable) {
        throw new AppError('INVALID_GRANT', { detail: 'کد منقضی شده یا دیگر معتبر نیست؛ کد تازه بگیرید.' });
      }
      if (!tokens.sameHash(tokens.hashCode(phone, code), latest.codeHash)) {
        const attempts = await repo.countWrongAttempt(latest.id);
        await rates.hit(`otp-fail:${phone}`, HOUR);
        const left = limits.OTP_MAX_ATTEMPTS - attempts;
        throw new AppError('INVALID_GRANT', {
          detail:
            left > 0
              ? `کد وارد شده نادرست است؛ ${left} بار دیگر می‌توانید تلاش کنید.`
              : 'کد نادرست بود و دیگر معتبر نیست؛ کد تازه بگیرید.',
        });
      }
      if (!(await repo.consumeCode(latest.id))) {
        throw new AppError('INVALID_GRANT', { detail: 'این کد قبلاً استفاده شده است؛ کد تازه بگیرید.' });
      }
      return issueSession(await repo.findOrCreateUser(phone));
    },

    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      const invalid = new AppError('INVALID_GRANT', { detail: 'نشست شما منقضی شده است؛ دوباره وارد شوید.' });
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
          await repo.revokeFamily(stored.familyId);
          throw invalid;
        }
        // The same client racing itself (two tabs, parallel page loads): another pair, same family.
      }
      const user = await repo.findUser(stored.userId);
      if (!user) throw invalid;
      return issueSession(user, stored.familyId);
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const stored = await repo.findRefresh(tokens.hashRefresh(refreshToken));
      if (stored) await repo.revokeFamily(stored.familyId);
    },

    async personalInfo(userId: number, fileUrl: (id: string) => string): Promise<PersonalInfo> {
      const user = await repo.findUser(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
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

    async updatePersonalInfo(userId: number, input: PersonalInfoUpdate & Record<string, unknown>) {
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
    },

    async profilePictureId(userId: number): Promise<string | null> {
      const user = await repo.findUser(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      return user.profilePictureFileId;
    },

    async setProfilePicture(userId: number, fileId: string | null) {
      await repo.updateUser(userId, { profilePictureFileId: fileId });
    },

    outbox: (limit: number) => repo.outbox(limit),
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
