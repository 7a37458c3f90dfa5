'use server';
// Server actions of /profile/address. They run behind the proxy (so an expired access cookie has just
// been refreshed) and call the API with the session's token; the API's 400 field errors come back to
// the form as they are. Each answers with a Persian message for a toast (or inline text without JS).
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { addressesEndpoints, deliveryAddressInputSchema } from '@bazaar/contracts/addresses';
import { VALIDATION_FAILED_DETAIL } from '@bazaar/contracts/validation-messages';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import {
  type AddressActionResult,
  type AddressFormState,
  EMPTY_ADDRESS_VALUES,
  readAddressForm,
} from '@/features/addresses/address-form';
import { getProvinceCities } from '@/features/addresses/addresses-data.server';
import { loginHref } from '@/features/auth/login-links';
import { requireSession, sessionHttpClient } from '@/features/auth/session.server';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { formId, parseForm } from '@/lib/forms/parse-form';
import { parsePublicId } from '@/lib/route-params';

const ADDRESS_PATH = '/profile/address';

async function addressesApi() {
  return bind(sessionHttpClient(await requireSession(ADDRESS_PATH)), addressesEndpoints);
}

function loginIfRefused(error: unknown) {
  if (isApiError(error) && error.status === 401) redirect(loginHref(ADDRESS_PATH));
}

/** Creates or (with an `id` field) edits an address; `intent=cities` only lists the province's cities. */
export async function saveAddress(previous: AddressFormState, form: FormData): Promise<AddressFormState> {
  const values = readAddressForm(form);
  const version = previous.version + 1;
  // «list the cities» is a button of the form (it works without JavaScript), no field of the address.
  if (form.get('intent') === 'cities') {
    const cities = await getProvinceCities(values.provinceId);
    return { status: 'cities', values: { ...values, cityId: '' }, fieldErrors: {}, message: null, cities, version };
  }
  const id = formId(form);
  const api = await addressesApi();
  const parsed = parseForm(deliveryAddressInputSchema, form);
  if (!parsed.ok) {
    return {
      status: 'invalid',
      values,
      fieldErrors: parsed.errors,
      message: VALIDATION_FAILED_DETAIL,
      cities: await getProvinceCities(values.provinceId),
      version,
    };
  }
  try {
    const input = parsed.data;
    if (id === null) await api.create({ body: input });
    else await api.update({ params: { id }, body: input });
  } catch (error) {
    loginIfRefused(error);
    const fieldErrors = fieldErrorsOf(error);
    return {
      status: Object.keys(fieldErrors).length > 0 ? 'invalid' : 'failed',
      values,
      fieldErrors,
      message: problemMessage(error),
      cities: await getProvinceCities(values.provinceId),
      version,
    };
  }
  revalidatePath(ADDRESS_PATH);
  return {
    status: 'saved',
    values: id === null ? EMPTY_ADDRESS_VALUES : values,
    fieldErrors: {},
    message: id === null ? 'نشانی تازه ذخیره شد.' : 'تغییرات نشانی ذخیره شد.',
    cities: null,
    version,
  };
}

/** Makes the address of the form's `id` field the default (a form, so it works without JavaScript). */
export async function selectDefaultAddress(
  previous: AddressActionResult | null,
  form: FormData,
): Promise<AddressActionResult> {
  const version = (previous?.version ?? 0) + 1;
  const id = formId(form);
  if (id === null) return { ok: false, message: 'نشانی مورد نظر یافت نشد.', version };
  try {
    const selected = await (await addressesApi()).select({ params: { id } });
    revalidatePath(ADDRESS_PATH);
    return { ok: true, message: `نشانی «${selected.title}» پیش‌فرض شد.`, version };
  } catch (error) {
    loginIfRefused(error);
    return { ok: false, message: problemMessage(error), version };
  }
}

export async function deleteAddress(addressId: number): Promise<AddressActionResult> {
  // Arguments of a server action come from the network: check the id like any other input.
  const id = parsePublicId(String(addressId));
  if (id === null) return { ok: false, message: 'نشانی مورد نظر یافت نشد.', version: 0 };
  try {
    await (await addressesApi()).remove({ params: { id } });
    revalidatePath(ADDRESS_PATH);
    return { ok: true, message: 'نشانی حذف شد.', version: 0 };
  } catch (error) {
    loginIfRefused(error);
    return { ok: false, message: problemMessage(error), version: 0 };
  }
}

/**
 * Shares the address of the form's `id` with the company, or stops sharing it (`shared` = `1` / `0`; decision
 * 058). The owner takes another member's shared address out the same way.
 */
export async function setAddressSharing(
  previous: AddressActionResult | null,
  form: FormData,
): Promise<AddressActionResult> {
  const version = (previous?.version ?? 0) + 1;
  const id = formId(form);
  if (id === null) return { ok: false, message: 'نشانی مورد نظر یافت نشد.', version };
  const shared = form.get('shared') === '1';
  try {
    await (await addressesApi()).sharing({ params: { id }, body: { shared } });
    revalidatePath(ADDRESS_PATH);
    return {
      ok: true,
      message: shared ? 'نشانی با شرکت به اشتراک گذاشته شد.' : 'نشانی دیگر با شرکت مشترک نیست.',
      version,
    };
  } catch (error) {
    loginIfRefused(error);
    return { ok: false, message: problemMessage(error), version };
  }
}
