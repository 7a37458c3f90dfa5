// Outcomes of the direct-order forms: actions redirect with a key (never free text); pages show the sentence.
export const TRADE_NOTICES = {
  saved: { ok: true, text: 'پیش‌نویس سفارش ذخیره شد؛ برای ارسال به تأمین‌کننده «ارسال برای تأمین‌کننده» را بزنید.' },
  sent: { ok: true, text: 'سفارش برای تأمین‌کننده فرستاده شد؛ پاسخ او همین‌جا دیده می‌شود.' },
  confirmed: { ok: true, text: 'سفارش با قیمت شما تأیید شد و به خریدار خبر داده شد.' },
  rejected: { ok: true, text: 'درخواست رد شد و دلیل آن به خریدار نشان داده می‌شود.' },
  'fee-ready': { ok: true, text: 'کارمزد انتشار آماده است؛ آن را از کیف پول یا درگاه بانکی بپردازید تا منتشر شود.' },
  published: { ok: true, text: 'سفارش تأیید نهایی و منتشر شد.' },
  started: { ok: true, text: 'شروع انجام سفارش ثبت شد.' },
  delivered: { ok: true, text: 'تحویل سفارش ثبت شد.' },
  cancelled: { ok: true, text: 'سفارش لغو شد.' },
  illegal: { ok: false, text: 'این کار در وضعیت کنونی سفارش مجاز نیست؛ وضعیت تازه را ببینید.' },
  'wrong-party': { ok: false, text: 'این کار با طرف دیگر سفارش است.' },
  'limit-reached': { ok: false, text: 'سقف انتشار درخواست در این ماه برای طرح عضویت شما پر شده است.' },
  invalid: { ok: false, text: 'برخی از مقادیر درست نیستند؛ موارد را بررسی و دوباره ارسال کنید.' },
  'price-required': { ok: false, text: 'برای هر قلم یک قیمت واحد به تومان وارد کنید.' },
  'reason-required': { ok: false, text: 'دلیل را دست‌کم در سه نویسه بنویسید.' },
  'date-invalid': { ok: false, text: 'تاریخ تحویل را به شکل ۱۴۰۵/۰۹/۲۰ و از امروز به بعد وارد کنید.' },
  'own-product': { ok: false, text: 'نمی‌توانید از تأمین‌کنندهٔ خودتان سفارش بدهید.' },
  unavailable: { ok: false, text: 'این کالا منتشر نشده یا یافت نشد.' },
  'file-refused': {
    ok: false,
    text: 'فایل پذیرفته نشد: فقط تصویر JPEG، PNG یا WebP (تا ۵ مگابایت) و PDF (تا ۱۰ مگابایت) پیوست می‌شود.',
  },
  gone: { ok: false, text: 'این سفارش در حساب شما یافت نشد.' },
  failed: { ok: false, text: 'کار انجام نشد، لطفاً دوباره تلاش کنید.' },
} as const;

export type TradeNoticeKey = keyof typeof TRADE_NOTICES;

export function tradeNotice(value: string | string[] | undefined) {
  const key = Array.isArray(value) ? value[0] : value;
  return key && Object.hasOwn(TRADE_NOTICES, key) ? TRADE_NOTICES[key as TradeNoticeKey] : null;
}
