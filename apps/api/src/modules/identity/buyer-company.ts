// The buyer's company for official invoices.
import type { BuyerCompany, BuyerCompanyUpdate } from '@bazaar/contracts/identity';
import type { FieldError } from '@bazaar/contracts/problem';
import { toLatinDigits } from '@bazaar/fa/digits';
import { normalizeEconomicCode } from '@bazaar/fa/economic-code';
import { normalizeLegalId } from '@bazaar/fa/legal-id';
import { normalizePersian } from '@bazaar/fa/normalize';
import { normalizePostalCode } from '@bazaar/fa/postal-code';
import { AppError } from '../../shared/app-error.js';
import { type IdentityContext, signedInUser } from './identity-context.js';

/** The buyer's company for official invoices, null until given. */
export async function buyerCompany(ctx: IdentityContext, userId: number): Promise<{ company: BuyerCompany | null }> {
  const { repo } = ctx;
  await signedInUser(ctx, userId);
  return { company: await repo.findCompany(userId) };
}

/** Checks every field (Persian messages per field) and replaces the company. */
export async function updateBuyerCompany(
  ctx: IdentityContext,
  userId: number,
  input: BuyerCompanyUpdate,
): Promise<{ company: BuyerCompany | null }> {
  const { repo } = ctx;
  await signedInUser(ctx, userId);
  const errors: FieldError[] = [];
  const digitsOnly = (value: string | null | undefined) => (value ? toLatinDigits(value).replace(/[\s-]/g, '') : null);
  const name = normalizePersian(String(input.name).trim());
  if (name.length < 2) errors.push({ field: 'body.name', code: 'minLength', message: 'نام شرکت را کامل وارد کنید.' });
  const nationalId = normalizeLegalId(String(input.nationalId));
  if (!nationalId) {
    errors.push({
      field: 'body.nationalId',
      code: 'pattern',
      message: 'شناسهٔ ملی شرکت معتبر نیست؛ شناسهٔ ملی ۱۱ رقمی را درست وارد کنید.',
    });
  }
  const economicCode = digitsOnly(input.economicCode as string | null | undefined);
  if (economicCode && !normalizeEconomicCode(economicCode)) {
    errors.push({
      field: 'body.economicCode',
      code: 'pattern',
      message: 'کد اقتصادی معتبر نیست: شناسهٔ ملی ۱۱ رقمی شرکت، کد ۱۴ رقمی یا کد ۱۲ رقمی قدیمی.',
    });
  }
  const registrationNumber = digitsOnly(input.registrationNumber as string | null | undefined);
  if (registrationNumber && !/^\d{1,10}$/.test(registrationNumber)) {
    errors.push({
      field: 'body.registrationNumber',
      code: 'pattern',
      message: 'شمارهٔ ثبت فقط رقم است (حداکثر ۱۰ رقم).',
    });
  }
  const address = normalizePersian(String(input.address).trim());
  if (address.length < 10) {
    errors.push({ field: 'body.address', code: 'minLength', message: 'نشانی شرکت را کامل وارد کنید.' });
  }
  const postalCode = input.postalCode ? normalizePostalCode(String(input.postalCode)) : null;
  if (input.postalCode && !postalCode) {
    errors.push({ field: 'body.postalCode', code: 'pattern', message: 'کد پستی ۱۰ رقمی معتبر نیست.' });
  }
  const phone = digitsOnly(input.phone as string | null | undefined);
  if (phone && !/^0\d{9,10}$/.test(phone)) {
    errors.push({
      field: 'body.phone',
      code: 'pattern',
      message: 'شمارهٔ تلفن را با پیش‌شماره وارد کنید (مثل ۰۲۱۸۸۷۷۶۶۵۵).',
    });
  }
  if (errors.length || !nationalId) throw new AppError('VALIDATION_FAILED', { errors });
  await repo.saveCompany(userId, { name, nationalId, economicCode, registrationNumber, address, postalCode, phone });
  return { company: await repo.findCompany(userId) };
}
