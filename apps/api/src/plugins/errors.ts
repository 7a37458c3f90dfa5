// One error handler for the whole API: every failure leaves as RFC 9457 problem+json with Persian copy.
// 5xx details are logged, never sent.
import type { FieldError, Problem } from '@bazaar/contracts/problem';
import { describeIssue } from '@bazaar/contracts/validation-messages';
import { toPersianDigits } from '@bazaar/fa/digits';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERROR_CATALOGUE } from '../shared/app-error.js';
import { RequestValidationError } from './validation.js';

const PROBLEM_BASE = 'https://bazaar-e-sanat.ir/problems/';

/**
 * Persian copy shows Persian digits for the numbers it states (limits, counts, waits), like the rest of
 * the interface; digits inside paths, codes and Latin words (`/api/v1/…`, `v2`) are left alone.
 */
const STANDALONE_NUMBER = /(?<![\p{Script=Latin}\d/._-])\d+(?![\p{Script=Latin}\d/_-])/gu;
const persianNumbers = (text: string) => text.replace(STANDALONE_NUMBER, (n) => toPersianDigits(n));

export function toProblem(error: AppError, request: FastifyRequest): Problem {
  return {
    type: `${PROBLEM_BASE}${error.code.toLowerCase().replaceAll('_', '-')}`,
    title: ERROR_CATALOGUE[error.code].title,
    status: error.status,
    detail: persianNumbers(error.detail),
    code: error.code,
    errors: error.errors.map((e) => ({ ...e, message: persianNumbers(e.message) })),
    instance: request.url.split('?')[0],
    requestId: request.id,
  };
}

export function sendProblem(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  if (error.retryAfterSeconds !== undefined)
    reply.header('retry-after', Math.max(1, Math.ceil(error.retryAfterSeconds)));
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

/** Turns anything thrown into an AppError; unknown errors become INTERNAL. */
function normalise(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof RequestValidationError) {
    return new AppError('VALIDATION_FAILED', { errors: validationFieldErrors(error) });
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.statusCode) {
    case 400:
      return new AppError('BAD_REQUEST', { cause: error });
    case 404:
      return new AppError('NOT_FOUND', { cause: error });
    case 405:
      return new AppError('METHOD_NOT_ALLOWED', { cause: error });
    case 413:
      return new AppError('PAYLOAD_TOO_LARGE', { cause: error });
    case 415:
      return new AppError('UNSUPPORTED_MEDIA_TYPE', { cause: error });
    case 429:
      return new AppError('RATE_LIMITED', { cause: error });
    case 503:
      return new AppError('SERVICE_UNAVAILABLE', { cause: error });
    default:
      return new AppError('INTERNAL', { cause: error });
  }
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const appError = normalise(error);
    if (appError.status >= 500) {
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
