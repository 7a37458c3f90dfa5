// Outcomes of the direct-order forms: actions redirect with a key (never free text); pages show the sentence.
import { MAX_ORDER_QUANTITY, MAX_ORDER_TOTAL_RIALS, MAX_UNIT_PRICE_RIALS } from '@bazaar/contracts/trade-orders';
import { formatNumberFa } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';

const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });

export const TRADE_NOTICES = {
  saved: { ok: true, text: 'پیش‌نویس سفارش ذخیره شد؛ برای ارسال به تأمین‌کننده «ارسال برای تأمین‌کننده» را بزنید.' },
  sent: { ok: true, text: 'سفارش برای تأمین‌کننده فرستاده شد؛ پاسخ او همین‌جا دیده می‌شود.' },
  confirmed: { ok: true, text: 'سفارش با قیمت شما تأیید شد و به خریدار خبر داده شد.' },
  rejected: { ok: true, text: 'درخواست رد شد و دلیل آن به خریدار نشان داده می‌شود.' },
  published: { ok: true, text: 'سفارش تأیید نهایی و منتشر شد.' },
  started: { ok: true, text: 'شروع انجام سفارش ثبت شد.' },
  delivered: { ok: true, text: 'تحویل سفارش ثبت شد.' },
  cancelled: { ok: true, text: 'سفارش لغو شد.' },
  opened: {
    ok: true,
    text: 'درخواست برای همهٔ تأمین‌کنندگان تأییدشدهٔ این دسته منتشر شد؛ پیشنهادهای قیمت همین‌جا کنار هم دیده می‌شوند.',
  },
  quoted: { ok: true, text: 'پیشنهاد قیمت شما برای خریدار فرستاده شد؛ تا پیش از پذیرش می‌توانید آن را بازنگری کنید.' },
  'quote-withdrawn': { ok: true, text: 'پیشنهاد قیمت شما پس گرفته شد.' },
  'quote-accepted': {
    ok: true,
    text: 'پیشنهاد پذیرفته شد؛ سفارش با این تأمین‌کننده تأیید شده است و به دیگران خبر داده شد. اکنون آن را نهایی و منتشر کنید.',
  },
  'quote-limit': { ok: false, text: 'سقف پیشنهاد قیمت این ماه برای طرح عضویت تأمین‌کنندهٔ شما پر شده است.' },
  'quote-closed': { ok: false, text: 'این پیشنهاد دیگر باز نیست (پس گرفته شده یا درخواست بسته شده است).' },
  'quote-expired': { ok: false, text: 'مهلت اعتبار این پیشنهاد گذشته است.' },
  'quote-valid-invalid': {
    ok: false,
    text: 'پیشنهاد پذیرفته نشد: «اعتبار پیشنهاد تا» را به تاریخ شمسی و از امروز به بعد بنویسید، مانند ۱۴۰۵/۰۹/۲۰.',
  },
  'quote-invalid': {
    ok: false,
    text: 'پیشنهاد پذیرفته نشد: برای هر قلم قیمت به تومان، واحدی از همان کمیت و تاریخ اعتبار از امروز به بعد (مانند ۱۴۰۵/۰۹/۲۰) وارد کنید.',
  },
  'quote-stages-invalid': {
    ok: false,
    text: 'مرحله‌های پیشنهاد پذیرفته نشد: دست‌کم دو مرحله، هر کدام با عنوان، تحویلی، مبلغ به تومان (عدد صحیح بزرگ‌تر از صفر) و موعد به روز بنویسید؛ جمع مبلغ مرحله‌ها باید برابر بهای کالای پیشنهاد (قیمت واحد × مقدار، بی حمل و مالیات) باشد.',
  },
  illegal: { ok: false, text: 'این کار در وضعیت کنونی سفارش مجاز نیست؛ وضعیت تازه را ببینید.' },
  'wrong-party': { ok: false, text: 'این کار با طرف دیگر سفارش است.' },
  'approval-required': {
    ok: false,
    text: 'این سفارش طبق قواعد شرکت شما پیش از ارسال یا انتشار تأیید می‌خواهد؛ آن را برای تأیید بفرستید.',
  },
  'over-budget': { ok: false, text: 'مبلغ این سفارش از باقی‌ماندهٔ بودجهٔ شرکت بیشتر است و تأیید مالک شرکت را می‌خواهد.' },
  'role-refused': { ok: false, text: 'این کار در اختیارات نقش شما در شرکت نیست.' },
  'reference-refused': {
    ok: false,
    text: 'سفارش ذخیره شد، اما شمارهٔ سفارش خرید یا مرکز هزینه ذخیره نشد؛ آن را در صفحهٔ سفارش شرکت وارد کنید.',
  },
  'limit-reached': { ok: false, text: 'سقف انتشار درخواست در این ماه برای طرح عضویت شما پر شده است.' },
  'order-quantity': {
    ok: false,
    text: 'مقدار سفارش با شرایط فروشنده جور نیست: دست‌کم حداقل سفارش و در مضرب‌های گفته‌شده در صفحهٔ کالا؛ سفارش نمونه یک واحد از کالایی است که نمونه دارد.',
  },
  invalid: { ok: false, text: 'برخی از مقادیر درست نیستند؛ موارد را بررسی و دوباره ارسال کنید.' },
  'too-large': {
    ok: false,
    text: `مقدار یا مبلغ بیش از سقف یک سفارش است: هر قلم حداکثر ${formatNumberFa(MAX_ORDER_QUANTITY)} واحد، قیمت هر واحد حداکثر ${toman(MAX_UNIT_PRICE_RIALS)} و جمع سفارش حداکثر ${toman(MAX_ORDER_TOTAL_RIALS)}.`,
  },
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
