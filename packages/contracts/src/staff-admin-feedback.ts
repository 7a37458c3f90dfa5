// Staff administration: the feedback people send and staff's replies.
import { z } from 'zod';

export const text = (min: number, max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(min, { error: min <= 1 ? 'required' : 'minLength' })
    .max(max, { error: 'maxLength' });

// Feedback inbox -------------------------------------------------------------------------------------------

export const FEEDBACK_STATES = ['new', 'read', 'answered', 'archived'] as const;
export const feedbackStateSchema = z.enum(FEEDBACK_STATES);
export type FeedbackState = z.infer<typeof feedbackStateSchema>;
export const FEEDBACK_STATE_LABELS: Record<FeedbackState, string> = {
  new: 'تازه',
  read: 'خوانده‌شده',
  answered: 'پاسخ‌داده‌شده',
  archived: 'بایگانی',
};

export const staffFeedbackSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    state: feedbackStateSchema,
    createdAt: z.string(),
    reply: z
      .object({ note: z.string(), at: z.string(), bySms: z.boolean(), staffName: z.string().nullable() })
      .nullable(),
  })
  .meta({ id: 'StaffFeedback' });
export type StaffFeedback = z.infer<typeof staffFeedbackSchema>;

export const feedbackReplySchema = z.object({
  note: text(2, 1000),
  /** Also send the note by SMS to the mobile the sender left (refused when there is none). */
  sms: z.boolean().default(false),
});
