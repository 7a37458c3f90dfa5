// Customers: staff list and create person customers, a signed-in user names themself as a buyer, and a
// person's own delivery addresses under /persons/{id}/addresses (staff may read them, never change them).
// One use case per file under persons/; this facade keeps the names the routes call.
import type { DeliveryAddressInput } from '@bazaar/contracts/addresses';
import type { CustomerNames } from '@bazaar/contracts/customers';
import type { Caller, CustomersContext } from './customers-context.js';
import { listCustomers } from './persons/list-customers.js';
import { createPerson, registerBuyer } from './persons/name-customer.js';
import {
  addPersonAddress,
  personAddresses,
  removePersonAddress,
  updatePersonAddress,
} from './persons/person-addresses.js';

export function createCustomersService(ctx: CustomersContext) {
  return {
    list: (query: { q?: string; page: number; pageSize: number }) => listCustomers(ctx, query),
    createPerson: (input: CustomerNames & { phoneNumber: string }) => createPerson(ctx, input),
    registerBuyer: (userId: number, names: CustomerNames) => registerBuyer(ctx, userId, names),
    personAddresses: (caller: Caller, personId: number) => personAddresses(ctx, caller, personId),
    addPersonAddress: (caller: Caller, personId: number, input: DeliveryAddressInput) =>
      addPersonAddress(ctx, caller, personId, input),
    updatePersonAddress: (caller: Caller, personId: number, input: DeliveryAddressInput & { addressId: number }) =>
      updatePersonAddress(ctx, caller, personId, input),
    removePersonAddress: (caller: Caller, personId: number, addressId: number) =>
      removePersonAddress(ctx, caller, personId, addressId),
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
