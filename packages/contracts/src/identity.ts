// Identity contract: one-time-code login, tokens, the current user, personal info, profile picture.
import { z } from 'zod';

/** Any spelling of an Iranian mobile number; the API normalises it to 09xxxxxxxxx. */
export const loginByOtpBodySchema = z.object({
  phoneNumber: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(32),
});

export const otpSentSchema = z
  .object({
    sent: z.literal(true),
    codeLength: z.number().int(),
    expiresInSeconds: z.number().int(),
    resendAfterSeconds: z.number().int(),
  })
  .meta({ id: 'OtpSent' });
export type OtpSent = z.infer<typeof otpSentSchema>;

/** POST /connect/token, form-encoded (OAuth 2 style). */
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('otp'),
    phone_number: z.string().trim().min(1).max(32),
    code: z.string().trim().min(1).max(12),
    token_delivery: z.enum(['body', 'cookie']).default('body'),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().max(200).optional(),
    token_delivery: z.enum(['body', 'cookie']).default('body'),
  }),
]);
export type TokenRequest = z.input<typeof tokenRequestSchema>;

export const ROLES = ['buyer', 'supplier_agent', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const sessionUserSchema = z
  .object({ id: z.number().int(), phone: z.string(), roles: z.array(roleSchema), displayName: z.string().nullable() })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const tokenResponseSchema = z
  .object({
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    access_token: z.string().optional().describe('Absent when token_delivery=cookie'),
    refresh_token: z.string().optional().describe('Absent when token_delivery=cookie'),
    user: sessionUserSchema,
  })
  .meta({ id: 'TokenResponse' });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Cookie names shared by the API (which sets them) and the web (which forwards them). */
export const ACCESS_COOKIE = 'bz_at';
export const REFRESH_COOKIE = 'bz_rt';

export const personalInfoSchema = z
  .object({
    id: z.number().int(),
    phone: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    nationalId: z.string().nullable(),
    email: z.string().nullable(),
    birthDate: z.string().nullable().describe('Gregorian ISO date; the web shows and edits it in Jalali'),
    profilePictureUrl: z.string().nullable(),
    roles: z.array(roleSchema),
  })
  .meta({ id: 'PersonalInfo' });
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(max).nullable());

export const personalInfoUpdateSchema = z.object({
  firstName: optionalText(50),
  lastName: optionalText(50),
  nationalId: optionalText(20),
  email: z.preprocess((v) => (v === '' ? null : v), z.email({ error: 'email' }).max(120).nullable()),
  birthDate: z.preprocess((v) => (v === '' ? null : v), z.iso.date({ error: 'pattern' }).nullable()),
});
export type PersonalInfoUpdate = z.input<typeof personalInfoUpdateSchema>;

export const profilePictureSchema = z
  .object({ fileId: z.string().nullable(), url: z.string().nullable() })
  .meta({ id: 'ProfilePicture' });
export const profilePictureUpdateSchema = z.object({
  fileId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'pattern' }),
});

export const storedFileSchema = z
  .object({
    id: z.string(),
    fileName: z.string(),
    mimeType: z.string(),
    sizeBytes: z.number().int(),
    url: z.string(),
    isPublic: z.boolean(),
  })
  .meta({ id: 'StoredFile' });
export type StoredFileInfo = z.infer<typeof storedFileSchema>;

export const smsOutboxEntrySchema = z
  .object({ to: z.string(), text: z.string(), code: z.string().nullable(), sentAt: z.string() })
  .meta({ id: 'SmsOutboxEntry' });
