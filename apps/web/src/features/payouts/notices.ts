// Outcomes of the payouts' forms, by key (never free text in a link): the supplier's page and staff's page.
export const PAYOUT_NOTICES = {
  'code-sent': { ok: true, text: 'کد یک‌بارمصرف به شمارهٔ همراه شما پیامک شد؛ آن را همراه شمارهٔ شبا وارد کنید.' },
  'code-failed': { ok: false, text: 'ارسال کد ممکن نشد؛ کمی بعد دوباره درخواست کنید.' },
  'account-added': { ok: true, text: 'حساب بانکی ثبت شد و برای برداشت آماده است.' },
  withdrawn: { ok: true, text: 'درخواست برداشت ثبت شد و در صف واریز است؛ وضعیت آن را در فهرست برداشت‌ها ببینید.' },
  ran: { ok: true, text: 'صف واریزها اجرا شد؛ وضعیت‌ها به‌روز شد.' },
  'run-failed': { ok: false, text: 'اجرای صف واریزها ممکن نشد؛ کمی بعد دوباره تلاش کنید.' },
} as const satisfies Record<string, { ok: boolean; text: string }>;

export type PayoutNoticeKey = keyof typeof PAYOUT_NOTICES;

export function payoutNotice(key: string | string[] | undefined) {
  const value = Array.isArray(key) ? key[0] : key;
  return value && value in PAYOUT_NOTICES ? PAYOUT_NOTICES[value as PayoutNoticeKey] : null;
}
