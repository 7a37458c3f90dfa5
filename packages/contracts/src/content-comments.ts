// Comments on content pages, their likes and moderation (spec section 7, «Comments»).
import './zod-config';
import { z } from 'zod';
import { bodyIdSchema } from './paging';

export const commentSchema = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    authorName: z.string(),
    body: z.string(),
    likeCount: z.number().int(),
    createdAt: z.string(),
    pending: z
      .boolean()
      .default(false)
      .describe('Waiting for moderation: only its author sees it, and only in their own answer'),
    get replies() {
      return z.array(commentSchema);
    },
  })
  .meta({ id: 'PageComment' });
export interface PageComment {
  id: number;
  parentId: number | null;
  authorName: string;
  body: string;
  likeCount: number;
  createdAt: string;
  /** Waiting for moderation: only its author sees it. */
  pending: boolean;
  replies: PageComment[];
}

export const newCommentSchema = z.object({
  pageId: bodyIdSchema,
  parentId: bodyIdSchema.nullable().optional(),
  body: z.string({ error: 'required' }).trim().min(2, { error: 'minLength' }).max(2000, { error: 'maxLength' }),
});
export const likeResultSchema = z
  .object({ liked: z.boolean(), likeCount: z.number().int() })
  .meta({ id: 'LikeResult' });

export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const moderationStatusSchema = z.enum(MODERATION_STATUSES);
export type ModerationStatus = z.infer<typeof moderationStatusSchema>;

export const moderationCommentSchema = z.object({
  id: z.number().int(),
  pageId: z.number().int(),
  pageTitle: z.string(),
  authorName: z.string(),
  body: z.string(),
  status: moderationStatusSchema,
  createdAt: z.string(),
});

/** One of the signed-in person's own comments, in any moderation state (the profile's «دیدگاه‌های من»). */
export const myCommentSchema = z
  .object({
    id: z.number().int(),
    page: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
    body: z.string(),
    status: moderationStatusSchema,
    likeCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'MyComment' });
export type MyComment = z.infer<typeof myCommentSchema>;

export const merchantHasContentSchema = z.object({
  merchantId: z.number().int(),
  hasContent: z.boolean(),
  count: z.number().int(),
});
export const commentPostedSchema = z.object({
  id: z.number().int(),
  status: z.literal('pending'),
  message: z.string(),
});
export const commentModeratedSchema = z.object({ id: z.number().int(), status: z.enum(['approved', 'rejected']) });
