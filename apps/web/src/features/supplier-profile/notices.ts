// Outcomes of the company profile's actions (decision 029): actions redirect with a key, never free text.
export const COMPANY_PROFILE_PATH = '/profile/company';
export const STAFF_DELEGATIONS_PATH = '/profile/admin/delegations';
export const companyArticleNewPath = (merchantId: number) =>
  `${COMPANY_PROFILE_PATH}/articles/new?merchantId=${merchantId}`;
export const companyArticlePath = (id: number) => `${COMPANY_PROFILE_PATH}/articles/${id}`;

export const PROFILE_NOTICES = {
  saved: { ok: true, text: 'نمایهٔ شرکت ذخیره شد و در صفحهٔ عمومی تأمین‌کننده نمایش داده می‌شود.' },
  requested: { ok: true, text: 'درخواست نمایندگی ثبت شد و پس از بررسی مدارک در صفحهٔ شما نمایش داده می‌شود.' },
  'article-saved': { ok: true, text: 'مقاله ذخیره شد.' },
  'article-published': { ok: true, text: 'مقاله منتشر شد و در صفحهٔ تأمین‌کننده نمایش داده می‌شود.' },
  confirmed: { ok: true, text: 'نمایندگی تأیید شد و در صفحهٔ عمومی تأمین‌کننده نمایش داده می‌شود.' },
  rejected: { ok: true, text: 'درخواست رد شد و دلیل آن به تأمین‌کننده نمایش داده می‌شود.' },
  'reason-required': { ok: false, text: 'دلیل رد را بنویسید؛ تأمین‌کننده آن را می‌بیند.' },
  'already-reviewed': { ok: false, text: 'این درخواست پیش‌تر بررسی شده است.' },
  gone: { ok: false, text: 'این مورد یافت نشد؛ فهرست تازه را ببینید.' },
  failed: { ok: false, text: 'انجام نشد، لطفاً دوباره تلاش کنید.' },
} as const;

export type ProfileNoticeKey = keyof typeof PROFILE_NOTICES;

export function profileNotice(value: string | string[] | undefined) {
  const key = Array.isArray(value) ? value[0] : value;
  return key && Object.hasOwn(PROFILE_NOTICES, key) ? PROFILE_NOTICES[key as ProfileNoticeKey] : null;
}

/** One of our own profile paths with `notice` set (a form cannot send the visitor elsewhere). */
export function withProfileNotice(path: string, notice: ProfileNoticeKey): string {
  const url = new URL(path.startsWith('/profile') ? path : '/profile', 'http://local');
  url.searchParams.set('notice', notice);
  return `${url.pathname}${url.search}`;
}
