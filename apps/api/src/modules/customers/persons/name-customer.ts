// Naming a customer: staff create the customer of a mobile number (or name the existing one), and a signed-in
// person names themself as a buyer.
import type { CustomerNames } from '@bazaar/contracts/customers';
import { normalizePersian } from '@bazaar/fa/normalize';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type { CustomersContext } from '../customers-context.js';

const namesOf = (names: CustomerNames) => ({
  firstName: normalizePersian(names.firstName),
  lastName: normalizePersian(names.lastName),
});

/** Creates the customer of a mobile number, or names the existing one. */
export function createPerson(ctx: CustomersContext, input: CustomerNames & { phoneNumber: string }) {
  const phone = normalizeIranianMobile(input.phoneNumber);
  if (!phone) throw fieldError('body.phoneNumber', 'pattern', 'شماره موبایل معتبر نیست.');
  return ctx.repo.upsertCustomer(phone, namesOf(input));
}

export async function registerBuyer(ctx: CustomersContext, userId: number, names: CustomerNames) {
  const phone = await ctx.repo.phoneOf(userId);
  if (!phone) throw new AppError('UNAUTHORIZED');
  return ctx.repo.upsertCustomer(phone, namesOf(names));
}
