// Copy of the error screens (spec sections 2 and 8). 400, 403 and «temporarily unavailable» texts are not
// given by the spec and are our own wording.

export type ErrorScreenKind = 'generic' | '400' | '401' | '403' | '404' | '500' | 'unavailable';

export interface ErrorScreenCopy {
  /**
   * Status code shown large above the heading, already in Persian digits so the client-side error
   * boundaries need no digit-conversion code; null for the generic screen.
   */
  code: string | null;
  heading: string;
  message: string;
  /** Message part of the document title ('{code} - {titleMessage}'). */
  titleMessage: string;
}

const GENERIC_MESSAGE = 'در ارائه خدمات مشکلی پیش آمد، لطفاً دوباره تلاش کنید';

export const ERROR_SCREENS: Record<ErrorScreenKind, ErrorScreenCopy> = {
  generic: { code: null, heading: 'خطا', message: GENERIC_MESSAGE, titleMessage: 'خطا' },
  '400': {
    code: '۴۰۰',
    heading: 'خطا',
    message: 'درخواست ارسال‌شده معتبر نیست',
    titleMessage: 'درخواست نامعتبر',
  },
  // unauthorized() (Next's 401 boundary, app/unauthorized.tsx): no page calls it today; the screen replaces
  // Next's English default that every page carried (decision 076).
  '401': {
    code: '۴۰۱',
    heading: 'خطا',
    message: 'برای دیدن این صفحه وارد حساب کاربری خود شوید',
    titleMessage: 'ورود لازم است',
  },
  '403': {
    code: '۴۰۳',
    heading: 'خطا',
    message: 'شما اجازهٔ دسترسی به این صفحه را ندارید',
    titleMessage: 'دسترسی غیرمجاز',
  },
  '404': {
    code: '۴۰۴',
    heading: 'خطا',
    message: 'صفحه مورد نظر یافت نشد',
    titleMessage: 'صفحه مورد نظر یافت نشد',
  },
  '500': {
    code: '۵۰۰',
    heading: 'خطا',
    message: GENERIC_MESSAGE,
    titleMessage: 'در ارائه خدمات مشکلی پیش آمد',
  },
  // The API cannot answer for the moment (its database is gone, it is restarting): sent with HTTP 503 and
  // Retry-After by the web server (server/api-availability.ts), shown by the error boundaries (error-kind.ts).
  unavailable: {
    code: '۵۰۳',
    heading: 'موقتاً در دسترس نیست',
    message: 'بازار صنعت موقتاً در دسترس نیست. چند لحظهٔ دیگر دوباره تلاش کنید.',
    titleMessage: 'موقتاً در دسترس نیست',
  },
};

/** The unavailable screen when the API named a longer wait (Retry-After over a minute and a half). */
export const UNAVAILABLE_LONGER: ErrorScreenCopy = {
  ...ERROR_SCREENS.unavailable,
  message: 'بازار صنعت موقتاً در دسترس نیست. چند دقیقهٔ دیگر دوباره تلاش کنید.',
};
