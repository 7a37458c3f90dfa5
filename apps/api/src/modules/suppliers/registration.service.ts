// Registering a supplier company and staff's verification of it (decision 027). The name is checked with the
// same rules and holders as GET /merchants/is-valid-name; documents must be files the caller uploaded. The
// merchant starts `pending` (never public) with the caller as its owner; staff confirm it with a verification
// level (it becomes public) or refuse it with a reason the supplier reads. Each staff decision writes its
// audit row in the same transaction.

import type { FieldError } from '@bazaar/contracts/problem';
import type {
  MerchantRegistration,
  MerchantRegistrationBody,
  RegistrationState,
} from '@bazaar/contracts/supplier-registration';
import type { VerificationLevel } from '@bazaar/contracts/suppliers';
import { toLatinDigits } from '@bazaar/fa/digits';
import { normalizeLegalId } from '@bazaar/fa/national-id';
import { normalizeForSearch, normalizePersian, persianSlug } from '@bazaar/fa/normalize';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import { recordStaffAction } from '../../platform/audit/audit-log.js';
import type { UnitOfWork } from '../../platform/transaction.js';
import { AppError, notFound } from '../../shared/app-error.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import { merchantNameKey } from './merchant-name.js';
import { createRegistrationRepo, type RegistrationRepo } from './registration.repo.js';
import type { SuppliersService } from './suppliers.service.js';

const MERCHANT_NOT_FOUND = 'تأمین‌کننده‌ای با این شناسه یافت نشد.';

export interface RegistrationDeps {
  repo: RegistrationRepo;
  uow: UnitOfWork;
  suppliers: Pick<SuppliersService, 'checkName'>;
  /** A file the user uploaded (files module), or a 404 AppError. */
  ownedFile: (userId: number, fileId: string) => Promise<{ id: string; mimeType: string }>;
  /** Who acts for a merchant (customers): the owners of registrations, and the first owner of a new merchant. */
  access: MerchantAccess;
}

export function createRegistrationService({ repo, uow, suppliers, ownedFile, access }: RegistrationDeps) {
  async function found(id: number): Promise<MerchantRegistration> {
    const registration = await repo.find(id);
    if (!registration) throw notFound(MERCHANT_NOT_FOUND);
    return registration;
  }

  return {
    async register(
      userId: number,
      body: MerchantRegistrationBody & { categoryTypes: MerchantRegistration['categoryTypes'] },
    ) {
      const errors: FieldError[] = [];
      const name = await suppliers.checkName(body.name);
      if (name.status !== 'valid')
        errors.push({ field: 'body.name', code: name.reason ?? 'invalid', message: name.message });
      const nationalId = normalizeLegalId(body.nationalId);
      if (!nationalId)
        errors.push({ field: 'body.nationalId', code: 'pattern', message: 'شناسهٔ ملی شرکت باید ۱۱ رقم درست باشد.' });
      const mobile = normalizeIranianMobile(body.mobile);
      if (!mobile) errors.push({ field: 'body.mobile', code: 'pattern', message: 'شمارهٔ همراه معتبر نیست.' });
      const phone = toLatinDigits(body.phone).replace(/[\s-]/g, '');
      if (!/^0\d{9,10}$/.test(phone))
        errors.push({
          field: 'body.phone',
          code: 'pattern',
          message: 'شمارهٔ تلفن را با پیش‌شماره وارد کنید، مانند ۰۲۱۸۸۷۷۶۶۵۵.',
        });
      if (!(await repo.cityInProvince(body.cityId, body.provinceId)))
        errors.push({ field: 'body.cityId', code: 'oneOf', message: 'این شهر در استان انتخاب‌شده نیست.' });
      const documents = [...new Set(body.documentFileIds)];
      for (const [i, fileId] of documents.entries()) {
        try {
          await ownedFile(userId, fileId);
        } catch {
          errors.push({
            field: `body.documentFileIds.${i}`,
            code: 'oneOf',
            message: 'این مدرک یافت نشد؛ دوباره بارگذاری کنید.',
          });
        }
      }
      if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });
      const normalized = normalizePersian(body.name).trim();
      const id = await uow.run(async (tx) => {
        const created = await createRegistrationRepo(tx, access.within(tx).owners).insert({
          name: normalized,
          nameKey: merchantNameKey(normalized),
          slug: persianSlug(normalized) || `supplier`,
          categoryTypes: [...new Set(body.categoryTypes)],
          provinceId: body.provinceId,
          cityId: body.cityId,
          phone,
          mobile: mobile ?? '',
          email: body.email ?? null,
          address: body.address ? normalizePersian(body.address) : null,
          nationalId: nationalId ?? '',
          documentFileIds: documents,
          searchText: normalizeForSearch(normalized),
        });
        if (!created) {
          throw new AppError('VALIDATION_FAILED', {
            errors: [
              { field: 'body.name', code: 'taken', message: 'این نام یا نامی بسیار شبیه به آن قبلاً ثبت شده است.' },
            ],
          });
        }
        // The merchant and its first member land together: customers writes the owner on this transaction.
        await access.addOwner(tx, created, userId);
        return created;
      });
      return found(id);
    },

    mine: async (userId: number) => repo.listOf(await access.merchantIds(userId, 'owner')),
    /** Merchants the user owns or represents, with the rights of each membership. */
    async managed(userId: number) {
      const memberships = await access.memberships(userId);
      const merchants = await repo.managedMerchants(memberships.map((m) => m.merchantId));
      return memberships.flatMap(({ merchantId, role, manageProducts, manageProfile }) => {
        const merchant = merchants.get(merchantId);
        return merchant ? [{ ...merchant, role, manageProducts, manageProfile }] : [];
      });
    },

    queue: (query: { state: RegistrationState; page: number; pageSize: number }) =>
      repo.listByState(query.state, query.page, query.pageSize),

    /** A document of the merchant (staff only): its id must be one of the merchant's documents. */
    async documentOf(merchantId: number, fileId: string): Promise<string> {
      const ids = await repo.documentIds(merchantId);
      if (!ids.includes(fileId)) throw notFound('این مدرک یافت نشد.');
      return fileId;
    },

    async confirm(staffUserId: number, id: number, level: VerificationLevel) {
      const state = await repo.stateOf(id);
      if (!state) throw notFound(MERCHANT_NOT_FOUND);
      if (state === 'confirmed') throw new AppError('SUPPLIERS_ALREADY_REVIEWED');
      await uow.run(async (tx) => {
        await createRegistrationRepo(tx, access.within(tx).owners).confirm(id, level);
        await recordStaffAction(tx, {
          staffUserId,
          action: 'merchant.confirm',
          objectType: 'merchant',
          objectId: id,
          detail: { verificationLevel: level, previousState: state },
        });
      });
      return found(id);
    },

    async reject(staffUserId: number, id: number, reason: string) {
      const state = await repo.stateOf(id);
      if (!state) throw notFound(MERCHANT_NOT_FOUND);
      if (state !== 'pending') throw new AppError('SUPPLIERS_ALREADY_REVIEWED');
      await uow.run(async (tx) => {
        await createRegistrationRepo(tx, access.within(tx).owners).reject(id, normalizePersian(reason));
        await recordStaffAction(tx, {
          staffUserId,
          action: 'merchant.reject',
          objectType: 'merchant',
          objectId: id,
          detail: { reason },
        });
      });
      return found(id);
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
