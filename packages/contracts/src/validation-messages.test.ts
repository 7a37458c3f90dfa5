import { describe, expect, it } from 'vitest';
import './zod-config';
import { z } from 'zod';
import { productTaxCodeSchema } from './product-editor';
import { describeIssue, validationMessage } from './validation-messages';

function firstIssue(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected a validation failure');
  const issue = result.error.issues[0];
  if (!issue) throw new Error('no issue');
  return describeIssue(issue);
}

describe('describeIssue maps Zod failures to the spec’s Persian form messages', () => {
  it('reports a missing field as required', () => {
    expect(firstIssue(z.object({ name: z.string() }), {})).toEqual({
      rule: 'required',
      message: 'این فیلد الزامی است',
    });
  });

  it('reports text where a number belongs as numbers-only, and a fraction as integers-only', () => {
    expect(firstIssue(z.coerce.number(), 'abc').rule).toBe('number');
    expect(firstIssue(z.coerce.number().int(), '1.5')).toEqual({ rule: 'integer', message: 'فقط عدد صحیح وارد کنید' });
  });

  it('puts the limit into length messages', () => {
    expect(firstIssue(z.string().max(5), 'abcdefg').message).toBe('حداکثر 5 کاراکتر مجاز است');
    expect(firstIssue(z.string().min(3), 'a').message).toBe('حداقل 3 کاراکتر وارد کنید');
  });

  it('reports a bad email, an empty selection and a value outside an enum', () => {
    expect(firstIssue(z.email(), 'not-an-email').rule).toBe('email');
    expect(firstIssue(z.array(z.string()).min(1), []).rule).toBe('notEmpty');
    expect(firstIssue(z.enum(['a', 'b']), 'c').rule).toBe('oneOf');
  });

  it('honours a rule named by the schema itself', () => {
    expect(firstIssue(z.string().regex(/^[A-Z]+$/, { error: 'capital' }), 'abc').message).toBe(
      'فقط حروف بزرگ مجاز است',
    );
  });

  it('refuses a شناسه کالا/خدمت of 12 digits or with letters in Persian, and reads Persian digits as Latin', () => {
    expect(firstIssue(productTaxCodeSchema, '272000011454')).toEqual({
      rule: 'productTaxCode',
      message: 'شناسه کالا/خدمت باید ۱۳ رقم باشد (فقط رقم)',
    });
    expect(firstIssue(productTaxCodeSchema, '27200001145AB').rule).toBe('productTaxCode');
    expect(productTaxCodeSchema.parse('۲۷۲-۰۰۰۰۱۱۴۵۴۲')).toBe('2720000114542');
    expect(productTaxCodeSchema.parse('')).toBeNull();
    expect(productTaxCodeSchema.parse(undefined)).toBeUndefined();
  });

  it('fills the placeholder of exclude', () => {
    expect(validationMessage('exclude', '<')).toBe('استفاده از کاراکتر < مجاز نیست');
  });
});
