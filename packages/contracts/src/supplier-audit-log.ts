// The supplier workspace: the audit log of a merchant's changes.
import './zod-config';
import { z } from 'zod';

// ---- Audit log -------------------------------------------------------------------------------------

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    staff: z.object({ userId: z.number().int(), phone: z.string(), name: z.string() }),
    action: z.string(),
    objectType: z.string(),
    objectId: z.string(),
    detail: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffAuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'merchant.confirm': 'تأیید تأمین‌کننده',
  'merchant.reject': 'رد تأمین‌کننده',
  'base_product.approve': 'پذیرش کالای پایه',
  'base_product.reject': 'رد کالای پایه',
  'comment.approve': 'تأیید دیدگاه',
  'comment.reject': 'رد دیدگاه',
  'job.retry': 'اجرای دوبارهٔ کار ناموفق',
  'feedback.read': 'خواندن پیام بازدیدکننده',
  'feedback.new': 'علامت تازه روی پیام',
  'feedback.archived': 'بایگانی پیام',
  'feedback.reply': 'پاسخ به پیام بازدیدکننده',
  'advertisement.create': 'ثبت تبلیغ',
  'advertisement.update': 'ویرایش تبلیغ',
  'advertisement.end': 'پایان تبلیغ',
  'announcement.create': 'ثبت اطلاعیه',
  'announcement.update': 'ویرایش اطلاعیه',
  'announcement.end': 'پایان اطلاعیه',
  'article.create': 'نوشتن مطلب',
  'article.update': 'ویرایش مطلب',
  'article.publish': 'انتشار مطلب',
  'article.unpublish': 'برگرداندن مطلب به پیش‌نویس',
  'user.grant_admin': 'دادن نقش مدیر',
  'user.revoke_admin': 'گرفتن نقش مدیر',
  'user.block': 'مسدود کردن کاربر',
  'user.unblock': 'رفع مسدودی کاربر',
  'listing.dismiss_reports': 'بستن گزارش‌های تخلف آگهی بدون اقدام',
  'listing.unpublish': 'توقف انتشار آگهی گزارش‌شده',
};
