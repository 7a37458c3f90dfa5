import { describe, expect, it } from 'vitest';
import {
  checkAddressForm,
  EMPTY_ADDRESS_VALUES,
  INVALID_POSTAL_CODE,
  INVALID_RECEIVER_MOBILE,
  readAddressForm,
  toAddressInput,
} from './address-form';

const valid = {
  title: 'دفتر مرکزی',
  receiverName: 'مریم احمدی',
  receiverMobile: '۰۹۱۲۱۲۳۴۵۶۷',
  provinceId: '8',
  cityId: '181',
  postalCode: '۱۱۳۶۹-۳۷۵۱۱',
  addressLine: 'خیابان آزادی، پلاک ۱۰',
};

describe('checkAddressForm', () => {
  it('accepts Persian digits in the mobile number and postal code', () => {
    expect(checkAddressForm(valid)).toEqual({});
  });

  it('asks for every field, with the spec-5 "required" message', () => {
    const errors = checkAddressForm(EMPTY_ADDRESS_VALUES);
    expect(Object.keys(errors).sort()).toEqual(Object.keys(valid).sort());
    expect(errors.title).toBe('این فیلد الزامی است');
  });

  it("uses the API's wording for a bad mobile number or postal code", () => {
    const errors = checkAddressForm({ ...valid, receiverMobile: '02188776655', postalCode: '12345' });
    expect(errors).toEqual({ receiverMobile: INVALID_RECEIVER_MOBILE, postalCode: INVALID_POSTAL_CODE });
  });

  it('caps the title length like the API', () => {
    expect(checkAddressForm({ ...valid, title: 'ا'.repeat(61) }).title).toBe('حداکثر ۶۰ کاراکتر مجاز است');
  });
});

describe('toAddressInput', () => {
  it('sends ids as numbers and leaves a missing city out so the API reports it', () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...valid, cityId: '' })) form.set(key, value);
    const input = toAddressInput(readAddressForm(form));
    expect(input.provinceId).toBe(8);
    expect(input.cityId).toBeUndefined();
    expect(input.postalCode).toBe('۱۱۳۶۹-۳۷۵۱۱');
  });
});

describe('checkAddressForm with the contract schema', () => {
  it('caps the receiver name and address line at the contract lengths', () => {
    const errors = checkAddressForm({ ...valid, receiverName: 'ا'.repeat(81), addressLine: 'ا'.repeat(301) });
    expect(errors).toEqual({ receiverName: 'حداکثر ۸۰ کاراکتر مجاز است', addressLine: 'حداکثر ۳۰۰ کاراکتر مجاز است' });
  });

  it('caps the postal code field as the API does, before reading its digits', () => {
    expect(checkAddressForm({ ...valid, postalCode: '۱'.repeat(17) }).postalCode).toBe('حداکثر ۱۶ کاراکتر مجاز است');
  });
});
