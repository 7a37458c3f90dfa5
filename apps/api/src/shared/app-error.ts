// The one error type of the API: a machine code mapped to an HTTP status and Persian copy in one place.
import type { ErrorCode, FieldError } from '@bazaar/contracts/problem';

interface ErrorCopy {
  status: number;
  title: string;
  detail: string;
}

export const ERROR_CATALOGUE: Record<ErrorCode, ErrorCopy> = {
  BAD_REQUEST: { status: 400, title: 'درخواست نامعتبر', detail: 'درخواست ارسال‌شده قابل پردازش نیست.' },
  VALIDATION_FAILED: {
    status: 400,
    title: 'اطلاعات ارسالی نامعتبر است',
    detail: 'برخی از مقادیر ارسالی معتبر نیستند؛ موارد مشخص‌شده را اصلاح کنید.',
  },
  UNAUTHORIZED: { status: 401, title: 'ورود لازم است', detail: 'برای این کار ابتدا وارد حساب کاربری خود شوید.' },
  FORBIDDEN: { status: 403, title: 'دسترسی مجاز نیست', detail: 'شما اجازهٔ انجام این کار را ندارید.' },
  NOT_FOUND: { status: 404, title: 'یافت نشد', detail: 'مورد درخواستی یافت نشد.' },
  ROUTE_NOT_FOUND: { status: 404, title: 'مسیر یافت نشد', detail: 'چنین مسیری در API وجود ندارد.' },
  METHOD_NOT_ALLOWED: {
    status: 405,
    title: 'روش درخواست مجاز نیست',
    detail: 'این مسیر از این روش درخواست پشتیبانی نمی‌کند.',
  },
  INVALID_GRANT: {
    status: 400,
    title: 'کد یا نشست نامعتبر',
    detail: 'کد وارد شده نادرست یا منقضی است؛ دوباره تلاش کنید یا کد تازه بگیرید.',
  },
  CONFLICT: { status: 409, title: 'تعارض در اطلاعات', detail: 'این درخواست با وضعیت فعلی اطلاعات سازگار نیست.' },
  PAYLOAD_TOO_LARGE: { status: 413, title: 'حجم درخواست زیاد است', detail: 'حجم اطلاعات ارسالی از حد مجاز بیشتر است.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    title: 'نوع محتوا پشتیبانی نمی‌شود',
    detail: 'نوع محتوای ارسالی پذیرفته نیست؛ اطلاعات را به صورت JSON بفرستید.',
  },
  RATE_LIMITED: { status: 429, title: 'درخواست‌ها بیش از حد مجاز است', detail: 'لطفاً کمی صبر کنید و دوباره تلاش کنید.' },
  INTERNAL: {
    status: 500,
    title: 'خطای داخلی',
    detail: 'در ارائه خدمات مشکلی پیش آمد، لطفاً دوباره تلاش کنید.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    title: 'سرویس در دسترس نیست',
    detail: 'سرویس موقتاً در دسترس نیست، لطفاً چند لحظه بعد دوباره تلاش کنید.',
  },
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string;
  readonly errors: FieldError[];
  /** Seconds the caller should wait (sent as Retry-After), for RATE_LIMITED and SERVICE_UNAVAILABLE. */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    options: { detail?: string; errors?: FieldError[]; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    const copy = ERROR_CATALOGUE[code];
    super(options.detail ?? copy.detail, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = copy.status;
    this.detail = options.detail ?? copy.detail;
    this.errors = options.errors ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (detail?: string) => new AppError('NOT_FOUND', { detail });

export const fieldError = (field: string, code: string, message: string) =>
  new AppError('VALIDATION_FAILED', { errors: [{ field, code, message }] });
