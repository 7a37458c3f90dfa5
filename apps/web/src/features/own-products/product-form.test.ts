import { describe, expect, it } from 'vitest';
import { fieldOfError, readDecimal, readPropertyValues } from './product-form';

describe('the product editor form', () => {
  it('reads decimals in Persian digits with separators', () => {
    expect(readDecimal('۱٬۲۵۰٫۵')).toBe(1250.5);
    expect(readDecimal('')).toBeUndefined();
    expect(readDecimal('دوازده')).toBeNaN();
  });

  it('reads each property type and leaves empty ones out', () => {
    const form = new FormData();
    form.set('prop.1.value', '۱۰');
    form.set('prop.1.max', '40');
    form.set('prop.1.unit', '7');
    form.set('prop.2.value', '');
    form.set('prop.3.option', 'ss316');
    form.set('prop.4.bool', 'false');
    form.set('prop.5.text', ' IP55 ');
    form.set('prop.6.value', 'abc');
    const read = readPropertyValues(form, [
      { id: 1, type: 'range' },
      { id: 2, type: 'number' },
      { id: 3, type: 'option' },
      { id: 4, type: 'boolean' },
      { id: 5, type: 'text' },
      { id: 6, type: 'number' },
    ]);
    expect(read.values).toEqual([
      { propertyId: 1, value: 10, maxValue: 40, unitId: 7 },
      { propertyId: 3, optionKey: 'ss316' },
      { propertyId: 4, boolValue: false },
      { propertyId: 5, textValue: 'IP55' },
    ]);
    expect(read.errors).toEqual({ 'prop.6': 'فقط عدد وارد کنید' });
    expect(fieldOfError('values.1.optionKey', read.values)).toBe('prop.3');
    expect(fieldOfError('images.0.fileId', read.values)).toBe('images');
    expect(fieldOfError('title', read.values)).toBe('title');
  });
});
