// Outcomes of the buyer-company forms (decision 044). The actions redirect with a key (never free text, so a
// link cannot put words on the page); the pages show the matching Persian sentence.

export const COMPANY_PATH = '/profile/buyer-company';
export const COMPANY_RULES_PATH = '/profile/buyer-company/rules';
export const COMPANY_APPROVALS_PATH = '/profile/buyer-company/approvals';
export const COMPANY_ORDERS_PATH = '/profile/buyer-company/orders';
export const companyOrderHref = (id: number) => `/profile/buyer-company/orders/${id}`;

export const COMPANY_NOTICES = {
  created: { ok: true, text: 'حساب شرکت ساخته شد؛ اکنون همکاران خود را دعوت کنید.' },
  invited: { ok: true, text: 'دعوت‌نامه ثبت شد. صاحب این شماره پس از ورود و پذیرش دعوت عضو شرکت می‌شود.' },
  'role-saved': { ok: true, text: 'نقش عضو ذخیره شد و از درخواست بعدی او اعمال می‌شود.' },
  removed: { ok: true, text: 'عضو از شرکت حذف شد و از درخواست بعدی دسترسی ندارد.' },
  joined: { ok: true, text: 'دعوت را پذیرفتید و عضو شرکت شدید.' },
  declined: { ok: true, text: 'دعوت رد شد.' },
  'rules-saved': { ok: true, text: 'قواعد تأیید ذخیره شد و برای هر تغییر وضعیت سفارش از این پس بررسی می‌شود.' },
  'budget-saved': { ok: true, text: 'بودجه ذخیره شد.' },
  deposited: { ok: true, text: 'مبلغ به کیف پول شرکت منتقل شد.' },
  submitted: { ok: true, text: 'سفارش برای تأیید فرستاده شد و «در انتظار تأیید» است.' },
  approved: { ok: true, text: 'سفارش تأیید شد.' },
  rejected: { ok: true, text: 'سفارش با دلیل شما رد شد.' },
  'reference-saved': { ok: true, text: 'شمارهٔ سفارش خرید و مرکز هزینه ذخیره شد.' },
  paid: { ok: true, text: 'مبلغ سفارش از کیف پول شرکت پرداخت شد و تا تأیید دریافت نزد بازار صنعت می‌ماند.' },
  'no-profile-company': { ok: false, text: 'ابتدا مشخصات شرکت (نام و شناسهٔ ملی) را در اطلاعات شخصی ثبت کنید.' },
  invalid: { ok: false, text: 'برخی از مقادیر فرم معتبر نیست؛ آن‌ها را بررسی کنید.' },
  'reason-needed': { ok: false, text: 'دلیل رد سفارش را بنویسید.' },
  refused: { ok: false, text: 'این کار در اختیارات نقش شما در شرکت نیست.' },
  conflict: { ok: false, text: 'این کار در وضعیت کنونی ممکن نیست؛ صفحهٔ تازه را ببینید.' },
  'insufficient-funds': { ok: false, text: 'موجودی کیف پول کافی نیست.' },
  gone: { ok: false, text: 'این مورد دیگر در دسترس نیست.' },
  failed: { ok: false, text: 'در انجام درخواست مشکلی پیش آمد، لطفاً دوباره تلاش کنید.' },
} as const;

export type CompanyNoticeKey = keyof typeof COMPANY_NOTICES;

export function companyNotice(value: string | string[] | undefined) {
  const key = Array.isArray(value) ? value[0] : value;
  return key && Object.hasOwn(COMPANY_NOTICES, key) ? COMPANY_NOTICES[key as CompanyNoticeKey] : null;
}
