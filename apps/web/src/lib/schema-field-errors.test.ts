import { newCommentSchema } from '@bazaar/contracts/content-comments';
import { feedbackInputSchema } from '@bazaar/contracts/site';
import { describe, expect, it } from 'vitest';
import { schemaFieldErrors, schemaMaxLength } from './schema-field-errors';

describe('form checks with the contract schema', () => {
  it('names every missing or short field with the generic Persian messages and Persian digits', () => {
    expect(
      schemaFieldErrors(feedbackInputSchema, { name: '', email: 'not-an-email', subject: 'ab', message: '' }),
    ).toEqual({
      name: 'این فیلد الزامی است',
      email: 'یک ایمیل معتبر وارد کنید',
      subject: 'حداقل ۳ کاراکتر وارد کنید',
      message: 'این فیلد الزامی است',
    });
  });

  it('lets optional fields stay empty', () => {
    const valid = { name: 'مریم', email: '', mobile: '', subject: 'پیشنهاد', message: 'متنی بلندتر از ده حرف' };
    expect(schemaFieldErrors(feedbackInputSchema, valid)).toEqual({});
  });

  it('reads a comment of spaces as missing', () => {
    expect(schemaFieldErrors(newCommentSchema, { pageId: 1, body: '   ' })).toEqual({ body: 'این فیلد الزامی است' });
  });

  it('reads the length limit of a field through optional and preprocessed wrappers, for the maxLength of its control', () => {
    const { name, email, mobile, message } = feedbackInputSchema.shape;
    expect([name, email, mobile, message].map(schemaMaxLength)).toEqual([80, 120, 32, 3000]);
    expect(schemaMaxLength(newCommentSchema.shape.body)).toBe(2000);
    expect(schemaMaxLength(newCommentSchema.shape.pageId)).toBeUndefined();
  });
});
