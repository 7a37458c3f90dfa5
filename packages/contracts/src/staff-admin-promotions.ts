// Staff administration: advertisements and announcements.
import { z } from 'zod';
import { fileIdSchema } from './identity';
import { AD_SLOTS, advertisementSchema, announcementSchema } from './site';
import { text } from './staff-admin-feedback';

// Advertisements and announcements --------------------------------------------------------------------------

export const PROMOTION_WINDOWS = ['scheduled', 'running', 'ended'] as const;
export type PromotionWindow = (typeof PROMOTION_WINDOWS)[number];
export const PROMOTION_WINDOW_LABELS: Record<PromotionWindow, string> = {
  scheduled: 'زمان‌بندی‌شده',
  running: 'در حال نمایش',
  ended: 'پایان‌یافته',
};

/** A window in UTC instants (the web converts the Jalali date and Tehran time staff type). */
const windowShape = { startsAt: z.iso.datetime({ offset: true }), endsAt: z.iso.datetime({ offset: true }) };
const linkSchema = z
  .string()
  .trim()
  .max(500, { error: 'maxLength' })
  .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, { error: 'url' });

export const advertisementInputSchema = z.object({
  slot: z.enum(AD_SLOTS),
  title: text(3, 120),
  text: z.string().trim().max(300, { error: 'maxLength' }).default(''),
  link: linkSchema,
  /** A public image the caller uploaded (POST /files); null removes the picture, absent keeps it. */
  imageFileId: fileIdSchema.nullable().optional(),
  ...windowShape,
});
export type AdvertisementInput = z.input<typeof advertisementInputSchema>;

export const announcementInputSchema = z.object({
  text: text(3, 200),
  link: z.preprocess((v) => (v === '' ? null : v), linkSchema.nullable().default(null)),
  ...windowShape,
});
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

const windowOut = { startsAt: z.string(), endsAt: z.string(), window: z.enum(PROMOTION_WINDOWS) };
export const staffAdvertisementSchema = advertisementSchema.extend(windowOut).meta({ id: 'StaffAdvertisement' });
export type StaffAdvertisement = z.infer<typeof staffAdvertisementSchema>;
export const staffAnnouncementSchema = announcementSchema.extend(windowOut).meta({ id: 'StaffAnnouncement' });
export type StaffAnnouncement = z.infer<typeof staffAnnouncementSchema>;
