// Identity calls: POST /users/login-by-otp, POST /connect/token (form-encoded), POST /users/logout,
// GET /users/me, personal info (/customers/profile), profile picture, and the dev SMS outbox.
import {
  ACCESS_COOKIE,
  loginByOtpBodySchema,
  otpSentSchema,
  personalInfoSchema,
  personalInfoUpdateSchema,
  profilePictureSchema,
  profilePictureUpdateSchema,
  REFRESH_COOKIE,
  sessionUserSchema,
  smsOutboxEntrySchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@bazaar/contracts/identity';
import { problemSchema } from '@bazaar/contracts/problem';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { AppError } from '../../shared/app-error.js';
import { fileUrl } from '../catalog/catalog.repo.js';
import type { FilesService } from '../files/files.service.js';
import type { IdentityService, IssuedSession } from './identity.service.js';

const tags = ['identity'];
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 429: problemSchema };

export interface IdentityRouteOptions {
  service: IdentityService;
  files: FilesService;
  devOutbox: boolean;
  cookieSecure: boolean | undefined;
  refreshTtlDays: number;
}

export const identityRoutes: FastifyPluginAsyncZod<IdentityRouteOptions> = async (app, options) => {
  const { service } = options;

  // OAuth token requests are form-encoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const secure = (request: FastifyRequest) => options.cookieSecure ?? request.protocol === 'https';

  function deliver(request: FastifyRequest, reply: FastifyReply, session: IssuedSession, delivery: 'body' | 'cookie') {
    const base = { token_type: 'Bearer' as const, expires_in: session.expiresIn, user: session.user };
    if (delivery === 'body') return { ...base, access_token: session.accessToken, refresh_token: session.refreshToken };
    const cookie = { httpOnly: true, sameSite: 'lax' as const, secure: secure(request), path: '/' };
    reply.setCookie(ACCESS_COOKIE, session.accessToken, { ...cookie, maxAge: session.expiresIn });
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, { ...cookie, maxAge: options.refreshTtlDays * 86_400 });
    return base;
  }

  app.post(
    '/users/login-by-otp',
    {
      schema: {
        tags,
        summary: 'Send a one-time code to an Iranian mobile number',
        description:
          'Accepts Persian, Arabic or Latin digits and 09…, 9…, +989…, 00989…. The answer never says whether the number has an account.',
        body: loginByOtpBodySchema,
        response: { 202: otpSentSchema, ...errors, 503: problemSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await service.requestCode(request.body.phoneNumber, request.ip)),
  );

  app.post(
    '/connect/token',
    {
      schema: {
        tags,
        summary: 'Exchange a one-time code (grant_type=otp) or a refresh token (grant_type=refresh_token) for tokens',
        description:
          'Form-encoded. With token_delivery=cookie the tokens are set as httpOnly cookies and left out of the body (the website). A reused refresh token revokes its whole family.',
        consumes: ['application/x-www-form-urlencoded'],
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const session =
        body.grant_type === 'otp'
          ? await service.exchangeCode(body.phone_number, body.code)
          : await service.refresh(body.refresh_token ?? request.cookies[REFRESH_COOKIE]);
      return deliver(request, reply, session, body.token_delivery);
    },
  );

  app.post(
    '/users/logout',
    {
      schema: {
        tags,
        summary: 'End the session: revokes the refresh-token family and clears the cookies',
        body: z.object({ refresh_token: z.string().max(200).optional() }).optional(),
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await service.logout(request.body?.refresh_token ?? request.cookies[REFRESH_COOKIE]);
      reply.clearCookie(ACCESS_COOKIE, { path: '/' }).clearCookie(REFRESH_COOKIE, { path: '/' });
      return reply.code(204).send();
    },
  );

  app.get(
    '/users/me',
    { schema: { tags, summary: 'The signed-in user', response: { 200: sessionUserSchema, ...errors } } },
    async (request) => {
      const { sub } = requireUser(request);
      const info = await service.personalInfo(sub, fileUrl);
      const name = [info.firstName, info.lastName].filter(Boolean).join(' ');
      return { id: info.id, phone: info.phone, roles: info.roles, displayName: name || null };
    },
  );

  app.get(
    '/customers/profile',
    {
      schema: {
        tags,
        summary: 'Personal information of the signed-in user',
        response: { 200: personalInfoSchema, ...errors },
      },
    },
    (request) => service.personalInfo(requireUser(request).sub, fileUrl),
  );

  app.put(
    '/customers/profile',
    {
      schema: {
        tags,
        summary: 'Update personal information (national id checksum-validated)',
        body: personalInfoUpdateSchema,
        response: { 200: personalInfoSchema, ...errors },
      },
    },
    async (request) => {
      const { sub } = requireUser(request);
      await service.updatePersonalInfo(sub, request.body);
      return service.personalInfo(sub, fileUrl);
    },
  );

  app.get(
    '/users/profile-picture',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s profile picture',
        response: { 200: profilePictureSchema, ...errors },
      },
    },
    async (request) => {
      const fileId = await service.profilePictureId(requireUser(request).sub);
      return { fileId, url: fileId ? fileUrl(fileId) : null };
    },
  );

  app.post(
    '/users/profile-picture',
    {
      schema: {
        tags,
        summary: 'Set the profile picture to an image the user uploaded with POST /files',
        body: profilePictureUpdateSchema,
        response: { 200: profilePictureSchema, ...errors, 404: problemSchema },
      },
    },
    async (request) => {
      const { sub } = requireUser(request);
      const file = await options.files.ownedFile(sub, request.body.fileId);
      if (!file.mimeType.startsWith('image/')) {
        throw new AppError('VALIDATION_FAILED', {
          errors: [{ field: 'body.fileId', code: 'pattern', message: 'تصویر پروفایل باید یک فایل تصویری باشد.' }],
        });
      }
      await service.setProfilePicture(sub, file.id);
      return { fileId: file.id, url: fileUrl(file.id) };
    },
  );

  if (options.devOutbox) {
    app.get(
      '/dev/sms-outbox',
      {
        schema: {
          tags: ['development'],
          summary: 'Messages the development SMS provider “sent”, newest first (only with SMS_PROVIDER=dev)',
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
          response: { 200: z.array(smsOutboxEntrySchema) },
        },
      },
      ({ query }) => service.outbox(query.limit),
    );
  }
};
