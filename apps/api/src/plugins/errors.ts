// One error handler for the whole API: every failure leaves as RFC 9457 problem+json with Persian copy.
// 5xx details are logged, never sent.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode, FieldError, Problem } from '@bazaar/contracts/problem';
import { describeIssue } from '@bazaar/contracts/validation-messages';
import { toPersianDigits } from '@bazaar/fa/digits';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../shared/app-error.js';
import { ERROR_CATALOGUE } from '../shared/error-catalogue.js';
import { isLostConnection } from '../shared/lost-connection.js';
import { RequestValidationError } from './validation.js';

const PROBLEM_BASE = 'https://bazaar-e-sanat.ir/problems/';

/**
 * Persian copy shows Persian digits for the numbers it states (limits, counts, waits), like the rest of
 * the interface; digits inside paths, codes and Latin words (`/api/v1/…`, `v2`) are left alone.
 */
const STANDALONE_NUMBER = /(?<![\p{Script=Latin}\d/._-])\d+(?![\p{Script=Latin}\d/_-])/gu;
const persianNumbers = (text: string) => text.replace(STANDALONE_NUMBER, (n) => toPersianDigits(n));

const problemType = (code: ErrorCode) => `${PROBLEM_BASE}${code.toLowerCase().replaceAll('_', '-')}`;

export function toProblem(error: AppError, request: FastifyRequest): Problem {
  return {
    type: problemType(error.code),
    title: ERROR_CATALOGUE[error.code].title,
    status: error.status,
    detail: persianNumbers(error.detail),
    code: error.code,
    errors: error.errors.map((e) => ({ ...e, message: persianNumbers(e.message) })),
    instance: request.url.split('?')[0],
    requestId: request.id,
  };
}

/**
 * Seconds a caller is asked to wait after a 503 that names no wait of its own (a lost database or Redis, not
 * ready yet): the pool reconnects on the next request once the link is back, so a short wait is enough.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export function sendProblem(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  const retryAfter = error.retryAfterSeconds ?? (error.status === 503 ? UNAVAILABLE_RETRY_AFTER_SECONDS : undefined);
  if (retryAfter !== undefined) reply.header('retry-after', Math.max(1, Math.ceil(retryAfter)));
  return reply.code(error.status).type('application/problem+json; charset=utf-8').send(toProblem(error, request));
}

function validationFieldErrors(error: RequestValidationError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const { rule, message } = describeIssue(issue);
    const base = [error.part, ...issue.path.map(String)].join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: `${base}.${key}`, code: rule, message }));
    }
    return [{ field: base, code: rule, message }];
  });
}

/** Persian details for the framework's own refusals, by their machine code. */
const FRAMEWORK_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'متن JSON درخواست نامعتبر است.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'بدنهٔ درخواست خالی است؛ اطلاعات را به صورت JSON بفرستید.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'اندازهٔ بدنهٔ درخواست با سرآیند Content-Length یکی نیست.',
  FST_ERR_BAD_URL: 'نشانی درخواست کدگذاری نامعتبری دارد.',
  FST_PROTO_VIOLATION: 'نام فیلدی در درخواست مجاز نیست.',
  FST_MP_PREMATURE_CLOSE: 'فرم ارسالی پیش از پایان قطع شد.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'فرم را به صورت multipart/form-data بفرستید.',
  FST_ERR_HANDLER_TIMEOUT: 'پاسخ این درخواست بیش از حد طول کشید؛ لطفاً دوباره تلاش کنید.',
};

/**
 * PostgreSQL data exceptions that only a caller's value can cause (a number outside int4, a NUL byte,
 * text too long for its column, a broken escape in a pattern): the contracts should have refused the
 * value first, so they are logged as a warning, but the caller gets a 400, not a 500.
 */
const INPUT_DATA_EXCEPTIONS = new Set(['22001', '22003', '22021', '22025', '22P02', '22P05', '2201B']);

function databaseCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as Error).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'UNSUPPORTED_MEDIA_TYPE',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
};

/** Turns anything thrown into an AppError; unknown errors become INTERNAL. */
export function normalise(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof RequestValidationError) {
    return new AppError('VALIDATION_FAILED', { errors: validationFieldErrors(error) });
  }
  // The database or Redis cannot be reached (refused, reset, timed out, shutting down, full): try again soon.
  if (isLostConnection(error)) return new AppError('SERVICE_UNAVAILABLE', { cause: error });
  const dbCode = databaseCode(error);
  if (dbCode && INPUT_DATA_EXCEPTIONS.has(dbCode)) {
    return new AppError('BAD_REQUEST', { detail: 'مقداری در درخواست خارج از محدودهٔ پذیرفتنی است.', cause: error });
  }
  const { statusCode, code } = error as Partial<FastifyError>;
  if (statusCode === undefined || statusCode >= 500) {
    const known = statusCode === undefined ? undefined : BY_STATUS[statusCode];
    return new AppError(known ?? 'INTERNAL', { cause: error });
  }
  // Every other refusal of the framework or a plugin (4xx) keeps its meaning, in Persian.
  return new AppError(BY_STATUS[statusCode] ?? 'BAD_REQUEST', {
    detail: code ? FRAMEWORK_DETAILS[code] : undefined,
    cause: error,
  });
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers or URL over
 * `maxHeaderSize`: 431; a broken request line, header or chunk: 400; a request not received in time:
 * 408). There is no request object yet, so the problem is written to the socket directly.
 */
export function clientErrorProblem(error: NodeJS.ErrnoException): string | undefined {
  if (error.code === 'ECONNRESET') return undefined;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'BAD_REQUEST';
  const appError = new AppError(code, {
    detail: code === 'BAD_REQUEST' ? 'درخواست HTTP ساختار نامعتبری دارد.' : undefined,
  });
  const body = JSON.stringify({
    type: problemType(appError.code),
    title: ERROR_CATALOGUE[appError.code].title,
    status: appError.status,
    detail: appError.detail,
    code: appError.code,
    errors: [],
    requestId: randomUUID(),
  } satisfies Problem);
  const length = Buffer.byteLength(body);
  return `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}\r\nContent-Type: application/problem+json; charset=utf-8\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n${body}`;
}

/** Fastify's `clientErrorHandler` option: the problem+json form of its default. */
export function handleClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (socket.destroyed) return;
  const answer = clientErrorProblem(error);
  if (answer && socket.writable) socket.write(answer);
  socket.destroy(error);
}

/** Fastify's `frameworkErrors` option: router refusals (bad percent-encoding, over-long parameters). */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'request rejected by the router');
  sendProblem(reply, request, normalise(error));
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const appError = normalise(error);
    if (appError.code === 'SERVICE_UNAVAILABLE') {
      // An outage is logged once per request, without a stack per request: the cause says what was lost.
      const cause = error instanceof AppError ? error.cause : error;
      request.log.warn(
        { code: appError.code, cause: cause instanceof Error ? cause.message : cause },
        'service unavailable',
      );
    } else if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: appError.code, err: error instanceof AppError ? undefined : error }, 'request rejected');
    }
    return sendProblem(reply, request, appError);
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(
      reply,
      request,
      new AppError('ROUTE_NOT_FOUND', {
        detail: `مسیر ${request.method} ${request.url.split('?')[0]} در API وجود ندارد.`,
      }),
    ),
  );
}
