// The one-time code as people type or paste it: Persian, Arabic-Indic or Latin digits, with spaces or
// dashes from an SMS ('۱۲۳ ۴۵۶'); and the resend countdown as shown on screen.
import { toLatinDigits, toPersianDigits } from '@bazaar/fa/digits';

/** Spec section 5: the one-time code input defaults to 6 characters. */
export const DEFAULT_OTP_LENGTH = 6;

/** Latin digits only, at most `length` of them: '۱۲۳ ۴۵۶' → '123456', 'code: 12-34' → '1234'. */
export function normalizeOtpInput(value: string, length: number = DEFAULT_OTP_LENGTH): string {
  return toLatinDigits(value).replace(/\D/g, '').slice(0, length);
}

/** Seconds as 'm:ss' in Persian digits: 59 → '۰:۵۹', 60 → '۱:۰۰'. Negative counts as 0. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return toPersianDigits(`${minutes}:${rest}`);
}
