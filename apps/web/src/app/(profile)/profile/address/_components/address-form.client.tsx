'use client';
// Add or edit a delivery address. A server action does the saving, so the form also works without
// JavaScript: the province select then comes with a "show its cities" button that asks the server for
// the city list. With JavaScript, choosing a province loads its cities in place, the fields are checked
// before sending (same rules and wording as the API), and a saved address is announced with a toast.
import { bind } from '@bazaar/api-client/endpoint-client';
import { type City, geographyEndpoints, type Province } from '@bazaar/contracts/geography';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useActionState, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { focusFirstInvalid } from '@/components/ui/form-focus';
import { useToast } from '@/components/ui/toast/toast-provider.client';
import {
  type AddressField,
  type AddressFormValues,
  checkAddressForm,
  EMPTY_ADDRESS_VALUES,
  initialAddressFormState,
} from '@/features/addresses/address-form';
import type { FieldErrors } from '@/lib/api-problem';
import { browserHttp } from '@/lib/browser-api';
import { saveAddress } from './address-actions';
import { AddressFields } from './address-fields';

const geographyApi = bind(browserHttp, geographyEndpoints);

interface AddressFormProps {
  /** The address being edited, or null to add one. */
  editing: { id: number; title: string } | null;
  initialValues: AddressFormValues;
  provinces: Province[];
  /** Cities of the initial province, rendered by the server. */
  initialCities: City[];
}

export function AddressForm({ editing, initialValues, provinces, initialCities }: AddressFormProps) {
  const id = useId();
  const router = useRouter();
  const toast = useToast();
  const [state, formAction, pending] = useActionState(saveAddress, initialAddressFormState(initialValues));
  // Seeded from the action state, not the props: after a post without JavaScript the server renders
  // the form from the action's answer (values, errors, cities), and effects never run there.
  const [values, setValues] = useState<AddressFormValues>(state.values);
  const [errors, setErrors] = useState<FieldErrors>(state.fieldErrors);
  const [cities, setCities] = useState<City[]>(state.cities ?? initialCities);
  const [citiesLoading, setCitiesLoading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const editingId = editing?.id ?? null;
  const handledVersion = useRef(0);

  // Editing starts from a link on the list: bring the form into view and focus.
  useEffect(() => {
    if (editingId !== null) headingRef.current?.focus();
  }, [editingId]);

  // Every answer of the server action (once each) replaces the fields, errors and, when listed, cities.
  useEffect(() => {
    if (state.version === handledVersion.current) return;
    handledVersion.current = state.version;
    setValues(state.values);
    setErrors(state.fieldErrors);
    if (state.cities) setCities(state.cities);
    if (state.status === 'saved') {
      toast.success(state.message ?? 'ذخیره شد.');
      if (editingId !== null) router.replace('/profile/address', { scroll: false });
      else setCities([]);
    } else if (state.status === 'invalid' || state.status === 'failed') {
      toast.error(state.message ?? 'ذخیره نشد.');
      window.requestAnimationFrame(() => focusFirstInvalid(formRef.current) || headingRef.current?.focus());
    }
  }, [state, editingId, router, toast]);

  function change(field: AddressField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: '' } : current));
  }

  async function changeProvince(provinceId: string) {
    setValues((current) => ({ ...current, provinceId, cityId: '' }));
    setErrors((current) => ({ ...current, provinceId: '', cityId: '' }));
    setCities([]);
    if (!provinceId) return;
    setCitiesLoading(true);
    try {
      const page = await geographyApi.cities({ query: { provinceId: Number(provinceId), pageSize: 100 } });
      setCities(page.items);
    } catch {
      setErrors((current) => ({ ...current, cityId: 'فهرست شهرها بارگیری نشد؛ دوباره استان را انتخاب کنید.' }));
    } finally {
      setCitiesLoading(false);
    }
  }

  function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    if (intent === 'cities') return;
    const found = checkAddressForm(values);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    setErrors(found);
    // After React has marked the fields invalid.
    window.requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  }

  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {editing ? `ویرایش نشانی «${editing.title}»` : 'افزودن نشانی تازه'}
      </h2>
      <form
        ref={formRef}
        action={formAction}
        onSubmit={checkBeforeSending}
        noValidate
        aria-labelledby={headingId}
        aria-busy={pending}
        className="mt-4 flex flex-col gap-4"
      >
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <AddressFields
          idPrefix={id}
          values={values}
          errors={errors}
          provinces={provinces}
          cities={cities}
          citiesLoading={citiesLoading}
          onChange={change}
          onProvinceChange={changeProvince}
        />
        {state.message && state.version > 0 ? (
          <p role="status" className={state.status === 'saved' ? 'text-emerald-800' : 'text-red-700'}>
            {state.message}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" disabled={pending} className={buttonClass('primary')}>
            {pending ? 'در حال ذخیره…' : editing ? 'ذخیرهٔ تغییرات' : 'ذخیرهٔ نشانی'}
          </button>
          {/* Without JavaScript nothing fills the city list live; this asks the server for it instead.
              It comes after the save button, so Enter in a field still saves. */}
          <noscript>
            <button type="submit" name="intent" value="cities" className={buttonClass('secondary')}>
              نمایش شهرهای استان انتخاب‌شده
            </button>
          </noscript>
          {editing ? (
            <Link href="/profile/address" scroll={false} className={buttonClass('ghost')}>
              انصراف از ویرایش
            </Link>
          ) : (
            <button
              type="button"
              onClick={() => {
                setValues(EMPTY_ADDRESS_VALUES);
                setErrors({});
                setCities([]);
              }}
              className={buttonClass('ghost')}
            >
              پاک کردن فرم
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
