// The generic form messages of spec section 5 in Persian, and the mapping from a Zod issue to one of
// them. The API uses it for problem+json field errors and the web for inline form messages.
import type { core } from 'zod';

export const VALIDATION_MESSAGES = {
  // The spec's generic set (section 5).
  required: 'این فیلد الزامی است',
  email: 'یک ایمیل معتبر وارد کنید',
  number: 'فقط عدد وارد کنید',
  integer: 'فقط عدد صحیح وارد کنید',
  capital: 'فقط حروف بزرگ مجاز است',
  maxLength: 'حداکثر {0} کاراکتر مجاز است',
  minLength: 'حداقل {0} کاراکتر وارد کنید',
  strictLength: 'طول وارد شده نامعتبر است',
  exclude: 'استفاده از کاراکتر {0} مجاز نیست',
  notEmpty: 'حداقل یک مقدار را انتخاب کنید',
  pattern: 'قالب وارد شده نامعتبر است',
  // Additions the API needs beyond the spec's set.
  min: 'مقدار باید دست‌کم {0} باشد',
  max: 'مقدار باید حداکثر {0} باشد',
  maxItems: 'حداکثر {0} مورد مجاز است',
  oneOf: 'مقدار انتخاب‌شده مجاز نیست',
  unknownField: 'فیلد «{0}» شناخته‌شده نیست',
  // A trade name and what it means: a query is matched phrase by phrase (trade-terms.ts).
  maxWords: 'حداکثر سه واژه بنویسید',
  // The bounds of one order (trade.ts, MAX_ORDER_QUANTITY and the rest; the test checks the figures match).
  maxOrderQuantity: 'مقدار هر قلم حداکثر ۱۰٬۰۰۰٬۰۰۰ است',
  maxUnitPrice: 'قیمت هر واحد حداکثر ۱۰۰٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰ ریال است',
  maxOrderTotal: 'جمع سفارش (مقدار × قیمت هر واحد) حداکثر ۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰ ریال است؛ مقدار یا قیمت را کمتر کنید',
  // شناسه کالا/خدمت of the tax system (سامانه مودیان) on a supplier product (issue 31).
  productTaxCode: 'شناسه کالا/خدمت باید ۱۳ رقم باشد (فقط رقم)',
} as const;
export type ValidationRule = keyof typeof VALIDATION_MESSAGES;

/**
 * What a whole form hears when some of its fields are refused (the API's VALIDATION_FAILED detail, and a web
 * form's message when the contract refuses it before anything is sent).
 */
export const VALIDATION_FAILED_DETAIL = 'برخی از مقادیر ارسالی معتبر نیستند؛ موارد مشخص‌شده را اصلاح کنید.';

export function validationMessage(rule: ValidationRule, arg?: string | number | bigint): string {
  const template: string = VALIDATION_MESSAGES[rule];
  return arg === undefined ? template : template.replace('{0}', String(arg));
}

function isRule(value: string): value is ValidationRule {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

/** Maps one Zod issue (parsed with `reportInput: true` so a missing value can be told apart) to a rule. */
export function describeIssue(issue: core.$ZodIssue): { rule: ValidationRule; message: string } {
  const withArg = (rule: ValidationRule, arg?: string | number | bigint) => ({
    rule,
    message: validationMessage(rule, arg),
  });
  // A missing value fails whatever rule comes first; to the user it is simply required.
  if (issue.code !== 'unrecognized_keys' && (issue.input === undefined || issue.input === null || issue.input === '')) {
    return withArg('required');
  }
  // Schemas may name a rule directly: z.number({ error: 'integer' }).
  if (isRule(issue.message)) {
    const bound = 'minimum' in issue ? issue.minimum : 'maximum' in issue ? issue.maximum : undefined;
    return withArg(issue.message, bound as number | undefined);
  }
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.expected === 'int') return withArg('integer');
      if (issue.expected === 'number' || issue.expected === 'bigint') return withArg('number');
      return withArg('pattern');
    }
    case 'too_small': {
      if (issue.origin === 'string') return withArg('minLength', issue.minimum);
      if (issue.origin === 'array' || issue.origin === 'set') return withArg('notEmpty');
      return withArg('min', issue.minimum);
    }
    case 'too_big': {
      if (issue.origin === 'string') return withArg('maxLength', issue.maximum);
      if (issue.origin === 'array' || issue.origin === 'set') return withArg('maxItems', issue.maximum);
      return withArg('max', issue.maximum);
    }
    case 'invalid_format':
      return withArg(issue.format === 'email' ? 'email' : 'pattern');
    case 'not_multiple_of':
      return withArg('integer');
    case 'invalid_value':
      return withArg('oneOf');
    case 'unrecognized_keys':
      return withArg('unknownField', issue.keys.join('، '));
    default:
      return withArg('pattern');
  }
}
