// Typed identity calls (spec section 7, Users and Customers): one-time-code login, the form-encoded token
// exchange and refresh, logout, the current user, personal info, profile picture and the dev SMS outbox.
import {
  otpSentSchema,
  type PersonalInfoUpdate,
  personalInfoSchema,
  profilePictureSchema,
  sessionUserSchema,
  smsOutboxEntrySchema,
  tokenResponseSchema,
} from '@bazaar/contracts/identity';
import { z } from 'zod';
import type { HttpClient } from './http';

const smsOutboxSchema = z.array(smsOutboxEntrySchema);

/** 'cookie': the API sets httpOnly bz_at/bz_rt cookies and leaves the tokens out of the body (the website). */
export type TokenDelivery = 'body' | 'cookie';

export interface CodeExchange {
  phoneNumber: string;
  code: string;
  tokenDelivery?: TokenDelivery;
}

export interface TokenRefresh {
  /** Leave out to let the API read the bz_rt cookie the request carries. */
  refreshToken?: string;
  tokenDelivery?: TokenDelivery;
}

export function createIdentityApi(http: HttpClient) {
  return {
    /** Texts a code; 400 field error `body.phoneNumber`, 429 (Retry-After) for cooldowns and caps. */
    requestCode: (phoneNumber: string) =>
      http.post('/users/login-by-otp', { body: { phoneNumber }, parse: (data) => otpSentSchema.parse(data) }),
    /** grant_type=otp; 400 INVALID_GRANT with a Persian detail (tries left, expired, used). */
    exchangeCode: ({ phoneNumber, code, tokenDelivery = 'cookie' }: CodeExchange) =>
      http.post('/connect/token', {
        form: { grant_type: 'otp', phone_number: phoneNumber, code, token_delivery: tokenDelivery },
        parse: (data) => tokenResponseSchema.parse(data),
      }),
    /** grant_type=refresh_token; rotates both tokens. A reused refresh token revokes its family (400). */
    refresh: ({ refreshToken, tokenDelivery = 'cookie' }: TokenRefresh = {}) =>
      http.post('/connect/token', {
        form: {
          grant_type: 'refresh_token',
          token_delivery: tokenDelivery,
          ...(refreshToken ? { refresh_token: refreshToken } : {}),
        },
        parse: (data) => tokenResponseSchema.parse(data),
      }),
    /** Revokes the refresh-token family (the given one, else the bz_rt cookie) and clears the cookies. */
    logout: (refreshToken?: string): Promise<void> =>
      http.post('/users/logout', refreshToken ? { body: { refresh_token: refreshToken } } : {}).then(() => undefined),
    me: () => http.get('/users/me', { parse: (data) => sessionUserSchema.parse(data) }),
    personalInfo: () => http.get('/customers/profile', { parse: (data) => personalInfoSchema.parse(data) }),
    /** Replaces every field; 400 field errors such as `body.nationalId` (checksum) or `body.email`. */
    updatePersonalInfo: (input: PersonalInfoUpdate) =>
      http.put('/customers/profile', { body: input, parse: (data) => personalInfoSchema.parse(data) }),
    profilePicture: () => http.get('/users/profile-picture', { parse: (data) => profilePictureSchema.parse(data) }),
    /** `fileId` of an image the user uploaded with POST /files. */
    setProfilePicture: (fileId: string) =>
      http.post('/users/profile-picture', { body: { fileId }, parse: (data) => profilePictureSchema.parse(data) }),
    /** Only while the API runs the development SMS provider; 404 otherwise. Newest first. */
    smsOutbox: (limit = 20) =>
      http.get('/dev/sms-outbox', { query: { limit }, parse: (data) => smsOutboxSchema.parse(data), retry: false }),
  };
}

export type IdentityApi = ReturnType<typeof createIdentityApi>;
