// The staff area's screens (decision 027), listed on /profile/admin and above each staff page.
export const STAFF_SCREENS = [
  { href: '/profile/admin', label: 'کیف پول و پرداخت‌ها' },
  { href: '/profile/admin/disputes', label: 'اختلاف‌های پرداخت امن' },
  { href: '/profile/admin/held-orders', label: 'وجه نگه‌داشتهٔ سفارش‌ها' },
  { href: '/profile/admin/reviews', label: 'نظرهای سفارش‌ها' },
  { href: '/profile/admin/certificates', label: 'گواهی‌های تأمین‌کنندگان' },
  { href: '/profile/admin/suppliers', label: 'احراز تأمین‌کنندگان' },
  { href: '/profile/admin/delegations', label: 'نمایندگی‌های درخواستی' },
  { href: '/profile/admin/base-products', label: 'کالاهای پایهٔ پیشنهادی' },
  { href: '/profile/admin/trade-terms', label: 'واژه‌های بازاری' },
  { href: '/profile/admin/comments', label: 'بررسی دیدگاه‌ها' },
  { href: '/profile/admin/reported', label: 'گفت‌وگوهای گزارش‌شده' },
  { href: '/profile/admin/listing-reports', label: 'آگهی‌های گزارش‌شده' },
  { href: '/profile/admin/feedback', label: 'پیام‌های بازدیدکنندگان' },
  { href: '/profile/admin/promotions', label: 'اطلاعیه‌ها و تبلیغات' },
  { href: '/profile/admin/articles', label: 'مطالب' },
  { href: '/profile/admin/payouts', label: 'واریز به تأمین‌کنندگان' },
  { href: '/profile/admin/users', label: 'کاربران' },
  { href: '/profile/admin/jobs', label: 'کارهای ناموفق' },
  { href: '/profile/admin/audit', label: 'گزارش اقدامات کارشناسان' },
] as const;

export const STAFF_TRADE_TERMS_PATH = '/profile/admin/trade-terms';
export const STAFF_FEEDBACK_PATH = '/profile/admin/feedback';
export const STAFF_PROMOTIONS_PATH = '/profile/admin/promotions';
export const STAFF_ARTICLES_PATH = '/profile/admin/articles';
export const STAFF_USERS_PATH = '/profile/admin/users';
export const STAFF_LISTING_REPORTS_PATH = '/profile/admin/listing-reports';
