// Address rules: Persian input normalised, mobile and postal code validated, the city must belong to the
// province, at most MAX_ADDRESSES per user, exactly one selected default once any exists.
import type { DeliveryAddressInput } from '@bazaar/contracts/addresses';
import type { SharingState } from '@bazaar/contracts/company-sharing';
import type { FieldError } from '@bazaar/contracts/problem';
import { normalizePersian } from '@bazaar/fa/normalize';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import { normalizePostalCode } from '@bazaar/fa/postal-code';
import type { Emit, UnitOfWork } from '../../platform/transaction.js';
import { AppError, notFound } from '../../shared/app-error.js';
import { notTheirs } from '../../shared/company-sharing.js';
import { type AddressesRepo, type AddressValues, createAddressesRepo } from './addresses.repo.js';

export const MAX_ADDRESSES = 20;
const ADDRESS_NOT_FOUND = 'نشانی مورد نظر یافت نشد.';

/**
 * `repo` reads on the pool; writes that touch several rows run in a unit of work, on repositories built
 * on its transaction after taking the owner's lock, so one user's changes never interleave.
 */
export function createAddressesService({ repo, uow }: { repo: AddressesRepo; uow: UnitOfWork }) {
  const asOwner = <T>(userId: number, work: (addresses: AddressesRepo, emit: Emit) => Promise<T>) =>
    uow.run(async (tx, emit) => {
      const addresses = createAddressesRepo(tx);
      await addresses.lockOwner(userId);
      return work(addresses, emit);
    });

  /**
   * Shares the author's address with their company now, or unshares it (decision 058). Another member's address
   * shared with the caller's company: only the company's owner may take it out (403 for other roles); any other
   * address: 404, like one that does not exist.
   */
  async function share(userId: number, id: number, shared: boolean): Promise<SharingState> {
    const membership = await repo.membershipNow(userId);
    if (await repo.owns(userId, id)) {
      if (shared && !membership) throw new AppError('COMPANIES_SHARING_NO_COMPANY');
      await repo.setShared(userId, id, shared && membership ? membership.companyId : null);
      return { id, sharedWithCompany: shared };
    }
    const [theirs] = await repo.shared(userId, id);
    if (!theirs || !membership) throw notFound(ADDRESS_NOT_FOUND);
    if (membership.role !== 'owner') throw notTheirs();
    if (!shared) await repo.unshareFrom(membership.companyId, id);
    return { id, sharedWithCompany: shared };
  }
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
    /** The addresses shared with the caller's company now; [] outside a company. */
    shared: (userId: number) => repo.shared(userId),
    share,
    get,
    async getDefault(userId: number) {
      const selected = (await repo.list(userId)).find((a) => a.isSelected);
      if (!selected) throw new AppError('ADDRESSES_NO_DEFAULT');
      return selected;
    },
    async create(userId: number, input: DeliveryAddressInput) {
      const values = await clean(input);
      // Sharing needs a company: refused before anything is written.
      if (input.sharedWithCompany && !(await repo.membershipNow(userId)))
        throw new AppError('COMPANIES_SHARING_NO_COMPANY');
      const id = await asOwner(userId, async (addresses) => {
        const count = await addresses.count(userId);
        if (count >= MAX_ADDRESSES) {
          throw new AppError('ADDRESSES_LIMIT_REACHED', { detail: `حداکثر ${MAX_ADDRESSES} نشانی می‌توانید ثبت کنید.` });
        }
        // The first address becomes the default.
        return addresses.insert(userId, values, count === 0);
      });
      if (input.sharedWithCompany) await share(userId, id ?? 0, true);
      return get(userId, id ?? 0);
    },
    async update(userId: number, id: number, input: DeliveryAddressInput) {
      const values = await clean(input);
      if (input.sharedWithCompany && !(await repo.membershipNow(userId)))
        throw new AppError('COMPANIES_SHARING_NO_COMPANY');
      if (!(await repo.update(userId, id, values))) throw notFound(ADDRESS_NOT_FOUND);
      if (input.sharedWithCompany !== undefined) await share(userId, id, input.sharedWithCompany);
      return get(userId, id);
    },
    async remove(userId: number, id: number) {
      await asOwner(userId, async (addresses) => {
        const removed = await addresses.remove(userId, id);
        if (!removed) throw notFound(ADDRESS_NOT_FOUND);
        // The newest remaining address takes over as the default.
        if (removed.wasSelected) await addresses.selectNewest(userId);
      });
    },
    async select(userId: number, id: number) {
      await asOwner(userId, async (addresses, emit) => {
        if (!(await addresses.owns(userId, id))) throw notFound(ADDRESS_NOT_FOUND);
        await addresses.clearSelection(userId);
        await addresses.markSelected(id);
        await emit('addresses.default.changed', { userId, addressId: id }, { audience: [userId] });
      });
      return get(userId, id);
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
