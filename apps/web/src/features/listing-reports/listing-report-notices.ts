// Outcomes of staff's actions on reported listings (decision 034): actions redirect with a key, the page shows
// the matching Persian sentence.
export const LISTING_REPORT_NOTICES = {
  dismissed: { ok: true, text: 'گزارش‌های این آگهی بدون اقدام بسته شد؛ آگهی منتشرشده می‌ماند.' },
  unpublished: {
    ok: true,
    text: 'انتشار آگهی متوقف شد و از صفحه‌های عمومی و جست‌وجو برداشته شد؛ تأمین‌کننده دلیل را می‌بیند.',
  },
  'reason-required': { ok: false, text: 'دلیل توقف انتشار را دست‌کم در ۵ نویسه بنویسید؛ تأمین‌کننده آن را می‌بیند.' },
  'already-resolved': { ok: false, text: 'گزارش‌های این آگهی پیش‌تر بررسی شده‌اند.' },
  gone: { ok: false, text: 'این آگهی یافت نشد؛ فهرست تازه را ببینید.' },
  failed: { ok: false, text: 'انجام نشد، لطفاً دوباره تلاش کنید.' },
} as const;

export type ListingReportNoticeKey = keyof typeof LISTING_REPORT_NOTICES;

export function listingReportNotice(value: string | string[] | undefined) {
  const key = Array.isArray(value) ? value[0] : value;
  return key && Object.hasOwn(LISTING_REPORT_NOTICES, key)
    ? LISTING_REPORT_NOTICES[key as ListingReportNoticeKey]
    : null;
}
