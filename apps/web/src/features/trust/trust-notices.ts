// Outcomes of the review forms on the order page (decision 043): actions redirect with a key, the page shows the
// sentence.
export const TRUST_NOTICES = {
  reviewed: { ok: true, text: 'نظر شما ثبت شد؛ تا ۱۴ روز پس از ثبت می‌توانید آن را ویرایش کنید.' },
  'review-answered': { ok: true, text: 'پاسخ شما زیر نظر ثبت شد و برای همه نمایش داده می‌شود.' },
} as const;

export function trustNotice(value: string | string[] | undefined) {
  const key = Array.isArray(value) ? value[0] : value;
  return key && Object.hasOwn(TRUST_NOTICES, key) ? TRUST_NOTICES[key as keyof typeof TRUST_NOTICES] : null;
}
