// Customers: staff list and create person customers, a signed-in user names themself as a buyer, and a
// person's own delivery addresses under /persons/{id}/addresses (staff may read them, never change them).
import type { DeliveryAddressInput } from '@bazaar/contracts/addresses';
import type { CustomerNames } from '@bazaar/contracts/customers';
import { normalizeForSearch, normalizePersian } from '@bazaar/fa/normalize';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import { AppError, fieldError } from '../../shared/app-error.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import type { AccessClaims } from '../identity/tokens.js';
import type { CustomersRepo } from './customers.repo.js';

type Caller = Pick<AccessClaims, 'sub' | 'roles'>;

const namesOf = (names: CustomerNames) => ({
  firstName: normalizePersian(names.firstName),
  lastName: normalizePersian(names.lastName),
});

export function createCustomersService(deps: { repo: CustomersRepo; addresses: AddressesService }) {
  const { repo, addresses } = deps;

  /** A person's addresses are their own; staff may read them too, never change them. */
  function self(caller: Caller, personId: number, write: boolean): number {
    if (caller.sub === personId) return caller.sub;
    if (!write && caller.roles.includes('admin')) return personId;
    throw new AppError('FORBIDDEN');
  }

  return {
    list(query: { q?: string; page: number; pageSize: number }) {
      const term = query.q ? normalizeForSearch(query.q) : '';
      return repo.listCustomers(term ? `%${term}%` : undefined, query.page, query.pageSize);
    },

    /** Creates the customer of a mobile number, or names the existing one. */
    createPerson(input: CustomerNames & { phoneNumber: string }) {
      const phone = normalizeIranianMobile(input.phoneNumber);
      if (!phone) throw fieldError('body.phoneNumber', 'pattern', 'شماره موبایل معتبر نیست.');
      return repo.upsertCustomer(phone, namesOf(input));
    },

    async registerBuyer(userId: number, names: CustomerNames) {
      const phone = await repo.phoneOf(userId);
      if (!phone) throw new AppError('UNAUTHORIZED');
      return repo.upsertCustomer(phone, namesOf(names));
    },

    personAddresses: (caller: Caller, personId: number) => addresses.list(self(caller, personId, false)),
    addPersonAddress: (caller: Caller, personId: number, input: DeliveryAddressInput) =>
      addresses.create(self(caller, personId, true), input),
    updatePersonAddress(caller: Caller, personId: number, input: DeliveryAddressInput & { addressId: number }) {
      const { addressId, ...address } = input;
      return addresses.update(self(caller, personId, true), addressId, address);
    },
    removePersonAddress: (caller: Caller, personId: number, addressId: number) =>
      addresses.remove(self(caller, personId, true), addressId),
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
