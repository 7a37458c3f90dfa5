// A confirmed supplier's active delegations (agencies and branches), by merchant or province.
import type { Page } from '@bazaar/contracts/paging';
import type { Delegation } from '@bazaar/contracts/suppliers';
import { aliasedTable, and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { cities, provinces } from '../../db/schema/geography.js';
import { merchantDelegations, merchants } from '../../db/schema/merchants.js';
import { place, publicMerchant } from './supplier-summary.repo.js';

const delegationProvince = aliasedTable(provinces, 'delegation_province');
const delegationCity = aliasedTable(cities, 'delegation_city');

export function createDelegationsRepo(db: Database) {
  async function listDelegations(where: SQL | undefined, page: number, pageSize: number): Promise<Page<Delegation>> {
    const condition = and(publicMerchant, eq(merchantDelegations.active, true), where);
    const base = () =>
      db
        .select({
          id: merchantDelegations.id,
          merchantId: merchantDelegations.merchantId,
          merchantName: merchants.name,
          name: merchantDelegations.name,
          slug: merchantDelegations.slug,
          kind: merchantDelegations.kind,
          provinceId: merchantDelegations.provinceId,
          provinceName: delegationProvince.name,
          cityId: merchantDelegations.cityId,
          cityName: delegationCity.name,
          region: merchantDelegations.region,
          phone: merchantDelegations.phone,
          mobile: merchantDelegations.mobile,
          address: merchantDelegations.address,
        })
        .from(merchantDelegations)
        .innerJoin(merchants, eq(merchants.id, merchantDelegations.merchantId))
        .leftJoin(delegationProvince, eq(delegationProvince.id, merchantDelegations.provinceId))
        .leftJoin(delegationCity, eq(delegationCity.id, merchantDelegations.cityId));
    return toPage(
      base()
        .where(condition)
        .orderBy(asc(delegationProvince.sortOrder), asc(merchantDelegations.id))
        .limit(pageSize)
        .offset(offsetOf(page, pageSize)),
      db
        .select(countOnly)
        .from(merchantDelegations)
        .innerJoin(merchants, eq(merchants.id, merchantDelegations.merchantId))
        .where(condition),
      page,
      pageSize,
      (rows) =>
        rows.map(({ provinceId, provinceName, cityId, cityName, ...rest }) => ({
          ...rest,
          province: place(provinceId, provinceName),
          city: place(cityId, cityName),
        })),
    );
  }

  return {
    listDelegations(filter: { merchantId?: number; provinceId?: number }, page: number, pageSize: number) {
      return listDelegations(
        and(
          filter.merchantId ? eq(merchantDelegations.merchantId, filter.merchantId) : undefined,
          filter.provinceId ? eq(merchantDelegations.provinceId, filter.provinceId) : undefined,
        ),
        page,
        pageSize,
      );
    },

    async findDelegation(id: number): Promise<Delegation | undefined> {
      const page = await listDelegations(eq(merchantDelegations.id, id), 1, 1);
      return page.items[0];
    },
  };
}
