// Outcomes of the price form of /profile/products. The action redirects with a key (never free text, so a
// link cannot put words on the page); the page shows the matching Persian sentence.
export const OWN_PRODUCTS_PATH = '/profile/products';

export const OWN_PRODUCT_NOTICES = {
  saved: { ok: true, text: 'قیمت ذخیره شد و تا چند ثانیهٔ دیگر در صفحهٔ محصول و فهرست‌ها دیده می‌شود.' },
  required: { ok: false, text: 'قیمت را به تومان وارد کنید یا «استعلام قیمت» را برگزینید.' },
  invalid: { ok: false, text: 'قیمت باید عددی درست و بیشتر از صفر (به تومان) باشد.' },
  'too-large': { ok: false, text: 'این قیمت بیش از سقف مجاز است.' },
  gone: { ok: false, text: 'این محصول در فهرست محصولات شما یافت نشد؛ فهرست تازه را ببینید.' },
  failed: { ok: false, text: 'ذخیرهٔ قیمت انجام نشد، لطفاً دوباره تلاش کنید.' },
  'bulk-saved': {
    ok: true,
    text: 'تغییرات روی محصولات انتخاب‌شده ذخیره شد و تا چند ثانیهٔ دیگر در صفحه‌های محصول دیده می‌شود.',
  },
  'bulk-empty': {
    ok: false,
    text: 'هیچ محصولی انتخاب نشده است؛ ردیف‌ها را علامت بزنید یا «همهٔ نتایج فیلتر» را برگزینید.',
  },
  'bulk-nothing': { ok: false, text: 'تغییری برگزیده نشده است: قیمت، موجودی یا وضعیت انتشار را تعیین کنید.' },
  'bulk-too-many': { ok: false, text: 'محصولات این فیلتر بیش از حد مجاز است؛ فیلتر را تنگ‌تر کنید.' },
  forbidden: { ok: false, text: 'مالک تأمین‌کننده به شما اجازهٔ مدیریت محصولات را نداده است.' },
} as const;

export type OwnProductNoticeKey = keyof typeof OWN_PRODUCT_NOTICES;

export function ownProductNotice(value: string | string[] | undefined) {
  const key = Array.isArray(value) ? value[0] : value;
  return key && Object.hasOwn(OWN_PRODUCT_NOTICES, key) ? OWN_PRODUCT_NOTICES[key as OwnProductNoticeKey] : null;
}
