// Outcomes of the product editor and base-product proposals (decision 027): actions redirect with a key,
// never free text; pages show the matching Persian sentence.
export const PRODUCT_PROPOSALS_PATH = '/profile/products/proposals';
export const NEW_PRODUCT_PATH = '/profile/products/new';
export const editProductPath = (id: number) => `/profile/products/${id}/edit`;

export const EDITOR_NOTICES = {
  created: { ok: true, text: 'محصول ذخیره شد.' },
  duplicated: { ok: true, text: 'رونوشت محصول به‌صورت پیش‌نویس ساخته شد؛ آن را ویرایش و منتشر کنید.' },
  saved: { ok: true, text: 'تغییرات محصول ذخیره شد و تا چند ثانیهٔ دیگر در صفحهٔ محصول و فهرست‌ها دیده می‌شود.' },
  published: { ok: true, text: 'محصول منتشر شد.' },
  unpublished: { ok: true, text: 'محصول از نمایش عمومی خارج شد و به پیش‌نویس برگشت.' },
  archived: { ok: true, text: 'محصول بایگانی شد.' },
  deleted: { ok: true, text: 'محصول حذف شد.' },
  'delete-refused': {
    ok: false,
    text: 'این محصول در سفارش‌ها یا گفت‌وگوها به کار رفته است و حذف نمی‌شود؛ آن را بایگانی کنید.',
  },
  proposed: { ok: true, text: 'پیشنهاد کالای پایه ثبت شد و پس از بررسی کارشناسان قابل استفاده است.' },
  gone: { ok: false, text: 'این محصول در فهرست محصولات شما یافت نشد؛ فهرست تازه را ببینید.' },
  forbidden: { ok: false, text: 'مالک تأمین‌کننده به شما اجازهٔ مدیریت محصولات را نداده است.' },
  failed: { ok: false, text: 'انجام نشد، لطفاً دوباره تلاش کنید.' },
} as const;

export type EditorNoticeKey = keyof typeof EDITOR_NOTICES;

export function editorNotice(value: string | string[] | undefined) {
  const key = Array.isArray(value) ? value[0] : value;
  return key && Object.hasOwn(EDITOR_NOTICES, key) ? EDITOR_NOTICES[key as EditorNoticeKey] : null;
}
