// Request validation with Zod: parse with reportInput so a missing value reads as "required", and keep
// the part of the request (params, query, body) so field errors can name `query.categoryTypes`.
import { validationMessage } from '@bazaar/contracts/validation-messages';
import { stripBidiControls } from '@bazaar/fa/normalize';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../shared/app-error.js';

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

/**
 * Where the first NUL character sits in a parsed request part (`q`, `items.0.name`, or a key), or
 * undefined. PostgreSQL text cannot hold NUL, and no form field needs one. Walks without recursion and
 * keeps each step's path as a link to its parent, so a body nested 50 000 deep costs linear time.
 */
export function findNul(value: unknown): string | undefined {
  type Step = { key: string; parent: Step | undefined } | undefined;
  const pathOf = (step: Step) => {
    const keys: string[] = [];
    for (let s = step; s; s = s.parent) keys.push(s.key);
    return keys.reverse().join('.');
  };
  const stack: [unknown, Step][] = [[value, undefined]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [current, step] = item;
    if (typeof current === 'string') {
      if (current.includes('\0')) return pathOf(step);
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const next = { key, parent: step };
        if (key.includes('\0')) return pathOf(next);
        stack.push([child, next]);
      }
    }
  }
  return undefined;
}

/** preValidation hook: a NUL character anywhere in the path, query or body is refused, once for every route. */
export async function refuseNulCharacters(request: FastifyRequest) {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const at = findNul(value);
    if (at === undefined) continue;
    const field = at ? `${part}.${at}` : part;
    throw new AppError('VALIDATION_FAILED', {
      errors: [{ field, code: 'exclude', message: validationMessage('exclude', 'تهی (NUL)') }],
    });
  }
}

/**
 * Every string of a parsed request part without bidirectional formatting characters (`stripBidiControls`):
 * changed in place in objects and arrays, returned for a bare string. Walks without recursion, like findNul.
 */
export function dropBidiControls<T>(value: T): T {
  if (typeof value === 'string') return stripBidiControls(value) as T;
  const stack: unknown[] = [value];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    if (!current || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    const holder = current as Record<string, unknown>;
    for (const key of Object.keys(holder)) {
      const child = holder[key];
      if (typeof child === 'string') {
        const clean = stripBidiControls(child);
        if (clean !== child) holder[key] = clean;
      } else if (child && typeof child === 'object') stack.push(child);
    }
  }
  return value;
}

/**
 * preValidation hook: the one place every free-text field passes (names, titles, descriptions, company names,
 * notes, queries…), so every one of them is stored and matched without bidi overrides, isolates or marks, which
 * could make a name display as another (docs/security-testing.md, «Bidirectional controls»). Runs before the
 * schemas, so a field holding nothing else is empty, and required fields say so.
 */
export async function dropBidiControlsFromRequest(request: FastifyRequest) {
  dropBidiControls(request.query);
  if (typeof request.body === 'string') request.body = stripBidiControls(request.body);
  else dropBidiControls(request.body);
}
