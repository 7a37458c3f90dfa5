// Outcomes of the agent and invitation forms. The actions redirect with a key (never free text, so a
// link cannot put words on the page); the pages show the matching Persian sentence.

export const AGENTS_PATH = '/profile/agents';
export const INVITATIONS_PATH = '/profile/invitations';
export const AGENT_NOTICES = {
  invited: { ok: true, text: 'دعوت‌نامه ثبت شد. صاحب این شماره پس از ورود به حساب خود و پذیرش دعوت، نماینده می‌شود.' },
  revoked: { ok: true, text: 'دعوت‌نامه لغو شد.' },
  removed: { ok: true, text: 'نماینده از تیم حذف شد.' },
  'rights-saved': { ok: true, text: 'اختیارات نماینده ذخیره شد و از درخواست بعدی او اعمال می‌شود.' },
  accepted: {
    ok: true,
    text: 'دعوت را پذیرفتید و اکنون نمایندهٔ این تأمین‌کننده هستید. دسترسی تازه پس از نوسازی نشست (حداکثر ۱۵ دقیقه) یا ورود دوباره فعال می‌شود.',
  },
  declined: { ok: true, text: 'دعوت رد شد.' },
  'invalid-phone': { ok: false, text: 'شماره موبایل معتبر نیست؛ آن را به شکل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید.' },
  conflict: {
    ok: false,
    text: 'این شماره هم‌اکنون عضو تیم است، یا دعوت‌های بی‌پاسخ به سقف رسیده است؛ چند دعوت را لغو کنید و دوباره تلاش کنید.',
  },
  gone: { ok: false, text: 'این مورد دیگر در انتظار نیست؛ فهرست تازه را ببینید.' },
  failed: { ok: false, text: 'در انجام درخواست مشکلی پیش آمد، لطفاً دوباره تلاش کنید.' },
} as const;

export type AgentNoticeKey = keyof typeof AGENT_NOTICES;

export function agentNotice(value: string | string[] | undefined) {
  const key = Array.isArray(value) ? value[0] : value;
  return key && Object.hasOwn(AGENT_NOTICES, key) ? AGENT_NOTICES[key as AgentNoticeKey] : null;
}

/** The notice key for a failed call: its HTTP status decides. */
export function noticeForStatus(status: number | undefined, on400: AgentNoticeKey = 'invalid-phone'): AgentNoticeKey {
  if (status === 400) return on400;
  if (status === 409) return 'conflict';
  if (status === 404) return 'gone';
  return 'failed';
}
