// A person's own delivery addresses under /persons/{id}/addresses: staff may read them, never change them.
import type { DeliveryAddressInput } from '@bazaar/contracts/addresses';
import { AppError } from '../../../shared/app-error.js';
import type { Caller, CustomersContext } from '../customers-context.js';

/** A person's addresses are their own; staff may read them too, never change them. */
function self(caller: Caller, personId: number, write: boolean): number {
  if (caller.sub === personId) return caller.sub;
  if (!write && caller.roles.includes('admin')) return personId;
  throw new AppError('FORBIDDEN');
}

export const personAddresses = (ctx: CustomersContext, caller: Caller, personId: number) =>
  ctx.addresses.list(self(caller, personId, false));

export const addPersonAddress = (
  ctx: CustomersContext,
  caller: Caller,
  personId: number,
  input: DeliveryAddressInput,
) => ctx.addresses.create(self(caller, personId, true), input);

export function updatePersonAddress(
  ctx: CustomersContext,
  caller: Caller,
  personId: number,
  input: DeliveryAddressInput & { addressId: number },
) {
  const { addressId, ...address } = input;
  return ctx.addresses.update(self(caller, personId, true), addressId, address);
}

export const removePersonAddress = (ctx: CustomersContext, caller: Caller, personId: number, addressId: number) =>
  ctx.addresses.remove(self(caller, personId, true), addressId);
