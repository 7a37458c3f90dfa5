// Catalog rules: properties are inherited down the tree, filters are validated against the category's
// properties and converted to base units, only public products are ever listed or shown.
import {
  type BaseProduct,
  type CatalogQuery,
  type ProductDetail,
  type ProductSort,
  productCatalogueUrl,
} from '@bazaar/contracts/catalog-products';
import type { CategoryProperty, Unit } from '@bazaar/contracts/catalog-properties';
import type { CategoryType } from '@bazaar/contracts/categories';
import { propertyFilterFromParam } from '@bazaar/contracts/property-filter';
import { AppError, notFound } from '../../shared/app-error.js';
import { searchPatterns } from '../../shared/search.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import type { VisitGate, Visitor } from '../../shared/visit-gate.js';
import type { CategoriesService } from '../categories/categories.service.js';
import { fileUrl } from '../files/file-url.js';
import type { SuppliersService } from '../suppliers/suppliers.service.js';
import type { CatalogRepo, ProductListFilter } from './catalog.repo.js';
import { type ResolvedFilter, resolveFilters } from './property-filters.js';
import { tradeUnitKeys } from './trade-units.js';

const PRODUCT_NOT_FOUND = 'کالا یا خدمت مورد نظر یافت نشد.';

type FilterInput = NonNullable<CatalogQuery['filters']>;

export function createCatalogService(deps: {
  repo: CatalogRepo;
  categories: CategoriesService;
  suppliers: SuppliersService;
  /** Seconds a listing may be served from memory; popular listings are asked for again and again. */
  listingCacheSeconds?: number;
  /** VAT secure payment adds, told with a base product's offers (decision 045). */
  vatBasisPoints?: number;
  /** Decides whether a product visit counts (once per visitor and day); without it none counts. */
  visits?: VisitGate;
}) {
  const { repo, categories, suppliers } = deps;
  const cacheMs = (deps.listingCacheSeconds ?? 0) * 1000;
  const listings = new TtlCache<Awaited<ReturnType<CatalogRepo['listProducts']>>>(cacheMs, 2000);
  /** Product pages, reused like listings; a counted visit always reads fresh. */
  const products = new TtlCache<ProductDetail>(cacheMs, 5000);

  /** Product and supplier counts per category, for navigation: exact when computed, up to 5 minutes old. */
  const counts = new TtlCache<{ categoryId: number; products: number; suppliers: number }>(
    cacheMs > 0 ? 5 * 60_000 : 0,
    2000,
  );
  /** Lineages are read on every listing; reused like the listings. */
  const lineages = new TtlCache<number[]>(cacheMs, 1000);

  /** Ids of the category and its ancestors, root first, after checking it is active (404 otherwise). */
  function lineage(categoryId: number): Promise<number[]> {
    return lineages.through(String(categoryId), async () =>
      (await categories.getBreadcrumb(categoryId)).map((c) => c.id),
    );
  }

  async function listProperties(categoryId: number): Promise<CategoryProperty[]> {
    const [rows, units] = await Promise.all([
      repo.listPropertiesFor(await lineage(categoryId)),
      repo.unitConversions(),
    ]);
    const allUnits = [...units.values()];
    return rows.map((row) => {
      const { defaultUnitId, ...rest } = row as typeof row & { defaultUnitId: number | null };
      const defaultUnit = defaultUnitId !== null ? (units.get(defaultUnitId) ?? null) : null;
      const ofQuantity = row.quantity ? allUnits.filter((u) => u.quantityId === row.quantity?.id) : [];
      // The trade's own units, in the order it uses them (trade-units.ts).
      const keys = tradeUnitKeys(
        { key: row.key, defaultUnitKey: defaultUnit?.key ?? null },
        ofQuantity.map((u) => u.key),
      );
      return {
        ...rest,
        defaultUnit,
        units: keys.flatMap((k) => ofQuantity.filter((u) => u.key === k)),
      } as CategoryProperty;
    });
  }

  /** Validates filters against what the category (or, without one, the catalog) offers. */
  async function resolve(filters: FilterInput | undefined, categoryId: number | undefined, field = 'query.filters') {
    if (!filters?.length) return [] as ResolvedFilter[];
    const ids = filters.map((f) => Number(f.propertyId));
    const [properties, units] = await Promise.all([repo.filterableProperties(ids), repo.unitConversions()]);
    if (categoryId !== undefined) {
      const allowed = new Set(await lineage(categoryId));
      for (const [id, property] of properties) if (!allowed.has(property.categoryId)) properties.delete(id);
    }
    return resolveFilters(filters.map(propertyFilterFromParam), properties, units, field);
  }

  async function computeListing(query: CatalogQuery) {
    const categoryPath = query.categoryId !== undefined ? await lineage(query.categoryId) : undefined;
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      throw new AppError('VALIDATION_FAILED', {
        errors: [{ field: 'query.maxPrice', code: 'minAboveMax', message: 'حداکثر قیمت باید بیشتر از حداقل باشد.' }],
      });
    }
    const filter: ProductListFilter = {
      categoryPath,
      categoryType: query.categoryType,
      merchantId: query.merchantId,
      baseProductId: query.baseProductId,
      patterns: searchPatterns(query.q),
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      filters: await resolve(query.filters, query.categoryId),
    };
    return repo.listProducts(filter, query.sort, query.page, query.pageSize);
  }

  /**
   * A listing answer is reused for a few seconds: the whole computation (category check, filter
   * resolution, query) is skipped for a popular listing. Invalid queries throw and are never stored.
   */
  function listProducts(query: CatalogQuery) {
    return listings.through(JSON.stringify(query), () => computeListing(query));
  }

  return {
    /** A product changed (event `catalog.product.changed`): forget its page and every listing and count. */
    evictProducts(productIds: number[]) {
      for (const id of productIds) products.delete(String(id));
      listings.clear();
      counts.clear();
    },

    /** Views already admitted by the visit gate (POST /pagevisits/visit-count), added up: id → views. */
    addVisits: (counts: Map<number, number>) => repo.addVisits(counts),

    listQuantities: () => repo.listQuantities(),

    async listUnitsOfQuantity(quantityId: number): Promise<Unit[]> {
      if (!(await repo.quantityExists(quantityId))) throw notFound('کمیت مورد نظر یافت نشد.');
      return (await repo.listUnits({ quantityId, patterns: [] }, 1, 100)).items;
    },

    listUnits: (query: { q?: string; quantityId?: number; page: number; pageSize: number }) =>
      repo.listUnits({ quantityId: query.quantityId, patterns: searchPatterns(query.q) }, query.page, query.pageSize),

    listProperties,
    listProducts,

    /** A product page; with `visitor`, a visit that counts (the visitor's first today) is added. */
    async getProduct(id: number, options: { visitor?: Visitor } = {}): Promise<ProductDetail> {
      const cached = () => products.through(String(id), () => this.loadProduct(id));
      if (!options.visitor || !deps.visits) return cached();
      // The product must exist before anyone's visit is remembered.
      const detail = await this.loadProduct(id);
      if (!(await deps.visits.admit(`product:${id}`, options.visitor))) return detail;
      await repo.incrementVisits(id);
      return { ...detail, visitCount: detail.visitCount + 1 };
    },

    async loadProduct(id: number): Promise<ProductDetail> {
      const found = await repo.findPublicProduct(id);
      if (!found) throw notFound(PRODUCT_NOT_FOUND);
      const { row, summary, properties } = found;
      const chain = await repo.categoryChain(row.categoryPath);
      if (chain.some((c) => !c.active)) throw notFound(PRODUCT_NOT_FOUND);
      return {
        ...summary,
        highlights: properties.filter((p) => p.value !== null || p.option !== null).slice(0, 3),
        description: row.description,
        images: row.images.map(fileUrl),
        // Through the product, never the file's own address: a draft's catalogue is not public (decision 035).
        catalogFileUrl: row.catalogFileId ? productCatalogueUrl(id) : null,
        catalogFile:
          row.catalogFileId && row.catalogFileName !== null && row.catalogFileBytes !== null
            ? { url: productCatalogueUrl(id), fileName: row.catalogFileName, sizeBytes: Number(row.catalogFileBytes) }
            : null,
        availability: row.availability,
        model: row.model,
        baseProduct:
          row.baseProductId !== null && row.baseProductName && row.baseProductSlug
            ? { id: row.baseProductId, name: row.baseProductName, slug: row.baseProductSlug }
            : null,
        properties,
        merchant: { ...summary.merchant, phones: row.phones, mobile: row.mobile },
        breadcrumb: chain.map(({ id: cid, name, slug, level }) => ({ id: cid, name, slug, level })),
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    async listRelated(id: number, limit: number) {
      const found = await repo.findPublicProduct(id);
      if (!found) throw notFound(PRODUCT_NOT_FOUND);
      const { row } = found;
      // Same base product first, then the same category; never the product itself.
      const sameBase = row.baseProductId
        ? await repo.listProducts(
            { baseProductId: row.baseProductId, excludeProductId: id, patterns: [], filters: [] },
            'popular',
            1,
            limit,
          )
        : { items: [] };
      const rest = limit - sameBase.items.length;
      const sameCategory =
        rest > 0
          ? await repo.listProducts(
              { categoryPath: row.categoryPath, excludeProductId: id, patterns: [], filters: [] },
              'popular',
              1,
              limit,
            )
          : { items: [] };
      const seen = new Set(sameBase.items.map((p) => p.id));
      return [...sameBase.items, ...sameCategory.items.filter((p) => !seen.has(p.id))].slice(0, limit);
    },

    async getBaseProduct(id: number): Promise<BaseProduct> {
      const found = await repo.findBaseProduct(id);
      if (!found) throw notFound('کالای پایه مورد نظر یافت نشد.');
      return { ...found, vatBasisPoints: deps.vatBasisPoints ?? 1000 };
    },

    async listByBaseProduct(query: { baseProductId: number; sort: ProductSort; page: number; pageSize: number }) {
      await this.getBaseProduct(query.baseProductId);
      return repo.listProducts(
        { baseProductId: query.baseProductId, patterns: [], filters: [] },
        query.sort,
        query.page,
        query.pageSize,
      );
    },

    /** Counted per category and remembered for a few minutes: a category with 40,000 products takes ~0.1 s. */
    async itemsCount(query: { ids?: number[]; categoryType?: CategoryType }) {
      const ids = query.ids ?? (await categories.listTopLevels()).map((c) => c.id);
      const known = new Map(ids.flatMap((id) => counts.get(String(id)) ?? []).map((row) => [row.categoryId, row]));
      const missing = ids.filter((id) => !known.has(id));
      for (const row of missing.length ? await repo.itemsCount(missing) : []) {
        counts.set(String(row.categoryId), row);
        known.set(row.categoryId, row);
      }
      return ids.map((id) => known.get(id) ?? { categoryId: id, products: 0, suppliers: 0 });
    },

    async suppliersWithCatalog(categoryId: number, paging: { page: number; pageSize: number }) {
      const categoryPath = await lineage(categoryId);
      const ids = await repo.merchantIdsWithProducts({ categoryPath, patterns: [], filters: [], withCatalog: true });
      return suppliers.listSuppliers({ ids, sort: 'verification', ...paging });
    },

    async suppliersInCategory(
      categoryId: number,
      body: { filters: FilterInput; provinceId?: number; verifiedOnly?: boolean },
      paging: { page: number; pageSize: number },
    ) {
      const categoryPath = await lineage(categoryId);
      const filters = await resolve(body.filters, categoryId, 'body.filters');
      const ids = await repo.merchantIdsWithProducts({ categoryPath, patterns: [], filters });
      return suppliers.listSuppliers({
        ids,
        provinceId: body.provinceId,
        verifiedOnly: body.verifiedOnly,
        sort: 'verification',
        ...paging,
      });
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
