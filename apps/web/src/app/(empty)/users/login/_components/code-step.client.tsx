'use client';
// Step 2 of the login: the texted code (Persian digits and pastes welcome), a resend countdown, and the
// exchange for session cookies (POST /api/v1/connect/token, token_delivery=cookie, same origin).
import type { OtpSent } from '@bazaar/contracts/identity';
import { VALIDATION_MESSAGES } from '@bazaar/contracts/validation-messages';
import { toPersianDigits } from '@bazaar/fa/digits';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { formatCountdown, normalizeOtpInput } from '@/features/auth/otp-code';
import { problemMessage, retryAfterSeconds } from '@/lib/api-problem';
import { useSecondsUntil } from './use-countdown';

// The identity calls (with the contract's zod schemas) load when the visitor sends, not with the page.
const identityApi = () => import('@/lib/browser-api').then((module) => module.browserIdentityApi);

interface CodeStepProps {
  phone: string;
  sent: OtpSent;
  /** When the API allows another code (ms since the epoch). */
  resendAt: number;
  inputRef: RefObject<HTMLInputElement | null>;
  onResent: (sent: OtpSent) => void;
  /** The API asked to wait this many seconds before another code (429 with Retry-After). */
  onCooldown: (seconds: number) => void;
  onChangePhone: () => void;
  onLoggedIn: () => void;
}

export function CodeStep(props: CodeStepProps) {
  const { phone, sent, resendAt, inputRef, onResent, onCooldown, onChangePhone, onLoggedIn } = props;
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<'login' | 'resend' | null>(null);
  const secondsToResend = useSecondsUntil(resendAt);
  const length = sent.codeLength;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (code.length !== length) {
      setError(
        code ? `کد ورود ${toPersianDigits(length)} رقم دارد؛ همهٔ رقم‌ها را وارد کنید.` : VALIDATION_MESSAGES.required,
      );
      inputRef.current?.focus();
      return;
    }
    setPending('login');
    setError(null);
    setNotice(null);
    try {
      await (await identityApi()).token({
        body: { grant_type: 'otp', phone_number: phone, code, token_delivery: 'cookie' },
      });
      setNotice('ورود انجام شد؛ در حال انتقال…');
      onLoggedIn();
    } catch (failure) {
      setError(problemMessage(failure));
      setPending(null);
      inputRef.current?.select();
    }
  }

  async function resend() {
    if (pending) return;
    setPending('resend');
    setError(null);
    setNotice(null);
    try {
      const again = await (await identityApi()).requestCode({ body: { phoneNumber: phone } });
      setCode('');
      setNotice('کد تازه پیامک شد.');
      onResent(again);
      inputRef.current?.focus();
    } catch (failure) {
      setError(problemMessage(failure));
      const wait = retryAfterSeconds(failure);
      // Only a short wait becomes the countdown; an hour-long block is explained by the message alone.
      if (wait !== null && wait <= 600) onCooldown(wait);
    } finally {
      setPending(null);
    }
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        کد ورود را وارد کنید
      </h2>
      <p id={hintId} className="text-slate-700">
        کد {toPersianDigits(length)} رقمی به شمارهٔ{' '}
        <bdi dir="ltr" className="font-medium">
          {toPersianDigits(phone)}
        </bdi>{' '}
        پیامک شد و تا {toPersianDigits(Math.round(sent.expiresInSeconds / 60))} دقیقه معتبر است.
      </p>
      <div>
        <label htmlFor={`${id}-code`} className={labelClass}>
          کد ورود
        </label>
        <input
          ref={inputRef}
          id={`${id}-code`}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          // No maxLength: a pasted '۱۲۳ ۴۵۶' is longer than the code until its separators are dropped.
          value={toPersianDigits(code)}
          onChange={(event) => setCode(normalizeOtpInput(event.currentTarget.value, length))}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${hintId} ${errorId}`}
          className={inputClass(!!error, 'text-center text-2xl tracking-[0.5em]')}
        />
        <FieldError id={errorId} message={error} />
        <p role="status" className="text-sm text-emerald-800 [&:not(:empty)]:mt-1">
          {notice ?? ''}
        </p>
      </div>
      <button type="submit" disabled={pending !== null} className={buttonClass('primary', 'w-full')}>
        {pending === 'login' ? 'در حال ورود…' : 'ورود'}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {secondsToResend > 0 ? (
          <p className="text-slate-700">
            ارسال دوباره تا <span className="font-medium tabular-nums">{formatCountdown(secondsToResend)}</span> دیگر
          </p>
        ) : (
          <button type="button" onClick={resend} disabled={pending !== null} className={buttonClass('ghost')}>
            {pending === 'resend' ? 'در حال ارسال…' : 'ارسال دوباره کد'}
          </button>
        )}
        <button type="button" onClick={onChangePhone} disabled={pending !== null} className={buttonClass('ghost')}>
          تغییر شماره موبایل
        </button>
      </div>
    </form>
  );
}
