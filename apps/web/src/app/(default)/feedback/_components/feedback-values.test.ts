import { describe, expect, it } from 'vitest';
import { EMPTY_FEEDBACK } from './feedback-fields';
import { checkFeedback, INVALID_MOBILE, toFeedbackInput } from './feedback-values';

describe('feedback form', () => {
  it('asks for the required fields with the generic Persian messages', () => {
    expect(checkFeedback(EMPTY_FEEDBACK)).toEqual({
      name: 'این فیلد الزامی است',
      subject: 'این فیلد الزامی است',
      message: 'این فیلد الزامی است',
    });
  });

  it('names too-short text, a bad email and a bad mobile number', () => {
    expect(checkFeedback({ name: 'م', email: 'a@', mobile: '۰۲۱۸۸۷۷۶۶۵', subject: 'سلام', message: 'کوتاه' })).toEqual({
      name: 'حداقل ۲ کاراکتر وارد کنید',
      email: 'یک ایمیل معتبر وارد کنید',
      mobile: INVALID_MOBILE,
      message: 'حداقل ۱۰ کاراکتر وارد کنید',
    });
  });

  it('accepts a mobile number in Persian digits and normalises Arabic letters in single-line fields', () => {
    const values = {
      name: 'علي  كريمي',
      email: '',
      mobile: '۰۹۱۲۱۲۳۴۵۶۷',
      subject: 'پيشنهاد',
      message: 'متن پیام بازخورد',
    };
    expect(checkFeedback(values)).toEqual({});
    expect(toFeedbackInput(values)).toMatchObject({ name: 'علی کریمی', subject: 'پیشنهاد' });
  });
});
