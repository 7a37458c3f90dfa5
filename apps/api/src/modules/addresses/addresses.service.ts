// Address rules: Persian input normalised, mobile and postal code validated, the city must belong to the
// province, at most MAX_ADDRESSES per user, exactly one selected default once any exists.
import type { DeliveryAddressInput } from '@bazaar/contracts/addresses';
import type { FieldError } from '@bazaar/contracts/problem';
import { normalizePersian } from '@bazaar/fa/normalize';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import { normalizePostalCode } from '@bazaar/fa/postal-code';
import { AppError, notFound } from '../../shared/app-error.js';
import type { AddressesRepo, AddressValues } from './addresses.repo.js';

export const MAX_ADDRESSES = 20;
const ADDRESS_NOT_FOUND = 'نشانی مورد نظر یافت نشد.';

export function createAddressesService(repo: AddressesRepo) {
  async function clean(input: DeliveryAddressInput): Promise<AddressValues> {
    const errors: FieldError[] = [];
    const mobile = normalizeIranianMobile(input.receiverMobile);
    if (!mobile)
      errors.push({ field: 'body.receiverMobile', code: 'pattern', message: 'شماره موبایل گیرنده معتبر نیست.' });
    const postalCode = normalizePostalCode(input.postalCode);
    if (!postalCode)
      errors.push({ field: 'body.postalCode', code: 'strictLength', message: 'کد پستی باید ۱۰ رقم معتبر باشد.' });
    if (!(await repo.cityInProvince(input.cityId, input.provinceId))) {
      errors.push({ field: 'body.cityId', code: 'oneOf', message: 'این شهر در استان انتخاب‌شده نیست.' });
    }
    if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });
    return {
      title: normalizePersian(input.title),
      receiverName: normalizePersian(input.receiverName),
      receiverMobile: mobile as string,
      provinceId: input.provinceId,
      cityId: input.cityId,
      postalCode: postalCode as string,
      addressLine: normalizePersian(input.addressLine),
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
    };
  }

  async function get(userId: number, id: number) {
    const address = await repo.find(userId, id);
    if (!address) throw notFound(ADDRESS_NOT_FOUND);
    return address;
  }

  return {
    list: (userId: number) => repo.list(userId),
    get,
    async getDefault(userId: number) {
      const selected = (await repo.list(userId)).find((a) => a.isSelected);
      if (!selected) throw notFound('هنوز نشانی پیش‌فرضی ثبت نشده است.');
      return selected;
    },
    async create(userId: number, input: DeliveryAddressInput) {
      const id = await repo.insert(userId, await clean(input), MAX_ADDRESSES);
      if (id === undefined)
        throw new AppError('CONFLICT', { detail: `حداکثر ${MAX_ADDRESSES} نشانی می‌توانید ثبت کنید.` });
      return get(userId, id);
    },
    async update(userId: number, id: number, input: DeliveryAddressInput) {
      if (!(await repo.update(userId, id, await clean(input)))) throw notFound(ADDRESS_NOT_FOUND);
      return get(userId, id);
    },
    async remove(userId: number, id: number) {
      if (!(await repo.remove(userId, id))) throw notFound(ADDRESS_NOT_FOUND);
    },
    async select(userId: number, id: number) {
      if (!(await repo.select(userId, id))) throw notFound(ADDRESS_NOT_FOUND);
      return get(userId, id);
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
