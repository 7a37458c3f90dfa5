// A supplier's verification levels and their Persian names, without zod: the product card (a client
// component in product lists) shows the badge, and importing suppliers.ts would ship the schemas with it.

export const VERIFICATION_LEVELS = ['none', 'identity', 'documents', 'site_visit'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

export const VERIFICATION_LABELS: Record<VerificationLevel, string> = {
  none: 'احراز نشده',
  identity: 'هویت تأیید شده',
  documents: 'مدارک تأیید شده',
  site_visit: 'بازدید از محل انجام شده',
};

/**
 * What each level says was checked, exactly as built (decision 043): staff choose the level when they confirm a
 * registration (decision 027); sign-in is by one-time code, and registration checks the national id's check digit.
 * The badge shows it and links to the help entry `supplier-verification`, which says the same.
 */
export const VERIFICATION_EXPLANATIONS: Record<VerificationLevel, string> = {
  none: 'کارشناس بازار صنعت هنوز درخواست ثبت‌نام این تأمین‌کننده را بررسی نکرده است.',
  identity:
    'کارشناس ثبت‌نام را تأیید کرده است: شمارهٔ همراه مالک حساب با کد یکبار مصرف تأیید شده و رقم کنترل شناسهٔ ملی شرکت درست است.',
  documents: 'افزون بر تأیید ثبت‌نام، کارشناس مدارک ثبتی بارگذاری‌شدهٔ شرکت را دیده و تأیید کرده است.',
  site_visit:
    'افزون بر مدارک، کارشناس هنگام تأیید ثبت کرده که محل تولید یا کارگاه بازدید شده است؛ بازار صنعت برنامهٔ درخواست بازدید ندارد.',
};
export const VERIFICATION_HELP_HREF = '/help/supplier-verification';
