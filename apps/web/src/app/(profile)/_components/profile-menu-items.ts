// Side-menu entries of the profile area (spec section 2) and which one a path selects.

export type ProfileMenuKey =
  | 'home'
  | 'personal-info'
  | 'favorites'
  | 'notes'
  | 'messages'
  | 'wallet'
  | 'payouts'
  | 'certificates'
  | 'address'
  | 'direct-orders'
  | 'buyer-company'
  | 'comments'
  | 'suppliers'
  | 'last-visits'
  | 'invitations'
  | 'agents'
  | 'membership'
  | 'products'
  | 'settlements'
  | 'invoices'
  | 'sales-invoices'
  | 'company'
  | 'tax-system'
  | 'assistant'
  | 'supplier-registration'
  | 'admin';

export interface ProfileMenuItem {
  key: ProfileMenuKey;
  label: string;
  href: string;
  /** Path prefixes that belong to this entry (sub-pages keep their parent selected). */
  matches: readonly string[];
  /** 'soon': the section belongs to a later issue and its pages say so ('به‌زودی'). */
  status: 'ready' | 'soon';
  /** Shown only to members of a supplier (the 'supplier_agent' role). */
  suppliersOnly?: boolean;
  /** Shown only to staff (the 'admin' role). */
  staffOnly?: boolean;
}

/**
 * Notes and last visits are `/profile/notes/{type}` and `/profile/last-visits/{type}`; the spec does
 * not list the type values, so the menu links to 'all' until those pages define them.
 */
const DEFAULT_LIST_TYPE = 'all';

export const PROFILE_MENU_ITEMS: readonly ProfileMenuItem[] = [
  { key: 'home', label: 'خانه', href: '/profile', matches: [], status: 'ready' },
  {
    key: 'personal-info',
    label: 'اطلاعات شخصی',
    href: '/profile/personal-info',
    matches: ['/profile/personal-info'],
    status: 'ready',
  },
  {
    key: 'favorites',
    label: 'علاقه‌مندی‌ها',
    href: '/profile/favorites',
    matches: ['/profile/favorites'],
    status: 'ready',
  },
  {
    key: 'notes',
    label: 'یادداشت‌ها',
    href: `/profile/notes/${DEFAULT_LIST_TYPE}`,
    matches: ['/profile/notes'],
    status: 'ready',
  },
  { key: 'messages', label: 'پیام‌ها', href: '/profile/messages', matches: ['/profile/messages'], status: 'ready' },
  { key: 'wallet', label: 'کیف پول', href: '/profile/wallet', matches: ['/profile/wallet'], status: 'ready' },
  { key: 'address', label: 'نشانی‌های تحویل', href: '/profile/address', matches: ['/profile/address'], status: 'ready' },
  {
    key: 'buyer-company',
    label: 'حساب شرکت',
    href: '/profile/buyer-company',
    matches: ['/profile/buyer-company'],
    status: 'ready',
  },
  {
    key: 'invitations',
    label: 'دعوت‌های نمایندگی',
    href: '/profile/invitations',
    matches: ['/profile/invitations'],
    status: 'ready',
  },
  {
    key: 'products',
    label: 'محصولات من',
    href: '/profile/products',
    matches: ['/profile/products'],
    status: 'ready',
    suppliersOnly: true,
  },
  {
    key: 'payouts',
    label: 'موجودی و برداشت',
    href: '/profile/payouts',
    matches: ['/profile/payouts'],
    status: 'ready',
    suppliersOnly: true,
  },
  {
    key: 'certificates',
    label: 'گواهی‌ها و استانداردها',
    href: '/profile/certificates',
    matches: ['/profile/certificates'],
    status: 'ready',
    suppliersOnly: true,
  },
  {
    // Before «company»: the first item whose prefix matches is the selected one.
    key: 'tax-system',
    label: 'سامانه مودیان',
    href: '/profile/company/tax-system',
    matches: ['/profile/company/tax-system'],
    status: 'ready',
    suppliersOnly: true,
  },
  {
    key: 'company',
    label: 'نمایهٔ شرکت',
    href: '/profile/company',
    matches: ['/profile/company'],
    status: 'ready',
    suppliersOnly: true,
  },
  {
    key: 'supplier-registration',
    label: 'ثبت‌نام تأمین‌کننده',
    href: '/profile/supplier-registration',
    matches: ['/profile/supplier-registration'],
    status: 'ready',
  },
  {
    key: 'admin',
    label: 'مدیریت',
    href: '/profile/admin',
    matches: ['/profile/admin'],
    status: 'ready',
    staffOnly: true,
  },
  {
    key: 'membership',
    label: 'طرح عضویت',
    href: '/profile/membership',
    matches: ['/profile/membership'],
    status: 'ready',
    suppliersOnly: true,
  },
  {
    key: 'settlements',
    label: 'صورت‌حساب فروش',
    href: '/profile/settlements',
    matches: ['/profile/settlements'],
    status: 'ready',
    suppliersOnly: true,
  },
  {
    key: 'sales-invoices',
    label: 'صورتحساب‌های رسمی فروش',
    href: '/profile/sales-invoices',
    matches: ['/profile/sales-invoices', '/profile/legal-identity'],
    status: 'ready',
    suppliersOnly: true,
  },
  {
    key: 'agents',
    label: 'نمایندگان تأمین‌کننده',
    href: '/profile/agents',
    matches: ['/profile/agents'],
    status: 'ready',
    suppliersOnly: true,
  },
  {
    key: 'direct-orders',
    label: 'سفارش‌های مستقیم',
    href: '/profile/directorder',
    matches: ['/profile/directorder', '/profile/directorderinfo', '/profile/directOrderReport'],
    status: 'ready',
  },
  {
    key: 'invoices',
    label: 'صورتحساب‌های خرید',
    href: '/profile/invoices',
    matches: ['/profile/invoices', '/profile/documents'],
    status: 'ready',
  },
  {
    key: 'assistant',
    label: 'گفت‌وگوهای دستیار خرید',
    href: '/profile/assistant',
    matches: ['/profile/assistant'],
    status: 'ready',
  },
  {
    key: 'comments',
    label: 'دیدگاه‌های من',
    href: '/profile/comments',
    matches: ['/profile/comments'],
    status: 'ready',
  },
  {
    key: 'suppliers',
    label: 'تأمین‌کنندگان',
    href: '/profile/suppliers',
    matches: ['/profile/suppliers'],
    status: 'ready',
  },
  {
    key: 'last-visits',
    label: 'بازدیدهای اخیر',
    href: `/profile/last-visits/${DEFAULT_LIST_TYPE}`,
    matches: ['/profile/last-visits'],
    status: 'ready',
  },
];

/** The entries a visitor with these roles sees (supplier entries only for supplier members). */
export function profileMenuItemsFor(roles: readonly string[]): readonly ProfileMenuItem[] {
  const isSupplier = roles.includes('supplier_agent');
  const isStaff = roles.includes('admin');
  return PROFILE_MENU_ITEMS.filter((item) => (!item.suppliersOnly || isSupplier) && (!item.staffOnly || isStaff));
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Spec section 3: the selected profile menu defaults to 'Home' for any path no entry claims. */
export function selectProfileMenuItem(pathname: string | null): ProfileMenuKey {
  if (!pathname) return 'home';
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PROFILE_MENU_ITEMS.find((item) => item.matches.some((prefix) => isUnder(path, prefix)))?.key ?? 'home';
}
