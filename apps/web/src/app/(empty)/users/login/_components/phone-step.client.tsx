'use client';
// Step 1 of the login: the mobile number, in any digits and spelling (0912…, 912…, +98…, ۰۹۱۲…).
import type { OtpSent } from '@bazaar/contracts/identity';
import { VALIDATION_MESSAGES } from '@bazaar/contracts/validation-messages';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';

// The identity calls (with the contract's zod schemas) load when the visitor sends, not with the page.
const identityApi = () => import('@/lib/browser-api').then((module) => module.browserIdentityApi);

export const INVALID_MOBILE_MESSAGE = 'شماره موبایل معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷ وارد کنید.';

interface PhoneStepProps {
  initialPhone: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** True when a code already sent to this number can still be used (no new code is asked for). */
  reuseSentCode: (phone: string) => boolean;
  onSent: (phone: string, sent: OtpSent) => void;
}

export function PhoneStep({ initialPhone, inputRef, reuseSentCode, onSent }: PhoneStepProps) {
  const id = useId();
  const [phone, setPhone] = useState(initialPhone);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const normalized = normalizeIranianMobile(phone);
    if (!normalized) {
      setError(phone.trim() ? INVALID_MOBILE_MESSAGE : VALIDATION_MESSAGES.required);
      inputRef.current?.focus();
      return;
    }
    if (reuseSentCode(normalized)) return;
    setPending(true);
    setError(null);
    try {
      onSent(normalized, await (await identityApi()).requestCode({ body: { phoneNumber: normalized } }));
    } catch (failure) {
      setError(fieldErrorsOf(failure).phoneNumber ?? problemMessage(failure));
      inputRef.current?.focus();
    } finally {
      setPending(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        ورود یا ثبت‌نام با شماره موبایل
      </h2>
      <p className="text-slate-700">شماره موبایل خود را وارد کنید تا کد ورود برایتان پیامک شود.</p>
      <div>
        <label htmlFor={`${id}-phone`} className={labelClass}>
          شماره موبایل
        </label>
        <input
          ref={inputRef}
          id={`${id}-phone`}
          name="phoneNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          placeholder="۰۹۱۲۱۲۳۴۵۶۷"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={inputClass(!!error, 'text-end')}
        />
        <FieldError id={errorId} message={error} />
      </div>
      <button type="submit" disabled={pending} className={buttonClass('primary', 'w-full')}>
        {pending ? 'در حال ارسال کد…' : 'دریافت کد ورود'}
      </button>
    </form>
  );
}
