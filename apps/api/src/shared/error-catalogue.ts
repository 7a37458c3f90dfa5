// The catalogue of the API's errors (data): each machine code's HTTP status and Persian copy, in one place;
// AppError (app-error.ts) takes its status and words from here.
import type { ErrorCode } from '@bazaar/contracts/problem';
import { VALIDATION_FAILED_DETAIL } from '@bazaar/contracts/validation-messages';

export interface ErrorCopy {
  status: number;
  title: string;
  detail: string;
}

export const ERROR_CATALOGUE: Record<ErrorCode, ErrorCopy> = {
  BAD_REQUEST: { status: 400, title: 'درخواست نامعتبر', detail: 'درخواست ارسال‌شده قابل پردازش نیست.' },
  VALIDATION_FAILED: {
    status: 400,
    title: 'اطلاعات ارسالی نامعتبر است',
    detail: VALIDATION_FAILED_DETAIL,
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
  REQUEST_TIMEOUT: {
    status: 408,
    title: 'مهلت ارسال درخواست تمام شد',
    detail: 'درخواست در زمان مقرر کامل نرسید؛ لطفاً دوباره تلاش کنید.',
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
  URI_TOO_LONG: {
    status: 414,
    title: 'نشانی درخواست بیش از حد طولانی است',
    detail: 'بخشی از مسیر درخواست از حد مجاز طولانی‌تر است.',
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    title: 'سرآیندهای درخواست بیش از حد بزرگ است',
    detail: 'نشانی یا سرآیندهای درخواست از حد مجاز بزرگ‌تر است.',
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

  // Domain codes (packages/contracts/src/problem.ts): the status of the generic code each refines.
  IDENTITY_CODE_EXPIRED: {
    status: 400,
    title: 'کد منقضی شده است',
    detail: 'کد منقضی شده یا دیگر معتبر نیست؛ کد تازه بگیرید.',
  },
  IDENTITY_CODE_WRONG: { status: 400, title: 'کد نادرست است', detail: 'کد وارد شده نادرست است.' },
  IDENTITY_CODE_USED: {
    status: 400,
    title: 'کد قبلاً استفاده شده است',
    detail: 'این کد قبلاً استفاده شده است؛ کد تازه بگیرید.',
  },
  IDENTITY_SESSION_EXPIRED: {
    status: 400,
    title: 'نشست منقضی شده است',
    detail: 'نشست شما منقضی شده است؛ دوباره وارد شوید.',
  },
  IDENTITY_CODE_RESEND_TOO_SOON: {
    status: 429,
    title: 'هنوز نمی‌توان کد تازه گرفت',
    detail: 'برای دریافت کد تازه کمی صبر کنید.',
  },
  IDENTITY_TOO_MANY_CODE_REQUESTS: {
    status: 429,
    title: 'درخواست کد بیش از حد مجاز است',
    detail: 'درخواست‌های کد بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید.',
  },
  IDENTITY_TOO_MANY_WRONG_CODES: {
    status: 429,
    title: 'کدهای نادرست بیش از حد مجاز است',
    detail: 'کدهای نادرست بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید.',
  },
  IDENTITY_ACCOUNT_BLOCKED: {
    status: 403,
    title: 'حساب مسدود است',
    detail: 'این حساب کاربری مسدود شده است؛ برای پیگیری با پشتیبانی بازار صنعت تماس بگیرید.',
  },
  IDENTITY_OWN_STAFF_ROLE: {
    status: 403,
    title: 'تغییر نقش خودتان ممکن نیست',
    detail: 'نقش مدیریت یا دسترسی حساب خودتان را نمی‌توانید بگیرید؛ از مدیر دیگری بخواهید.',
  },
  IDENTITY_SMS_UNAVAILABLE: {
    status: 503,
    title: 'ارسال پیامک ممکن نشد',
    detail: 'ارسال پیامک ممکن نشد؛ چند لحظه بعد دوباره تلاش کنید.',
  },
  ADDRESSES_LIMIT_REACHED: {
    status: 409,
    title: 'سقف تعداد نشانی‌ها',
    detail: 'بیش از این تعداد نشانی نمی‌توانید ثبت کنید.',
  },
  ADDRESSES_NO_DEFAULT: { status: 404, title: 'نشانی پیش‌فرض ندارید', detail: 'هنوز نشانی پیش‌فرضی ثبت نشده است.' },
  CUSTOMERS_OWNER_ONLY: {
    status: 403,
    title: 'فقط مالک تأمین‌کننده',
    detail: 'فقط مالک حساب تأمین‌کننده می‌تواند نمایندگان را مدیریت کند.',
  },
  CUSTOMERS_AGENT_ALREADY_MEMBER: {
    status: 409,
    title: 'این شماره عضو تیم است',
    detail: 'این شماره هم‌اکنون عضو تیم این تأمین‌کننده است.',
  },
  CUSTOMERS_TOO_MANY_PENDING_INVITATIONS: {
    status: 409,
    title: 'دعوت‌نامه‌های بی‌پاسخ بیش از حد مجاز است',
    detail: 'دعوت‌نامه‌های بی‌پاسخ بیش از حد مجاز است؛ ابتدا چند دعوت را لغو کنید.',
  },
  CATALOG_NOT_A_SUPPLIER: {
    status: 403,
    title: 'فقط اعضای تأمین‌کننده',
    detail: 'این بخش برای مالک یا نمایندهٔ یک تأمین‌کننده است؛ حساب شما عضو هیچ تأمین‌کننده‌ای نیست.',
  },
  CATALOG_NO_PRODUCT_RIGHT: {
    status: 403,
    title: 'اجازهٔ مدیریت محصولات را ندارید',
    detail: 'مالک تأمین‌کننده به شما اجازهٔ افزودن، ویرایش یا حذف محصولات را نداده است.',
  },
  CATALOG_OWN_LISTING_REPORT: {
    status: 403,
    title: 'گزارش آگهی خودتان ممکن نیست',
    detail: 'این آگهی از تأمین‌کننده‌ای است که شما مالک یا نمایندهٔ آن هستید؛ آن را از «محصولات من» ویرایش کنید.',
  },
  CATALOG_NO_OPEN_REPORTS: {
    status: 409,
    title: 'گزارش بازی نمانده است',
    detail: 'گزارش‌های این آگهی پیش‌تر بررسی شده‌اند؛ فهرست تازه را ببینید.',
  },
  SEARCH_TERM_ALREADY_REVIEWED: {
    status: 409,
    title: 'این پیشنهاد بررسی شده است',
    detail: 'این واژهٔ بازاری پیش‌تر بررسی شده است و در انتظار بررسی نیست.',
  },
  CATALOG_ALREADY_REVIEWED: {
    status: 409,
    title: 'این پیشنهاد بررسی شده است',
    detail: 'این کالای پایه پیش‌تر بررسی شده است و در انتظار بررسی نیست.',
  },
  SUPPLIERS_ALREADY_REVIEWED: {
    status: 409,
    title: 'این تأمین‌کننده بررسی شده است',
    detail: 'این تأمین‌کننده در انتظار بررسی نیست.',
  },
  SUPPLIERS_NO_PROFILE_RIGHT: {
    status: 403,
    title: 'اجازهٔ ویرایش نمایهٔ شرکت را ندارید',
    detail: 'مالک تأمین‌کننده به شما اجازهٔ ویرایش نمایه، نمایندگی‌ها و مقاله‌های شرکت را نداده است.',
  },
  SUPPLIERS_DELEGATION_REVIEWED: {
    status: 409,
    title: 'این نمایندگی بررسی شده است',
    detail: 'این درخواست نمایندگی در انتظار بررسی نیست.',
  },
  WALLET_INSUFFICIENT_FUNDS: {
    status: 409,
    title: 'موجودی کیف پول کافی نیست',
    detail: 'موجودی کیف پول شما برای این پرداخت کافی نیست؛ ابتدا کیف پول را شارژ کنید یا از درگاه بانکی بپردازید.',
  },
  WALLET_IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    title: 'کلید تکراری با درخواست متفاوت',
    detail: 'این کلید یکتایی پیش‌تر برای درخواست دیگری به کار رفته است؛ برای درخواست تازه کلید تازه بسازید.',
  },
  WALLET_IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    title: 'درخواست در حال انجام است',
    detail: 'همین درخواست هنوز در حال انجام است؛ چند لحظه بعد دوباره نگاه کنید.',
  },
  WALLET_ALREADY_PAID: { status: 409, title: 'پیش‌تر پرداخت شده', detail: 'این مورد پیش‌تر پرداخت شده است.' },
  WALLET_PAYABLE_CANCELLED: {
    status: 409,
    title: 'این پرداخت لغو شده است',
    detail: 'این مورد لغو شده و دیگر قابل پرداخت نیست.',
  },
  WALLET_NOT_PAYABLE_BY_WALLET: {
    status: 409,
    title: 'پرداخت از کیف پول ممکن نیست',
    detail: 'افزایش موجودی کیف پول را فقط از درگاه بانکی می‌توان پرداخت.',
  },
  WALLET_GATEWAY_NOT_AVAILABLE: {
    status: 400,
    title: 'درگاه در دسترس نیست',
    detail: 'این درگاه پرداخت فعال نیست؛ یکی از درگاه‌های فهرست را برگزینید.',
  },
  WALLET_GATEWAY_UNREACHABLE: {
    status: 503,
    title: 'درگاه پرداخت پاسخ نمی‌دهد',
    detail: 'درگاه پرداخت اکنون پاسخ نمی‌دهد و پولی از حساب شما کم نشده است؛ چند دقیقه بعد دوباره تلاش کنید.',
  },
  WALLET_PAYMENT_NOT_CANCELLABLE: {
    status: 409,
    title: 'این پرداخت لغوشدنی نیست',
    detail: 'پرداخت انجام‌شده یا لغوشده را نمی‌توان لغو کرد.',
  },
  WALLET_PAYMENT_NOT_RETRYABLE: {
    status: 409,
    title: 'تلاش دوباره ممکن نیست',
    detail: 'فقط پرداخت ناموفق یا منقضی‌شده‌ای را که هنوز پرداخت نشده می‌توان دوباره انجام داد.',
  },
  WALLET_USER_NOT_FOUND: {
    status: 404,
    title: 'کاربر یافت نشد',
    detail: 'کاربری با این شمارهٔ همراه ثبت نشده است.',
  },
  WALLET_PLAN_IS_FREE: {
    status: 409,
    title: 'طرح رایگان است',
    detail: 'طرح پایه رایگان است و خریدن ندارد؛ هر تأمین‌کننده‌ای بی‌نیاز از خرید روی آن است.',
  },
  TRADE_ILLEGAL_TRANSITION: {
    status: 409,
    title: 'این کار در وضعیت کنونی درخواست مجاز نیست',
    detail: 'این کار در وضعیت کنونی درخواست یا برای نقش شما در آن مجاز نیست.',
  },
  TRADE_WRONG_PARTY: {
    status: 403,
    title: 'این کار با طرف دیگر درخواست است',
    detail: 'این کار را طرف دیگر این درخواست انجام می‌دهد، نه شما.',
  },
  TRADE_PRODUCT_NOT_AVAILABLE: {
    status: 400,
    title: 'کالا در دسترس نیست',
    detail: 'یکی از کالاهای درخواست منتشر نشده یا یافت نشد.',
  },
  TRADE_ONE_SUPPLIER_PER_REQUEST: {
    status: 400,
    title: 'یک تأمین‌کننده در هر درخواست',
    detail: 'همهٔ کالاهای یک سفارش مستقیم باید از یک تأمین‌کننده باشند.',
  },
  TRADE_OWN_PRODUCT: {
    status: 400,
    title: 'سفارش از خود ممکن نیست',
    detail: 'نمی‌توانید از تأمین‌کننده‌ای که خودتان مالک یا نمایندهٔ آن هستید سفارش بدهید.',
  },
  TRADE_MONTHLY_LIMIT_REACHED: {
    status: 409,
    title: 'سقف درخواست‌های ماه',
    detail: 'سقف انتشار درخواست در این ماه برای طرح عضویت شما پر شده است؛ طرح بالاتری بخرید یا ماه بعد منتشر کنید.',
  },
  TRADE_QUOTE_LIMIT_REACHED: {
    status: 409,
    title: 'سقف پیشنهادهای ماه',
    detail:
      'سقف پیشنهاد قیمت در این ماه برای طرح عضویت این تأمین‌کننده پر شده است؛ طرح بالاتری بخرید یا ماه بعد پیشنهاد دهید.',
  },
  TRADE_QUOTE_CLOSED: {
    status: 409,
    title: 'این پیشنهاد دیگر باز نیست',
    detail: 'این پیشنهاد قیمت پس گرفته شده یا درخواست بسته شده است و تغییر نمی‌کند.',
  },
  TRADE_QUOTE_EXPIRED: {
    status: 409,
    title: 'اعتبار پیشنهاد گذشته است',
    detail: 'مهلت اعتبار این پیشنهاد قیمت گذشته است؛ از تأمین‌کننده بخواهید آن را بازنگری کند.',
  },
  ENGAGEMENT_TOO_MANY_NOTES: {
    status: 409,
    title: 'سقف تعداد یادداشت‌ها',
    detail: 'به سقف تعداد یادداشت‌ها رسیده‌اید؛ چند یادداشت قدیمی را پاک کنید و دوباره تلاش کنید.',
  },
  FILES_UNSUPPORTED_TYPE: {
    status: 415,
    title: 'نوع فایل پذیرفته نیست',
    detail: 'فقط تصویر JPEG، PNG یا WebP و فایل PDF پذیرفته می‌شود.',
  },
  FILES_IMAGE_TOO_LARGE: { status: 413, title: 'حجم تصویر زیاد است', detail: 'حجم تصویر حداکثر ۵ مگابایت است.' },
  FILES_IMAGE_INVALID: {
    status: 415,
    title: 'تصویر پذیرفته نیست',
    detail: 'تصویر خراب است یا ابعاد آن بیش از حد مجاز است.',
  },
  FILES_PDF_TOO_LARGE: { status: 413, title: 'حجم فایل PDF زیاد است', detail: 'حجم فایل PDF حداکثر ۱۰ مگابایت است.' },
  FILES_PDF_ACTIVE_CONTENT: {
    status: 415,
    title: 'PDF دارای محتوای فعال است',
    detail: 'فایل‌های PDF دارای اسکریپت، اجرای برنامه، فایل پیوست، ارسال فرم یا محتوای چندرسانه‌ای پذیرفته نمی‌شوند.',
  },
  FILES_PDF_MALFORMED: {
    status: 415,
    title: 'PDF سالم نیست',
    detail: 'این فایل یک PDF سالم نیست یا ساختار آن آسیب دیده است.',
  },
  FILES_PDF_ENCRYPTED: {
    status: 415,
    title: 'PDF رمزگذاری شده است',
    detail: 'فایل‌های PDF رمزگذاری‌شده پذیرفته نمی‌شوند؛ نسخهٔ بدون رمز را بفرستید.',
  },
  FILES_PDF_UNVERIFIABLE: {
    status: 415,
    title: 'بررسی PDF ممکن نشد',
    detail: 'بررسی این فایل PDF در زمان و حافظهٔ مجاز ممکن نشد.',
  },
  CONTENT_PREVIEW_FORBIDDEN: {
    status: 403,
    title: 'پیش‌نمایش مجاز نیست',
    detail: 'پیش‌نمایش این صفحه فقط برای نویسنده و مدیران ممکن است.',
  },
  CONTENT_COMMENT_NOT_FOUND: { status: 404, title: 'دیدگاه یافت نشد', detail: 'دیدگاه مورد نظر یافت نشد.' },
  EVENTS_TOO_MANY_STREAMS: {
    status: 429,
    title: 'اتصال‌های زنده بیش از حد مجاز است',
    detail: 'اتصال‌های زندهٔ باز بیش از حد مجاز است؛ یکی را ببندید و دوباره تلاش کنید.',
  },
  MESSAGING_TOO_MANY_MESSAGES: {
    status: 429,
    title: 'پیام‌ها بیش از حد مجاز است',
    detail: 'در این مدت پیام‌های زیادی فرستاده‌اید؛ کمی صبر کنید و دوباره بفرستید.',
  },
  MESSAGING_EDIT_WINDOW_PASSED: {
    status: 409,
    title: 'مهلت ویرایش گذشته است',
    detail: 'پیام را فقط تا پانزده دقیقه پس از ارسال می‌توان ویرایش کرد.',
  },
  MESSAGING_NOT_YOUR_MESSAGE: {
    status: 403,
    title: 'این پیام از شما نیست',
    detail: 'فقط نویسندهٔ پیام می‌تواند آن را ویرایش یا حذف کند.',
  },
  MESSAGING_MESSAGE_DELETED: { status: 409, title: 'پیام حذف شده است', detail: 'این پیام حذف شده و تغییرپذیر نیست.' },
  MESSAGING_BLOCKED: {
    status: 409,
    title: 'گفتگو مسدود است',
    detail: 'این گفتگو مسدود شده است و پیام تازه‌ای در آن فرستاده نمی‌شود.',
  },
  MESSAGING_OWN_MERCHANT: {
    status: 400,
    title: 'گفتگو با خودتان ممکن نیست',
    detail: 'شما عضو این تأمین‌کننده هستید و نمی‌توانید به عنوان خریدار با آن گفتگو کنید.',
  },
  PAYOUTS_OWNER_ONLY: {
    status: 403,
    title: 'فقط مالک تأمین‌کننده',
    detail: 'حساب‌های بانکی و برداشت از موجودی را فقط مالک تأمین‌کننده مدیریت می‌کند.',
  },
  PAYOUTS_INSUFFICIENT_RECEIVABLE: {
    status: 409,
    title: 'موجودی قابل برداشت کافی نیست',
    detail: 'مبلغ برداشت از موجودی قابل برداشت تأمین‌کننده بیشتر است.',
  },
  PAYOUTS_LIMIT: {
    status: 422,
    title: 'خارج از حد برداشت',
    detail: 'مبلغ برداشت با حداقل یا سقف روزانهٔ برداشت نمی‌خواند.',
  },
  PAYOUTS_BANK_ACCOUNT_EXISTS: {
    status: 409,
    title: 'این حساب پیش‌تر ثبت شده است',
    detail: 'این شمارهٔ شبا پیش‌تر برای این تأمین‌کننده ثبت شده است.',
  },
  PAYOUTS_HOLDER_MISMATCH: {
    status: 409,
    title: 'صاحب حساب با نام شرکت یکی نیست',
    detail: 'نام صاحب این حساب در استعلام شبا با نام ثبتی شرکت یکی نیست؛ به این حساب واریز نمی‌شود.',
  },
  TAX_SYSTEM_PROFILE_MISSING: {
    status: 409,
    title: 'پروفایل مالیاتی ثبت نشده است',
    detail: 'برای ارسال صورتحساب به سامانه مودیان ابتدا شناسه یکتای حافظه مالیاتی، کلید خصوصی و گواهی را ثبت کنید.',
  },
  TAX_SYSTEM_UNIT_UNKNOWN: {
    status: 409,
    title: 'واحد اندازه‌گیری در جدول سامانه مودیان نیست',
    detail: 'واحد یکی از ردیف‌های این صورتحساب در جدول واحدهای اندازه‌گیری سامانه مودیان کدی ندارد.',
  },
  TAX_SYSTEM_ALREADY_SENT: {
    status: 409,
    title: 'این صورتحساب پیش‌تر ارسال شده است',
    detail: 'این صورتحساب در صف ارسال است یا سامانه مودیان آن را پذیرفته است؛ ارسال دوباره لازم نیست.',
  },
  TRUST_ORDER_NOT_COMPLETED: {
    status: 409,
    title: 'سفارش هنوز تکمیل نشده است',
    detail: 'نظر فقط برای سفارشی ثبت می‌شود که دریافت آن تأیید یا وجه آن تسویه شده باشد.',
  },
  TRUST_ALREADY_REVIEWED: {
    status: 409,
    title: 'نظر این سفارش پیش‌تر ثبت شده است',
    detail: 'برای هر سفارش یک نظر از هر طرف ثبت می‌شود؛ می‌توانید همان را ویرایش کنید.',
  },
  TRUST_EDIT_WINDOW_PASSED: {
    status: 409,
    title: 'مهلت ویرایش نظر گذشته است',
    detail: 'نظر تا ۱۴ روز پس از ثبت ویرایش‌پذیر است و پس از آن ثابت می‌ماند.',
  },
  TRUST_ALREADY_ANSWERED: {
    status: 409,
    title: 'به این نظر پیش‌تر پاسخ داده شده است',
    detail: 'طرف دیگر سفارش فقط یک بار به هر نظر پاسخ می‌دهد.',
  },
  TRUST_CERTIFICATE_DECIDED: {
    status: 409,
    title: 'این گواهی پیش‌تر بررسی شده است',
    detail: 'هر گواهی یک بار تأیید یا رد می‌شود؛ تأمین‌کننده برای تغییر، گواهی تازه ثبت می‌کند.',
  },
  PAPERWORK_NOT_CORRECTABLE: {
    status: 409,
    title: 'این صورتحساب اصلاح‌پذیر نیست',
    detail: 'فقط صورتحساب اصلیِ ابطال‌نشده با صورتحساب اصلاحی، ابطالی یا برگشت از فروش اصلاح می‌شود.',
  },
  COMPANIES_ROLE_REFUSED: {
    status: 403,
    title: 'خارج از اختیارات نقش شما در شرکت',
    detail: 'نقش شما در شرکت اجازهٔ این کار را نمی‌دهد.',
  },
  COMPANIES_ALREADY_MEMBER: {
    status: 409,
    title: 'عضو شرکت است',
    detail: 'این شخص پیش‌تر عضو یک شرکت شده است؛ هر شخص عضو یک شرکت است.',
  },
  COMPANIES_NO_PROFILE_COMPANY: {
    status: 400,
    title: 'مشخصات شرکت ثبت نشده است',
    detail: 'ابتدا مشخصات شرکت (نام و شناسهٔ ملی) را در پروفایل ثبت کنید.',
  },
  COMPANIES_LAST_OWNER: {
    status: 409,
    title: 'شرکت بی‌مالک نمی‌ماند',
    detail: 'شرکت دست‌کم یک مالک دارد؛ ابتدا نقش مالک را به عضو دیگری بدهید.',
  },
  COMPANIES_APPROVAL_REQUIRED: {
    status: 409,
    title: 'در انتظار تأیید شرکت',
    detail: 'این سفارش طبق قواعد شرکت پیش از ارسال، انتشار یا پرداخت باید تأیید شود.',
  },
  COMPANIES_NOT_PENDING: {
    status: 409,
    title: 'در انتظار تأیید نیست',
    detail: 'این سفارش در انتظار تأیید نیست یا پیش‌تر دربارهٔ آن تصمیم گرفته شده است.',
  },
  COMPANIES_SAME_APPROVER: {
    status: 409,
    title: 'تأییدکنندهٔ دوم باید شخص دیگری باشد',
    detail: 'این سفارش به تأیید دو نفر نیاز دارد و مرحلهٔ اول را شما تأیید کرده‌اید.',
  },
  COMPANIES_OVER_BUDGET: {
    status: 409,
    title: 'بیش از بودجه',
    detail: 'مبلغ این سفارش از باقی‌ماندهٔ بودجه بیشتر است؛ سفارش بیش از بودجه تأیید مالک شرکت را می‌خواهد.',
  },
  COMPANIES_SHARING_NO_COMPANY: {
    status: 409,
    title: 'عضو شرکتی نیستید',
    detail: 'اشتراک با شرکت برای اعضای حساب شرکت است؛ شما اکنون عضو هیچ شرکتی نیستید.',
  },
  COMPANIES_PAY_FROM_COMPANY_WALLET: {
    status: 409,
    title: 'سفارش شرکت از کیف پول شرکت پرداخت می‌شود',
    detail:
      'این سفارش متعلق به شرکت شماست و از کیف پول شخصی یا درگاه پرداخت نمی‌شود؛ آن را از صفحهٔ سفارش در «سفارش‌های شرکت» با «پرداخت از کیف پول شرکت» بپردازید.',
  },
};
