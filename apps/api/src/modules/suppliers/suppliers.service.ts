// Supplier rules: only confirmed merchants are public; names are checked against rules and holders.

import type { NameCheck, SupplierDetail, suppliersQuerySchema } from '@bazaar/contracts/suppliers';
import type { z } from 'zod';
import { notFound } from '../../shared/app-error.js';
import { searchPatterns } from '../../shared/search.js';
import { checkNameRules, merchantNameKey, normalizeMerchantName } from './merchant-name.js';
import type { SuppliersRepo } from './suppliers.repo.js';

const SUPPLIER_NOT_FOUND = 'تأمین‌کننده مورد نظر یافت نشد.';

/** GET /suppliers as the contract reads it; other modules may also narrow the list to some ids. */
export type SupplierListQuery = z.output<typeof suppliersQuerySchema> & { ids?: number[] };

export function createSuppliersService(repo: SuppliersRepo) {
  async function requirePublicMerchant(id: number) {
    if (!(await repo.isPublicMerchant(id))) throw notFound(SUPPLIER_NOT_FOUND);
  }

  return {
    listSuppliers: ({ q, sort, page, pageSize, ...filter }: SupplierListQuery) =>
      repo.listSuppliers({ ...filter, patterns: searchPatterns(q) }, sort, page, pageSize),

    async getSupplier(id: number): Promise<SupplierDetail> {
      const supplier = await repo.findPublicSupplier(id);
      if (!supplier) throw notFound(SUPPLIER_NOT_FOUND);
      const [categories, saleSetting] = await Promise.all([repo.listMerchantCategories(id), repo.findSaleSetting(id)]);
      return { ...supplier, categories, saleSetting };
    },

    listMerchants: (query: { q?: string; ids?: number[]; page: number; pageSize: number }) =>
      repo.listMerchantBriefs({ patterns: searchPatterns(query.q), ids: query.ids }, query.page, query.pageSize),

    async getSaleSetting(merchantId: number) {
      await requirePublicMerchant(merchantId);
      return repo.findSaleSetting(merchantId);
    },

    async listSaleCities(merchantId: number, provinceId?: number) {
      await requirePublicMerchant(merchantId);
      return repo.listSaleCities(merchantId, provinceId);
    },

    async listDelegations(query: { merchantId?: number; provinceId?: number; page: number; pageSize: number }) {
      if (query.merchantId) await requirePublicMerchant(query.merchantId);
      return repo.listDelegations(query, query.page, query.pageSize);
    },

    async getDelegation(id: number) {
      const delegation = await repo.findDelegation(id);
      if (!delegation) throw notFound('نمایندگی مورد نظر یافت نشد.');
      return delegation;
    },

    async checkName(name: string): Promise<NameCheck> {
      const normalized = normalizeMerchantName(name);
      const broken = checkNameRules(normalized);
      if (broken) return { name, normalized, ...broken };
      if (await repo.isNameKeyTaken(merchantNameKey(normalized))) {
        return {
          name,
          normalized,
          status: 'taken',
          reason: 'taken',
          message: 'این نام یا نامی بسیار شبیه به آن قبلاً ثبت شده است.',
        };
      }
      return { name, normalized, status: 'valid', reason: null, message: 'این نام قابل ثبت است.' };
    },
  };
}

export type SuppliersService = ReturnType<typeof createSuppliersService>;
