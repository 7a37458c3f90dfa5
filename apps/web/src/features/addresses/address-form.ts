// The delivery-address form as text fields: reading it from FormData, checking it in the browser with
// the same rules and messages as the API (so errors look the same with or without JavaScript), and
// turning it into the API's input. Used by the page, its server action and its client component.
import {
  type DeliveryAddress,
  type DeliveryAddressInput,
  deliveryAddressInputSchema,
} from '@bazaar/contracts/addresses';
import type { City } from '@bazaar/contracts/geography';
import { toPersianDigits } from '@bazaar/fa/digits';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import { normalizePostalCode } from '@bazaar/fa/postal-code';
import type { FieldErrors } from '@/lib/api-problem';
import { formTexts } from '@/lib/forms/parse-form';
import { schemaFieldErrors } from '@/lib/schema-field-errors';

export const ADDRESS_FIELDS = [
  'title',
  'receiverName',
  'receiverMobile',
  'provinceId',
  'cityId',
  'postalCode',
  'addressLine',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressFormValues = Record<AddressField, string>;

/** The API's own wording (apps/api addresses.service.ts), so both sides read alike. */
export const INVALID_RECEIVER_MOBILE = 'شماره موبایل گیرنده معتبر نیست.';
export const INVALID_POSTAL_CODE = 'کد پستی باید ۱۰ رقم معتبر باشد.';

export const EMPTY_ADDRESS_VALUES: AddressFormValues = {
  title: '',
  receiverName: '',
  receiverMobile: '',
  provinceId: '',
  cityId: '',
  postalCode: '',
  addressLine: '',
};

/** An address as the form shows it for editing (numbers in Persian digits, which the API accepts back). */
export function addressFormValues(address: DeliveryAddress): AddressFormValues {
  return {
    title: address.title,
    receiverName: address.receiverName,
    receiverMobile: toPersianDigits(address.receiverMobile),
    provinceId: String(address.province.id),
    cityId: String(address.city.id),
    postalCode: toPersianDigits(address.postalCode),
    addressLine: address.addressLine,
  };
}

/** The form as typed, to show again beside its errors. */
export function readAddressForm(form: FormData): AddressFormValues {
  return formTexts(form, ADDRESS_FIELDS);
}

/**
 * The checks the browser can make: the contract's schema (required fields, lengths), then the mobile
 * number and postal code as the API reads them. The API checks everything again (and the city's province).
 */
export function checkAddressForm(values: AddressFormValues): FieldErrors {
  const errors = schemaFieldErrors(deliveryAddressInputSchema, toAddressInput(values));
  if (!errors.receiverMobile && !normalizeIranianMobile(values.receiverMobile)) {
    errors.receiverMobile = INVALID_RECEIVER_MOBILE;
  }
  if (!errors.postalCode && !normalizePostalCode(values.postalCode)) errors.postalCode = INVALID_POSTAL_CODE;
  return errors;
}

function idOrUndefined(value: string): number | undefined {
  return /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/**
 * The API's input. Text goes as typed (the API normalises Persian digits and letters and answers with
 * field errors); a missing or non-numeric province or city is left out, so the API reports it as required.
 */
export function toAddressInput(values: AddressFormValues): DeliveryAddressInput {
  return {
    title: values.title,
    receiverName: values.receiverName,
    receiverMobile: values.receiverMobile,
    provinceId: idOrUndefined(values.provinceId) as number,
    cityId: idOrUndefined(values.cityId) as number,
    postalCode: values.postalCode,
    addressLine: values.addressLine,
  };
}

/** What the address form's server action answers; also the form's first state. */
export interface AddressFormState {
  status: 'idle' | 'invalid' | 'failed' | 'saved' | 'cities';
  values: AddressFormValues;
  fieldErrors: FieldErrors;
  /** Persian message for the whole form (a toast with JavaScript, inline text without). */
  message: string | null;
  /** Cities of `values.provinceId` when the server listed them (needed without JavaScript). */
  cities: City[] | null;
  /** Grows with every answer, so two identical answers still read as new ones. */
  version: number;
}

export function initialAddressFormState(values: AddressFormValues): AddressFormState {
  return { status: 'idle', values, fieldErrors: {}, message: null, cities: null, version: 0 };
}

/** Answer of the per-address buttons (select as default, delete). */
export interface AddressActionResult {
  ok: boolean;
  message: string;
  version: number;
}
