import { ApiError } from '@bazaar/api-client/api-error';
import { describe, expect, it } from 'vitest';
import {
  fieldErrorsOf,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  pageUnlessDatesRefused,
  problemMessage,
  retryAfterSeconds,
} from './api-problem';

const validation = new ApiError({
  status: 400,
  data: {
    type: 'x',
    title: 'اطلاعات ارسالی نامعتبر است',
    status: 400,
    detail: 'برخی از مقادیر ارسالی معتبر نیستند؛ موارد مشخص‌شده را اصلاح کنید.',
    code: 'VALIDATION_FAILED',
    errors: [
      { field: 'body.postalCode', code: 'strictLength', message: 'کد پستی باید 10 رقم معتبر باشد.' },
      { field: 'body.postalCode', code: 'pattern', message: 'دوم' },
      { field: 'body.cityId', code: 'oneOf', message: 'این شهر در استان انتخاب‌شده نیست.' },
    ],
  },
});

describe('fieldErrorsOf', () => {
  it('keys messages by field name without the body prefix, first message first, digits in Persian', () => {
    expect(fieldErrorsOf(validation)).toEqual({
      postalCode: 'کد پستی باید ۱۰ رقم معتبر باشد.',
      cityId: 'این شهر در استان انتخاب‌شده نیست.',
    });
  });

  it('gives nothing for errors that are not API problems', () => {
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});

describe('problemMessage', () => {
  it("shows the API's Persian detail with Persian digits", () => {
    const rateLimited = new ApiError({
      status: 429,
      data: { title: 'x', status: 429, detail: 'برای دریافت کد تازه 45 ثانیه صبر کنید.', code: 'RATE_LIMITED' },
    });
    expect(problemMessage(rateLimited)).toBe('برای دریافت کد تازه ۴۵ ثانیه صبر کنید.');
  });

  it('says so when the server could not be reached, and hides server-side failure details', () => {
    expect(problemMessage(new ApiError({ status: 0 }))).toBe(NETWORK_ERROR_MESSAGE);
    expect(problemMessage(new ApiError({ status: 500, data: { title: 'x', status: 500, detail: 'stack' } }))).toBe(
      GENERIC_ERROR_MESSAGE,
    );
  });
});

describe('retryAfterSeconds', () => {
  it('reads Retry-After in seconds', () => {
    const error = new ApiError({ status: 429, headers: new Headers({ 'retry-after': '37' }) });
    expect(retryAfterSeconds(error)).toBe(37);
    expect(retryAfterSeconds(new ApiError({ status: 429 }))).toBeNull();
  });
});

describe('pageUnlessDatesRefused', () => {
  const problem = (status: number, code: string, errors: { field: string; code: string; message: string }[]) =>
    new ApiError({ status, data: { type: 'x', title: 'x', status, detail: 'x', code, errors } });

  it('gives the page, or null when the API refused the list’s dates (the filter says how to write them)', async () => {
    await expect(pageUnlessDatesRefused(Promise.resolve({ items: [], total: 0 }))).resolves.toEqual({
      items: [],
      total: 0,
    });
    const dates = problem(400, 'VALIDATION_FAILED', [
      { field: 'query.from', code: 'date', message: 'تاریخ «از» را به شکل ۱۴۰۵/۰۹/۰۴ وارد کنید.' },
    ]);
    await expect(pageUnlessDatesRefused(Promise.reject(dates))).resolves.toBeNull();
  });

  it('throws every other failure: a list the API could not read is no date error', async () => {
    // What the order lists answered for a row whose total overflowed (hardening item 3): a 400 without a field.
    const overflow = problem(400, 'BAD_REQUEST', []);
    await expect(pageUnlessDatesRefused(Promise.reject(overflow))).rejects.toBe(overflow);
    const page = problem(400, 'VALIDATION_FAILED', [{ field: 'query.page', code: 'max', message: 'x' }]);
    await expect(pageUnlessDatesRefused(Promise.reject(page))).rejects.toBe(page);
    const down = new ApiError({ status: 503 });
    await expect(pageUnlessDatesRefused(Promise.reject(down))).rejects.toBe(down);
  });
});
