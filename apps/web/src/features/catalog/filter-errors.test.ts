import { describe, expect, it } from 'vitest';
import type { CategoryPropertyFilter } from './category-filter-state';
import { hasProductListErrors, productListErrorsOf } from './filter-errors';

const filter = (propertyId: number): CategoryPropertyFilter => ({
  propertyId,
  value: 20,
  maxValue: 10,
  measurementUnitId: null,
  defaultMeasurementUnitDisplayText: 'bar',
});

const problem = (errors: { field: string; code: string; message: string }[]) => ({
  type: 'about:blank',
  title: 'اطلاعات ارسالی نامعتبر است',
  status: 400,
  detail: 'برخی از مقادیر ارسالی معتبر نیستند؛ موارد مشخص‌شده را اصلاح کنید.',
  code: 'VALIDATION_FAILED',
  errors,
});

describe('API field errors of a product list', () => {
  it('puts each filter message next to the property it was sent for', () => {
    const errors = productListErrorsOf(
      problem([
        { field: 'query.filters.1.maxValue', code: 'minAboveMax', message: 'حداکثر باید بزرگ‌تر یا برابر حداقل باشد.' },
        { field: 'query.maxPrice', code: 'minAboveMax', message: 'حداکثر قیمت باید بیشتر از حداقل باشد.' },
        { field: 'query.sort', code: 'oneOf', message: 'مقدار انتخاب‌شده مجاز نیست' },
      ]),
      [filter(3), filter(4)],
    );
    expect(errors.filters.get(4)).toEqual([
      { control: 'maxValue', message: 'حداکثر باید بزرگ‌تر یا برابر حداقل باشد.' },
    ]);
    expect(errors.filters.has(3)).toBe(false);
    expect(errors.price).toEqual({ max: 'حداکثر قیمت باید بیشتر از حداقل باشد.' });
    expect(errors.general).toEqual(['مقدار انتخاب‌شده مجاز نیست']);
    expect(hasProductListErrors(errors)).toBe(true);
  });

  it('falls back to the problem’s detail when it names no field', () => {
    const errors = productListErrorsOf(problem([]), []);
    expect(errors.general).toEqual(['برخی از مقادیر ارسالی معتبر نیستند؛ موارد مشخص‌شده را اصلاح کنید.']);
    expect(hasProductListErrors(productListErrorsOf(undefined, []))).toBe(false);
  });
});
