import { describe, expect, it } from 'vitest';
import {
  checkPersonalInfo,
  INVALID_NATIONAL_ID,
  type PersonalInfoValues,
  personalInfoValues,
  toPersonalInfoUpdate,
} from './personal-info-form';

const values: PersonalInfoValues = {
  firstName: 'مریم',
  lastName: 'احمدی',
  nationalId: '۰۴۹۹۳۷۰۸۹۹',
  email: ' maryam@example.com ',
  birthYear: '1369',
  birthMonth: '2',
  birthDay: '11',
};

describe('checkPersonalInfo', () => {
  it('accepts a national id with a valid check digit, in Persian digits too', () => {
    expect(checkPersonalInfo(values)).toEqual({});
  });

  it('refuses a national id whose check digit is wrong, in the API’s words', () => {
    expect(checkPersonalInfo({ ...values, nationalId: '0499370898' })).toEqual({ nationalId: INVALID_NATIONAL_ID });
  });

  it('leaves an empty national id alone and reports a half-chosen birth date', () => {
    const errors = checkPersonalInfo({ ...values, nationalId: '', birthDay: '' });
    expect(Object.keys(errors)).toEqual(['birthDate']);
  });
});

describe('toPersonalInfoUpdate', () => {
  it('sends the Jalali birth date as the Gregorian ISO date', () => {
    expect(toPersonalInfoUpdate(values)).toEqual({
      firstName: 'مریم',
      lastName: 'احمدی',
      nationalId: '۰۴۹۹۳۷۰۸۹۹',
      email: 'maryam@example.com',
      birthDate: '1990-05-01',
    });
  });

  it('clears the birth date when no part is chosen', () => {
    expect(toPersonalInfoUpdate({ ...values, birthYear: '', birthMonth: '', birthDay: '' }).birthDate).toBeNull();
  });
});

describe('personalInfoValues', () => {
  it('shows the stored profile with a Jalali birth date and Persian digits', () => {
    expect(
      personalInfoValues({
        id: 1,
        phone: '09121234567',
        firstName: null,
        lastName: 'احمدی',
        nationalId: '0499370899',
        email: null,
        birthDate: '1990-05-01',
        profilePictureUrl: null,
        roles: ['buyer'],
      }),
    ).toEqual({
      firstName: '',
      lastName: 'احمدی',
      nationalId: '۰۴۹۹۳۷۰۸۹۹',
      email: '',
      birthYear: '1369',
      birthMonth: '2',
      birthDay: '11',
    });
  });
});

describe('checkPersonalInfo with the contract schema', () => {
  const blank = {
    firstName: '',
    lastName: '',
    nationalId: '',
    email: '',
    birthYear: '',
    birthMonth: '',
    birthDay: '',
  };

  it('refuses what the API would refuse before sending: a malformed email, a name past 50 letters', () => {
    const errors = checkPersonalInfo({ ...blank, firstName: 'ا'.repeat(51), email: 'not-an-email' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstName']);
    expect(errors.firstName).toBe('حداکثر ۵۰ کاراکتر مجاز است');
  });

  it('leaves an empty form alone (every field is optional)', () => {
    expect(checkPersonalInfo(blank)).toEqual({});
  });
});
