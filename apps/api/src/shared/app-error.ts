// The one error type of the API: a machine code mapped to an HTTP status and Persian copy in one place (the
// catalogue, error-catalogue.ts).
import type { ErrorCode, FieldError } from '@bazaar/contracts/problem';
import { ERROR_CATALOGUE } from './error-catalogue.js';

/** The catalogue is read through this module too, where the error type is. */
export { ERROR_CATALOGUE };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string;
  readonly errors: FieldError[];
  /** Seconds the caller should wait (sent as Retry-After), for RATE_LIMITED and SERVICE_UNAVAILABLE. */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    options: { detail?: string; errors?: FieldError[]; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    const copy = ERROR_CATALOGUE[code];
    super(options.detail ?? copy.detail, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = copy.status;
    this.detail = options.detail ?? copy.detail;
    this.errors = options.errors ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (detail?: string) => new AppError('NOT_FOUND', { detail });

export const fieldError = (field: string, code: string, message: string) =>
  new AppError('VALIDATION_FAILED', { errors: [{ field, code, message }] });
