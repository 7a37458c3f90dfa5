// One-time codes: the hard stops and the growing waits of decision 014, sending a code, exchanging it for a
// session, and the development outbox.
import { randomInt } from 'node:crypto';
import type { OtpSent } from '@bazaar/contracts/identity';
import { normalizePersian } from '@bazaar/fa/normalize';
import { AppError } from '../../shared/app-error.js';
import { windowEnd } from '../../shared/rate-store.js';
import {
  CODE_LENGTH,
  DAY,
  HOUR,
  type IdentityContext,
  type IssuedSession,
  issueSession,
  phoneOrFieldError,
  rateLimited,
  secondsUntil,
} from './identity-context.js';

/**
 * The hard stops, which a caller at another address cannot trigger for the owner: this address guessed
 * wrong too often this hour; or the number has had OTP_MAX_FAILURES_PER_PHONE consecutive wrong codes
 * today (NIST SP 800-63B 5.2.2). Answers the number's consecutive failures so far.
 */
export async function refuseWhileBlocked(ctx: IdentityContext, phone: string, ip: string): Promise<number> {
  const { rates, limits, now } = ctx;
  const [failures, addressFailures] = await Promise.all([
    rates.peek(`otp-fail:${phone}`, DAY),
    rates.peek(`otp-fail-ip:${ip}`, HOUR),
  ]);
  if (addressFailures >= limits.OTP_MAX_FAILURES_PER_IP_HOUR) {
    const left = secondsUntil(ctx, windowEnd(HOUR, now()));
    throw rateLimited(
      'IDENTITY_TOO_MANY_WRONG_CODES',
      `کدهای نادرست از این نشانی بیش از حد مجاز است؛ ${left} ثانیه دیگر تلاش کنید.`,
      left,
    );
  }
  if (failures >= limits.OTP_MAX_FAILURES_PER_PHONE) {
    const left = secondsUntil(ctx, windowEnd(DAY, now()));
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
export async function codeWait(ctx: IdentityContext, phone: string, ip: string, failures: number): Promise<number> {
  const { repo, limits, now } = ctx;
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

/** Sends a code. The answer is the same whether or not the number has an account. */
export async function requestCode(ctx: IdentityContext, phoneInput: string, ip: string): Promise<OtpSent> {
  const { repo, tokens, rates, sms, limits, now } = ctx;
  const phone = phoneOrFieldError(phoneInput, 'body.phoneNumber');
  const failures = await refuseWhileBlocked(ctx, phone, ip);
  const wait = await codeWait(ctx, phone, ip, failures);
  if (wait > 0) throw rateLimited('IDENTITY_CODE_RESEND_TOO_SOON', `برای دریافت کد تازه ${wait} ثانیه صبر کنید.`, wait);
  const perIp = await rates.hit(`otp-ip:${ip}`, HOUR);
  if (perIp.count > limits.OTP_MAX_PER_IP_HOUR) {
    const left = secondsUntil(ctx, perIp.resetAt);
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
}

/**
 * Checks a code sent to `phone` and uses it up, under every limit of decision 014 (the hard stops, wrong tries
 * counted per code, number and address). Throws the same Persian errors as a login.
 */
export async function consumeFreshCode(ctx: IdentityContext, phone: string, codeInput: string, ip: string) {
  const { repo, tokens, rates, limits, now } = ctx;
  const code = normalizePersian(codeInput).replace(/\s/g, '');
  await refuseWhileBlocked(ctx, phone, ip);
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
}

export async function exchangeCode(
  ctx: IdentityContext,
  phoneInput: string,
  codeInput: string,
  ip: string,
): Promise<IssuedSession> {
  const phone = phoneOrFieldError(phoneInput, 'body.phone_number');
  await consumeFreshCode(ctx, phone, codeInput, ip);
  return issueSession(ctx, await ctx.repo.findOrCreateUser(phone));
}

/**
 * Codes log anyone in: only a visitor on this machine may read them (the client address is the
 * socket's unless the trusted web proxy vouches for it, see plugins/client-address.ts).
 */
export function devOutbox(ctx: IdentityContext, limit: number, fromLoopback: boolean) {
  const { repo } = ctx;
  if (!fromLoopback) throw new AppError('ROUTE_NOT_FOUND');
  return repo.outbox(limit);
}
