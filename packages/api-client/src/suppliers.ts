// Typed supplier and merchant calls (spec section 7: suppliers, merchants, delegations, sale settings,
// sale cities). Parameters are plain numbers and booleans; every answer is parsed with the contract.
import type { CategoryType } from '@bazaar/contracts/categories';
import { pageOf } from '@bazaar/contracts/paging';
import {
  delegationSchema,
  merchantBriefSchema,
  nameCheckSchema,
  type SUPPLIER_SORTS,
  saleCitiesSchema,
  saleSettingSchema,
  supplierDetailSchema,
  supplierSummarySchema,
} from '@bazaar/contracts/suppliers';
import type { HttpClient } from './http';

const supplierPageSchema = pageOf(supplierSummarySchema);
const delegationPageSchema = pageOf(delegationSchema);
const merchantBriefPageSchema = pageOf(merchantBriefSchema);

export interface PagingParams {
  /** 1-based. */
  page?: number;
  /** At most 100 (MAX_PAGE_SIZE). */
  pageSize?: number;
}

export interface SupplierListParams extends PagingParams {
  q?: string;
  categoryType?: CategoryType;
  /** The category or any of its descendants. */
  categoryId?: number;
  provinceId?: number;
  cityId?: number;
  verifiedOnly?: boolean;
  sort?: (typeof SUPPLIER_SORTS)[number];
}

export interface MerchantListParams extends PagingParams {
  q?: string;
  ids?: number[];
}

export interface DelegationListParams extends PagingParams {
  merchantId?: number;
  provinceId?: number;
}

interface CallInit {
  signal?: AbortSignal;
}

export function createSuppliersApi(http: HttpClient) {
  return {
    /** Confirmed suppliers only; pending and suspended merchants never appear. */
    list: (params: SupplierListParams = {}, init?: CallInit) =>
      http.get('/suppliers', {
        query: { ...params },
        parse: (data) => supplierPageSchema.parse(data),
        signal: init?.signal,
      }),
    /** 404 (ApiError) for an unknown, pending or suspended supplier. */
    get: (id: number, init?: CallInit) =>
      http.get(`/suppliers/${id}`, { parse: (data) => supplierDetailSchema.parse(data), signal: init?.signal }),
    merchants: (params: MerchantListParams = {}) =>
      http.get('/merchants', {
        // `ids[]=1` even for one id: a bare `ids=1` would not read as a list on the API side.
        query: { ...params },
        queryStyle: 'brackets',
        parse: (data) => merchantBriefPageSchema.parse(data),
      }),
    confirmedMerchants: (params: MerchantListParams = {}) =>
      http.get('/merchants/confirmed', {
        query: { ...params },
        queryStyle: 'brackets',
        parse: (data) => merchantBriefPageSchema.parse(data),
      }),
    checkName: (name: string) =>
      http.get('/merchants/is-valid-name', { query: { name }, parse: (data) => nameCheckSchema.parse(data) }),
    /** 404 when `merchantId` is not a public supplier. */
    delegations: (params: DelegationListParams = {}, init?: CallInit) =>
      http.get('/merchantdelegations', {
        query: { ...params },
        parse: (data) => delegationPageSchema.parse(data),
        signal: init?.signal,
      }),
    delegation: (id: number) =>
      http.get(`/merchantdelegations/${id}`, { parse: (data) => delegationSchema.parse(data) }),
    saleSetting: (merchantId: number) =>
      http.get('/merchantsalesetting', { query: { merchantId }, parse: (data) => saleSettingSchema.parse(data) }),
    saleCities: (merchantId: number, provinceId?: number) =>
      http.get('/salecities', { query: { merchantId, provinceId }, parse: (data) => saleCitiesSchema.parse(data) }),
  };
}

export type SuppliersApi = ReturnType<typeof createSuppliersApi>;
