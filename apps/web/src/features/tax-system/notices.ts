// Outcomes of the tax system's forms, by key (never free text in a link).
export const TAX_NOTICES = {
  'profile-saved': {
    ok: true,
    text: 'پروفایل مالیاتی ثبت شد؛ کلید خصوصی و گواهی رمزگذاری شده نگه داشته می‌شوند و دیگر نمایش داده نمی‌شوند.',
  },
  queued: { ok: true, text: 'صورتحساب در صف ارسال به سامانه مودیان قرار گرفت؛ وضعیت آن چند لحظه بعد به‌روز می‌شود.' },
  'send-failed': { ok: false, text: 'ارسال ممکن نشد؛ پیام کنار صورتحساب را ببینید یا کمی بعد دوباره تلاش کنید.' },
  'no-profile': {
    ok: false,
    text: 'برای ارسال صورتحساب ابتدا پروفایل مالیاتی (شناسه یکتای حافظه، کلید و گواهی) را ثبت کنید.',
  },
} as const satisfies Record<string, { ok: boolean; text: string }>;

export type TaxNoticeKey = keyof typeof TAX_NOTICES;

export function taxNotice(key: string | string[] | undefined) {
  const value = Array.isArray(key) ? key[0] : key;
  return value && value in TAX_NOTICES ? TAX_NOTICES[value as TaxNoticeKey] : null;
}
