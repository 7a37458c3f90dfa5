// Outcomes of the supplier workspace's and staff's actions (decision 027): actions redirect with a key, never
// free text; pages show the matching Persian sentence.
export const SUPPLIER_REGISTRATION_PATH = '/profile/supplier-registration';
export const STAFF_SUPPLIERS_PATH = '/profile/admin/suppliers';
export const STAFF_BASE_PRODUCTS_PATH = '/profile/admin/base-products';

export const WORKSPACE_NOTICES = {
  registered: {
    ok: true,
    text: 'درخواست ثبت‌نام شما ثبت شد و پس از بررسی مدارک، تأمین‌کنندهٔ شما در سایت نمایش داده می‌شود.',
  },
  confirmed: { ok: true, text: 'تأمین‌کننده تأیید شد و اکنون در سایت نمایش داده می‌شود.' },
  rejected: { ok: true, text: 'درخواست رد شد و دلیل آن به تأمین‌کننده نمایش داده می‌شود.' },
  approved: { ok: true, text: 'کالای پایه پذیرفته شد.' },
  'reason-required': { ok: false, text: 'دلیل رد را بنویسید؛ تأمین‌کننده آن را می‌بیند.' },
  'already-reviewed': { ok: false, text: 'این مورد پیش‌تر بررسی شده است.' },
  gone: { ok: false, text: 'این مورد یافت نشد؛ فهرست تازه را ببینید.' },
  failed: { ok: false, text: 'انجام نشد، لطفاً دوباره تلاش کنید.' },
} as const;

export type WorkspaceNoticeKey = keyof typeof WORKSPACE_NOTICES;

export function workspaceNotice(value: string | string[] | undefined) {
  const key = Array.isArray(value) ? value[0] : value;
  return key && Object.hasOwn(WORKSPACE_NOTICES, key) ? WORKSPACE_NOTICES[key as WorkspaceNoticeKey] : null;
}

/** A path of ours with `notice` set (only our own paths: a form cannot send the visitor elsewhere). */
export function withNotice(path: string, notice: WorkspaceNoticeKey, anchor = ''): string {
  const url = new URL(path.startsWith('/profile') ? path : '/profile', 'http://local');
  url.searchParams.set('notice', notice);
  return `${url.pathname}${url.search}${anchor}`;
}
