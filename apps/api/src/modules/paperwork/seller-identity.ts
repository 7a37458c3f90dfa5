// A supplier's legal identity (issue 31): read by its owner and agents, set by its owner, each field checked
// with @bazaar/fa's validators (persian-tools' checksums) and answered with Persian field errors. Documents
// copy it when they are issued, so a change shows on the next document only.
import type { SellerIdentityUpdate } from '@bazaar/contracts/paperwork-documents';
import type { FieldError } from '@bazaar/contracts/problem';
import { toLatinDigits } from '@bazaar/fa/digits';
import { normalizeEconomicCode } from '@bazaar/fa/economic-code';
import { normalizeLegalId } from '@bazaar/fa/legal-id';
import { normalizePersian } from '@bazaar/fa/normalize';
import { normalizePostalCode } from '@bazaar/fa/postal-code';
import { AppError } from '../../shared/app-error.js';
import type { Caller, PaperworkContext } from './paperwork-context.js';
import { createSellerIdentityRepo } from './seller-identity.repo.js';

const notYours = () => new AppError('NOT_FOUND', { detail: 'این تأمین‌کننده پیدا نشد یا شما از طرف آن کار نمی‌کنید.' });

const read = (ctx: PaperworkContext, merchantId: number) => createSellerIdentityRepo(ctx.deps.db).find(merchantId);

export async function sellerIdentity(ctx: PaperworkContext, caller: Caller, merchantId: number) {
  if (!(await ctx.deps.access.actsFor(caller.userId, merchantId))) throw notYours();
  return { identity: await read(ctx, merchantId) };
}

export async function updateSellerIdentity(
  ctx: PaperworkContext,
  caller: Caller,
  merchantId: number,
  input: SellerIdentityUpdate,
) {
  const membership = await ctx.deps.access.membership(caller.userId, merchantId);
  if (!membership) throw notYours();
  if (membership.role !== 'owner')
    throw new AppError('FORBIDDEN', { detail: 'فقط مالک حساب تأمین‌کننده مشخصات ثبتی آن را تغییر می‌دهد.' });
  const errors: FieldError[] = [];
  const fieldError = (field: string, code: string, message: string) => ({ field, code, message });
  const text = (v: unknown) => normalizePersian(String(v ?? '').trim());
  const digits = (v: unknown) => (v ? toLatinDigits(String(v)).replace(/[\s-]/g, '') : null);
  const legalName = text(input.legalName);
  if (legalName.length < 2) errors.push(fieldError('body.legalName', 'minLength', 'نام ثبتی شرکت را کامل وارد کنید.'));
  const nationalId = normalizeLegalId(String(input.nationalId));
  if (!nationalId)
    errors.push(fieldError('body.nationalId', 'pattern', 'شناسهٔ ملی شرکت معتبر نیست؛ ۱۱ رقم آن را درست وارد کنید.'));
  const economicCode = input.economicCode ? normalizeEconomicCode(String(input.economicCode)) : null;
  if (input.economicCode && !economicCode)
    errors.push(
      fieldError(
        'body.economicCode',
        'pattern',
        'کد اقتصادی معتبر نیست: شناسهٔ ملی ۱۱ رقمی، کد ۱۴ رقمی یا کد ۱۲ رقمی قدیمی.',
      ),
    );
  const registrationNumber = digits(input.registrationNumber);
  if (registrationNumber && !/^\d{1,10}$/.test(registrationNumber))
    errors.push(fieldError('body.registrationNumber', 'pattern', 'شمارهٔ ثبت فقط رقم است (حداکثر ۱۰ رقم).'));
  const postalCode = normalizePostalCode(String(input.postalCode));
  if (!postalCode) errors.push(fieldError('body.postalCode', 'pattern', 'کد پستی ۱۰ رقمی معتبر نیست.'));
  const address = text(input.address);
  if (address.length < 10) errors.push(fieldError('body.address', 'minLength', 'نشانی شرکت را کامل وارد کنید.'));
  const phone = digits(input.phone) ?? '';
  if (!/^0\d{9,10}$/.test(phone))
    errors.push(fieldError('body.phone', 'pattern', 'شمارهٔ تلفن را با پیش‌شماره وارد کنید (مثل ۰۲۱۸۸۷۷۶۶۵۵).'));
  if (errors.length || !nationalId || !postalCode) throw new AppError('VALIDATION_FAILED', { errors });
  const values = { legalName, nationalId, economicCode, registrationNumber, postalCode, address, phone };
  await createSellerIdentityRepo(ctx.deps.db).save(merchantId, values);
  return { identity: await read(ctx, merchantId) };
}
