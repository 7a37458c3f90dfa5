// RFC 9457 problem+json: the one error shape every API failure takes.
import { z } from 'zod';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'INVALID_GRANT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const fieldErrorSchema = z.object({
  field: z.string().describe('Dotted path of the offending field, e.g. `query.categoryTypes`'),
  code: z.string().describe('Machine code of the rule, e.g. `required`, `maxLength`'),
  message: z.string().describe('Persian message for the user'),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: errorCodeSchema,
    errors: z.array(fieldErrorSchema),
    instance: z.string().optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof problemSchema>;
