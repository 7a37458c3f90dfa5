// Identity contract: one-time-code login, tokens, the current user, personal info, profile picture.
import './zod-config';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { problemSchema } from './problem';

/** Any spelling of an Iranian mobile number; the API normalises it to 09xxxxxxxxx. */
export const loginByOtpBodySchema = z.object({
  phoneNumber: z.string().trim().min(1, { error: 'required' }).max(32),
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
/** A token request as the API reads it (defaults applied). */
export type TokenGrant = z.output<typeof tokenRequestSchema>;

export const ROLES = ['buyer', 'supplier_agent', 'admin'] as const;
/** A person's role within one merchant: its owner, or an agent the owner invited. */
export const MEMBER_ROLES = ['owner', 'agent'] as const;
export const memberRoleSchema = z.enum(MEMBER_ROLES);
export type MemberRole = z.infer<typeof memberRoleSchema>;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
export const ROLE_LABELS: Record<Role, string> = { buyer: 'خریدار', supplier_agent: 'عضو تأمین‌کننده', admin: 'مدیر' };

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

/** A buyer's company for official invoices (issue 20); shown on their direct orders and reports. */
export const buyerCompanySchema = z
  .object({
    name: z.string(),
    nationalId: z.string().describe('شناسه ملی: 11 digits, check digit verified'),
    economicCode: z.string().nullable().describe('کد اقتصادی'),
    registrationNumber: z.string().nullable().describe('شماره ثبت'),
    address: z.string(),
    postalCode: z.string().nullish().describe('کد پستی: 10 digits (issue 31; absent on orders published before it)'),
    phone: z.string().nullish().describe('The company’s telephone, printed on invoices'),
  })
  .meta({ id: 'BuyerCompany' });
export type BuyerCompany = z.infer<typeof buyerCompanySchema>;
export const buyerCompanyAnswerSchema = z.object({ company: buyerCompanySchema.nullable() });

const requiredText = (max: number) => z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max);
/** Digits may come Persian, Arabic-Indic or Latin; the API normalises and checks them. */
export const buyerCompanyUpdateSchema = z.object({
  name: requiredText(200),
  nationalId: requiredText(20),
  economicCode: optionalText(20),
  registrationNumber: optionalText(20),
  address: requiredText(300),
  postalCode: optionalText(14).optional(),
  phone: optionalText(20).optional(),
});
export type BuyerCompanyUpdate = z.input<typeof buyerCompanyUpdateSchema>;

export const profilePictureSchema = z
  .object({ fileId: z.string().nullable(), url: z.string().nullable() })
  .meta({ id: 'ProfilePicture' });
export type ProfilePicture = z.infer<typeof profilePictureSchema>;
/** Stored files have random url-safe ids. */
export const fileIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'pattern' });
export const profilePictureUpdateSchema = z.object({ fileId: fileIdSchema });

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

export const logoutBodySchema = z.object({ refresh_token: z.string().max(200).optional() }).optional();
export const smsOutboxQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

const tags = ['identity'] as const;
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 429: problemSchema };

export const identityEndpoints = {
  /** Texts a code; 400 field error `body.phoneNumber`, 429 (Retry-After) for cooldowns and caps. */
  requestCode: defineEndpoint({
    method: 'POST',
    path: '/users/login-by-otp',
    summary: 'Send a one-time code to an Iranian mobile number',
    description:
      'Accepts Persian, Arabic or Latin digits and 09…, 9…, +989…, 00989…. The answer never says whether the number has an account.',
    tags,
    access: 'public',
    body: loginByOtpBodySchema,
    responses: { 202: otpSentSchema, ...errors, 503: problemSchema },
  }),
  /**
   * grant_type=otp (400 INVALID_GRANT with a Persian detail: tries left, expired, used) or
   * grant_type=refresh_token (rotates both tokens; leave refresh_token out to use the bz_rt cookie).
   */
  token: defineEndpoint({
    method: 'POST',
    path: '/connect/token',
    summary: 'Exchange a one-time code (grant_type=otp) or a refresh token (grant_type=refresh_token) for tokens',
    description:
      'Form-encoded. With token_delivery=cookie the tokens are set as httpOnly cookies and left out of the body (the website). A reused refresh token revokes its whole family.',
    tags,
    access: 'public',
    consumes: ['application/x-www-form-urlencoded'],
    body: tokenRequestSchema,
    responses: { 200: tokenResponseSchema, ...errors },
  }),
  /** Revokes the refresh-token family (the given one, else the bz_rt cookie) and clears the cookies. */
  logout: defineEndpoint({
    method: 'POST',
    path: '/users/logout',
    summary: 'End the session: revokes the refresh-token family, ends its access tokens at once and clears the cookies',
    tags,
    access: 'public',
    body: logoutBodySchema,
    responses: { 204: z.undefined(), ...errors },
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/users/me',
    summary: 'The signed-in user',
    tags,
    access: 'user',
    responses: { 200: sessionUserSchema, ...errors },
  }),
  personalInfo: defineEndpoint({
    method: 'GET',
    path: '/customers/profile',
    summary: 'Personal information of the signed-in user',
    tags,
    access: 'user',
    responses: { 200: personalInfoSchema, ...errors },
  }),
  /** Replaces every field; 400 field errors such as `body.nationalId` (checksum) or `body.email`. */
  updatePersonalInfo: defineEndpoint({
    method: 'PUT',
    path: '/customers/profile',
    summary: 'Update personal information (national id checksum-validated)',
    tags,
    access: 'user',
    body: personalInfoUpdateSchema,
    responses: { 200: personalInfoSchema, ...errors },
  }),
  /** The signed-in buyer's company (null until they give it). */
  buyerCompany: defineEndpoint({
    method: 'GET',
    path: '/customers/company',
    summary: 'Company details of the signed-in buyer, for official invoices',
    tags,
    access: 'user',
    responses: { 200: buyerCompanyAnswerSchema, ...errors },
  }),
  /** Replaces the company; 400 field errors such as `body.nationalId` (check digit) with Persian messages. */
  updateBuyerCompany: defineEndpoint({
    method: 'PUT',
    path: '/customers/company',
    summary: 'Set the signed-in buyer’s company (national id checksum-validated)',
    tags,
    access: 'user',
    body: buyerCompanyUpdateSchema,
    responses: { 200: buyerCompanyAnswerSchema, ...errors },
  }),
  profilePicture: defineEndpoint({
    method: 'GET',
    path: '/users/profile-picture',
    summary: 'The signed-in user’s profile picture',
    tags,
    access: 'user',
    responses: { 200: profilePictureSchema, ...errors },
  }),
  /** `fileId` of an image the user uploaded with POST /files. */
  setProfilePicture: defineEndpoint({
    method: 'POST',
    path: '/users/profile-picture',
    summary: 'Set the profile picture to an image the user uploaded with POST /files',
    tags,
    access: 'owner',
    object: 'privateFile',
    body: profilePictureUpdateSchema,
    responses: { 200: profilePictureSchema, ...errors, 404: problemSchema },
  }),
  /** Only while the API runs the development SMS provider, and for loopback clients; 404 otherwise. */
  smsOutbox: defineEndpoint({
    method: 'GET',
    path: '/dev/sms-outbox',
    summary:
      'Messages the development SMS provider “sent”, newest first (SMS_PROVIDER=dev outside production or with DEMO_MODE; loopback clients only)',
    tags: ['development'],
    access: 'public',
    query: smsOutboxQuerySchema,
    responses: { 200: z.array(smsOutboxEntrySchema), 404: problemSchema },
  }),
};
