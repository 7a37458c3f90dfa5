// Request validation with Zod: parse with reportInput so a missing value reads as "required", and keep
// the part of the request (params, query, body) so field errors can name `query.categoryTypes`.
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

const PART_NAMES: Record<string, string> = { querystring: 'query', params: 'params', body: 'body', headers: 'headers' };

export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly part: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`Request ${part} failed validation`);
    this.name = 'RequestValidationError';
  }
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return {
      error: new RequestValidationError(PART_NAMES[httpPart ?? ''] ?? httpPart ?? 'request', result.error.issues),
    };
  };
