// Outcomes of the favourites and notes forms in the profile, shown by key (never free text from a link).
export const ENGAGEMENT_NOTICES = {
  'favorite-removed': { ok: true, text: 'از علاقه‌مندی‌ها حذف شد.' },
  'note-saved': { ok: true, text: 'یادداشت ذخیره شد.' },
  'note-removed': { ok: true, text: 'یادداشت حذف شد.' },
  'invalid-note': { ok: false, text: 'متن یادداشت نباید خالی یا بیش از ۲٬۰۰۰ نویسه باشد.' },
  shared: { ok: true, text: 'با شرکت به اشتراک گذاشته شد؛ همهٔ اعضای شرکت آن را می‌بینند.' },
  unshared: { ok: true, text: 'دیگر با شرکت مشترک نیست.' },
  'no-company': { ok: false, text: 'اشتراک با شرکت برای اعضای حساب شرکت است و شما عضو شرکتی نیستید.' },
  'not-theirs': {
    ok: false,
    text: 'این مورد را عضو دیگری به اشتراک گذاشته است؛ فقط خود او یا مالک شرکت آن را برمی‌دارد.',
  },
  gone: { ok: false, text: 'این مورد دیگر وجود ندارد؛ فهرست تازه را ببینید.' },
  failed: { ok: false, text: 'انجام درخواست ممکن نشد، لطفاً دوباره تلاش کنید.' },
} as const;

export type EngagementNoticeKey = keyof typeof ENGAGEMENT_NOTICES;

export function engagementNotice(value: string | string[] | undefined) {
  const key = Array.isArray(value) ? value[0] : value;
  return key && Object.hasOwn(ENGAGEMENT_NOTICES, key) ? ENGAGEMENT_NOTICES[key as EngagementNoticeKey] : null;
}
