// A supplier's owner and agents manage the merchant's products. Every call is scoped to the merchants the
// caller is a member of: another merchant's product answers 404, exactly like one that does not exist.
// A change is committed with its `catalog.product.changed` event, which evicts the API's caches on every
// instance and the web's page cache (modules/catalog/index.ts), so public pages show it within seconds.
import type {
  OwnProduct,
  OwnProductsFilter,
  ProductOfferBody,
  ProductPropertiesBody,
} from '@bazaar/contracts/own-products';
import type { Page } from '@bazaar/contracts/paging';
import type { UnitOfWork } from '../../platform/transaction.js';
import { AppError, notFound } from '../../shared/app-error.js';
import { searchPatterns } from '../../shared/search.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import { createOwnProductsRepo, type OwnProductsRepo } from './own-products.repo.js';
import { resolvePropertyValues } from './property-values.js';

const PRODUCT_NOT_FOUND = 'محصولی با این شناسه در فهرست محصولات شما یافت نشد.';

export function createOwnProductsService({
  repo,
  uow,
  access,
}: {
  repo: OwnProductsRepo;
  uow: UnitOfWork;
  access: Pick<MerchantAccess, 'merchantIds'>;
}) {
  /** The merchants whose products the caller manages; refused when there is none. */
  async function member(userId: number) {
    const merchantIds = await access.merchantIds(userId, 'manageProducts');
    if (!merchantIds.length) throw new AppError('CATALOG_NOT_A_SUPPLIER');
    return merchantIds;
  }

  return {
    async list(
      userId: number,
      query: OwnProductsFilter & { page: number; pageSize: number; merchantId?: number },
    ): Promise<Page<OwnProduct>> {
      const merchantIds = await member(userId);
      // One merchant's products (the workspace's merchant switcher, decision 035); still only the caller's.
      const { q, page, pageSize, merchantId, ...rest } = query;
      return repo.list(merchantIds, { patterns: searchPatterns(q), ...rest }, page, pageSize, merchantId);
    },

    async updateOffer(userId: number, id: number, body: ProductOfferBody): Promise<OwnProduct> {
      const merchantIds = await member(userId);
      await uow.run(async (tx, emit) => {
        if (!(await createOwnProductsRepo(tx).setPrice(merchantIds, id, body.priceRials)))
          throw notFound(PRODUCT_NOT_FOUND);
        await emit('catalog.product.changed', { productIds: [id] });
      });
      const product = await repo.find(merchantIds, id);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    },

    /** States property values (a count must be a whole number); the product's pages show them within seconds. */
    async updateProperties(userId: number, id: number, body: ProductPropertiesBody): Promise<OwnProduct> {
      const merchantIds = await member(userId);
      await uow.run(async (tx, emit) => {
        const txRepo = createOwnProductsRepo(tx);
        const lineage = await txRepo.lineage(merchantIds, id);
        if (!lineage) throw notFound(PRODUCT_NOT_FOUND);
        const [properties, units] = await Promise.all([txRepo.propertiesOf(lineage), txRepo.units()]);
        const { rows, removed } = resolvePropertyValues(body, lineage, properties, units);
        await txRepo.replaceValues(id, rows, removed);
        await emit('catalog.product.changed', { productIds: [id] });
      });
      const product = await repo.find(merchantIds, id);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    },
  };
}

export type OwnProductsService = ReturnType<typeof createOwnProductsService>;
