// The labelled fields of the address form, each with its inline error. Numbers may be typed with
// Persian or Latin digits; the API normalises them.
import type { City, Province } from '@bazaar/contracts/geography';
import { FieldError } from '@/components/ui/field-error';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import type { AddressField, AddressFormValues } from '@/features/addresses/address-form';
import type { FieldErrors } from '@/lib/api-problem';

interface AddressFieldsProps {
  idPrefix: string;
  values: AddressFormValues;
  errors: FieldErrors;
  provinces: Province[];
  cities: City[];
  citiesLoading: boolean;
  onChange: (field: AddressField, value: string) => void;
  onProvinceChange: (provinceId: string) => void;
}

export function AddressFields(props: AddressFieldsProps) {
  const { idPrefix, values, errors, provinces, cities, citiesLoading, onChange, onProvinceChange } = props;
  const control = (field: AddressField, describedBy?: string) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [describedBy, `${idPrefix}-${field}-error`].filter(Boolean).join(' '),
  });
  const label = (field: AddressField, text: string) => (
    <label htmlFor={`${idPrefix}-${field}`} className={labelClass}>
      {text}
    </label>
  );
  const error = (field: AddressField) => <FieldError id={`${idPrefix}-${field}-error`} message={errors[field]} />;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        {label('title', 'عنوان نشانی')}
        <input
          {...control('title')}
          type="text"
          maxLength={60}
          placeholder="مثلاً دفتر مرکزی یا انبار"
          value={values.title}
          onChange={(event) => onChange('title', event.currentTarget.value)}
          className={inputClass(!!errors.title)}
        />
        {error('title')}
      </div>
      <div>
        {label('receiverName', 'نام و نام خانوادگی گیرنده')}
        <input
          {...control('receiverName')}
          type="text"
          autoComplete="name"
          maxLength={80}
          value={values.receiverName}
          onChange={(event) => onChange('receiverName', event.currentTarget.value)}
          className={inputClass(!!errors.receiverName)}
        />
        {error('receiverName')}
      </div>
      <div>
        {label('receiverMobile', 'شماره موبایل گیرنده')}
        <input
          {...control('receiverMobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          placeholder="۰۹۱۲۱۲۳۴۵۶۷"
          value={values.receiverMobile}
          onChange={(event) => onChange('receiverMobile', event.currentTarget.value)}
          className={inputClass(!!errors.receiverMobile, 'text-end')}
        />
        {error('receiverMobile')}
      </div>
      <div>
        {label('postalCode', 'کد پستی')}
        <input
          {...control('postalCode', `${idPrefix}-postalCode-hint`)}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          dir="ltr"
          value={values.postalCode}
          onChange={(event) => onChange('postalCode', event.currentTarget.value)}
          className={inputClass(!!errors.postalCode, 'text-end')}
        />
        <p id={`${idPrefix}-postalCode-hint`} className="mt-1 text-sm text-slate-600">
          ۱۰ رقم؛ با ارقام فارسی یا انگلیسی
        </p>
        {error('postalCode')}
      </div>
      <div>
        {label('provinceId', 'استان')}
        <select
          {...control('provinceId')}
          value={values.provinceId}
          onChange={(event) => onProvinceChange(event.currentTarget.value)}
          className={inputClass(!!errors.provinceId)}
        >
          <option value="">انتخاب استان</option>
          {provinces.map((province) => (
            <option key={province.id} value={province.id}>
              {province.name}
            </option>
          ))}
        </select>
        {error('provinceId')}
      </div>
      <div>
        {label('cityId', 'شهر')}
        <select
          {...control('cityId')}
          value={values.cityId}
          disabled={citiesLoading}
          onChange={(event) => onChange('cityId', event.currentTarget.value)}
          className={inputClass(!!errors.cityId)}
        >
          <option value="">
            {citiesLoading ? 'در حال بارگیری شهرها…' : values.provinceId ? 'انتخاب شهر' : 'ابتدا استان را انتخاب کنید'}
          </option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
        {error('cityId')}
      </div>
      <div className="sm:col-span-2">
        {label('addressLine', 'نشانی کامل')}
        <textarea
          {...control('addressLine')}
          rows={3}
          maxLength={300}
          autoComplete="street-address"
          placeholder="خیابان، کوچه، پلاک، واحد"
          value={values.addressLine}
          onChange={(event) => onChange('addressLine', event.currentTarget.value)}
          className={inputClass(!!errors.addressLine, 'py-2')}
        />
        {error('addressLine')}
      </div>
    </div>
  );
}
