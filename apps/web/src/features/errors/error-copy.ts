// Copy of the error screens (spec sections 2 and 8). 400 and 403 texts are not given by the spec and
// are our own wording.

export type ErrorScreenKind = 'generic' | '400' | '403' | '404' | '500';

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
};
