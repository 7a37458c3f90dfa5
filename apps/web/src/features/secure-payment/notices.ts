// Outcomes of secure payment's one-button forms on the order page: actions redirect with a key (never free
// text); the page shows the sentence. Failures reuse the order page's own keys (illegal, wrong-party, failed).
export const SECURE_PAYMENT_NOTICES = {
  'order-payable': {
    ok: true,
    text: 'مبلغ سفارش آماده پرداخت است؛ آن را از کیف پول یا درگاه بانکی بپردازید. وجه تا تأیید دریافت نزد بازار صنعت می‌ماند.',
  },
  shipped: { ok: true, text: 'ارسال سفارش ثبت شد و به خریدار خبر داده شد.' },
  received: { ok: true, text: 'دریافت سفارش تأیید شد و وجه آن به تأمین‌کننده پرداخت شد.' },
  refused: { ok: true, text: 'از سفارش انصراف دادید؛ هر مبلغی که خریدار پرداخته بود به کیف پول او بازگشت.' },
  disputed: {
    ok: true,
    text: 'اختلاف ثبت شد؛ وجه سفارش تا تصمیم پشتیبانی نزد بازار صنعت می‌ماند و تأمین‌کننده پاسخ خود را همین‌جا می‌نویسد.',
  },
  'dispute-message': { ok: true, text: 'پیام شما در پروندهٔ اختلاف ثبت شد.' },
  'stage-payable': {
    ok: true,
    text: 'مبلغ این مرحله آماده پرداخت است؛ آن را از کیف پول یا درگاه بانکی بپردازید. وجه تا تأیید همین مرحله نزد بازار صنعت می‌ماند.',
  },
  'stage-delivered': { ok: true, text: 'تحویل مرحله ثبت شد؛ مهلت اعتراض خریدار به این مرحله از همین حالا آغاز شد.' },
  'stage-confirmed': { ok: true, text: 'مرحله تأیید شد و وجه آن، پس از کسر کمیسیون، به تأمین‌کننده پرداخت شد.' },
  'stages-planned': { ok: true, text: 'مرحله‌های سفارش ثبت شد؛ خریدار هر مرحله را جداگانه می‌پردازد.' },
  'not-priced': { ok: false, text: 'این سفارش هنوز قیمتی تأییدشده ندارد.' },
} as const;

export type SecurePaymentNoticeKey = keyof typeof SECURE_PAYMENT_NOTICES;

export function securePaymentNotice(value: string | string[] | undefined) {
  const key = Array.isArray(value) ? value[0] : value;
  return key && Object.hasOwn(SECURE_PAYMENT_NOTICES, key)
    ? SECURE_PAYMENT_NOTICES[key as SecurePaymentNoticeKey]
    : null;
}

/** The order's actions secure payment's section offers; the order page's own action list leaves them out. */
const SECURE_PAYMENT_ACTIONS = new Set(['pay', 'ship', 'confirm_receipt', 'open_dispute', 'refuse']);
export const hasOtherActions = (actions: readonly string[]) => actions.some((a) => !SECURE_PAYMENT_ACTIONS.has(a));
