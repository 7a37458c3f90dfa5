// Outcomes of the wallet's forms. Actions redirect with a key (never free text, so a link cannot put words
// on the page); pages show the matching Persian sentence.

import { TOPUP_MAX_RIALS, TOPUP_MIN_RIALS } from '@bazaar/contracts/wallet-payments';
import { formatMoney } from '@bazaar/fa/money';

export const WALLET_PATH = '/profile/wallet';
export const MEMBERSHIP_PATH = '/profile/membership';

export const WALLET_NOTICES = {
  'amount-required': {
    ok: false,
    text: 'مبلغ افزایش موجودی را به تومان وارد کنید یا یکی از مبلغ‌های آماده را برگزینید.',
  },
  'amount-invalid': { ok: false, text: 'مبلغ باید عددی درست به تومان باشد.' },
  'amount-too-small': {
    ok: false,
    text: `کمترین مبلغ افزایش موجودی ${formatMoney(TOPUP_MIN_RIALS, { unit: 'toman' })} است.`,
  },
  'amount-too-large': {
    ok: false,
    text: `بیشترین مبلغ افزایش موجودی در یک پرداخت ${formatMoney(TOPUP_MAX_RIALS, { unit: 'toman' })} است.`,
  },
  'gateway-down': {
    ok: false,
    text: 'درگاه پرداخت اکنون پاسخ نمی‌دهد و پولی از حساب شما کم نشده است؛ چند دقیقه بعد دوباره تلاش کنید.',
  },
  'gateway-unknown': { ok: false, text: 'درگاه پرداخت را از فهرست برگزینید.' },
  cancelled: { ok: true, text: 'پرداخت لغو شد.' },
  'not-cancellable': { ok: false, text: 'این پرداخت دیگر لغوشدنی نیست؛ وضعیت تازهٔ آن را در فهرست ببینید.' },
  'not-retryable': { ok: false, text: 'این پرداخت دیگر قابل تلاش دوباره نیست؛ فهرست تازه را ببینید.' },
  paid: { ok: true, text: 'پرداخت از کیف پول انجام شد.' },
  'already-paid': { ok: true, text: 'این مورد پیش‌تر پرداخت شده است.' },
  insufficient: {
    ok: false,
    text: 'موجودی کیف پول برای این پرداخت کافی نیست؛ ابتدا کیف پول را شارژ کنید یا از درگاه بانکی بپردازید.',
  },
  gone: { ok: false, text: 'این مورد در حساب شما یافت نشد؛ فهرست تازه را ببینید.' },
  'plan-ready': { ok: true, text: 'طرح انتخاب شد؛ اکنون آن را از کیف پول یا درگاه بانکی بپردازید.' },
  'plan-free': { ok: false, text: 'طرح پایه رایگان است و خریدن ندارد.' },
  'owner-only': { ok: false, text: 'فقط مالک تأمین‌کننده می‌تواند طرح عضویت بخرد.' },
  adjusted: { ok: true, text: 'تغییر موجودی کیف پول کاربر ثبت شد.' },
  'user-not-found': { ok: false, text: 'کاربری با این شمارهٔ همراه ثبت نشده است.' },
  'reason-required': { ok: false, text: 'دلیل تغییر موجودی را دست‌کم در پنج نویسه بنویسید.' },
  'debit-too-large': { ok: false, text: 'موجودی کیف پول این کاربر از مبلغ برداشت کمتر است.' },
  failed: { ok: false, text: 'کار انجام نشد، لطفاً دوباره تلاش کنید.' },
  'withdraw-code-sent': {
    ok: true,
    text: 'کد یک‌بارمصرف به شمارهٔ همراه شما پیامک شد؛ آن را همراه شمارهٔ شبا وارد کنید.',
  },
  'withdraw-code-failed': { ok: false, text: 'ارسال کد ممکن نشد؛ کمی بعد دوباره درخواست کنید.' },
  'withdraw-account-added': { ok: true, text: 'حساب بانکی ثبت شد و برای برداشت از کیف پول آماده است.' },
  'withdraw-requested': {
    ok: true,
    text: 'درخواست برداشت ثبت شد و در صف واریز است؛ وضعیت آن را در فهرست برداشت‌ها ببینید.',
  },
} as const;

export type WalletNoticeKey = keyof typeof WALLET_NOTICES;

export function walletNotice(value: string | string[] | undefined) {
  const key = Array.isArray(value) ? value[0] : value;
  return key && Object.hasOwn(WALLET_NOTICES, key) ? WALLET_NOTICES[key as WalletNoticeKey] : null;
}
