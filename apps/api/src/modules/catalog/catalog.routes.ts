// Catalog calls of spec section 7: units, category properties and counts, supplier products.
import {
  baseProductSchema,
  byProductQuerySchema,
  catalogQuerySchema,
  categoryPropertySchema,
  categorySuppliersBodySchema,
  categorySuppliersQuerySchema,
  itemsCountQuerySchema,
  itemsCountSchema,
  measurementQuantitySchema,
  productDetailSchema,
  productPageSchema,
  productSummarySchema,
  relatedQuerySchema,
  unitFilterQuerySchema,
  unitSchema,
} from '@bazaar/contracts/catalog';
import { idParamSchema } from '@bazaar/contracts/categories';
import { pageOf, pagingQuerySchema } from '@bazaar/contracts/paging';
import { problemSchema } from '@bazaar/contracts/problem';
import { supplierSummarySchema } from '@bazaar/contracts/suppliers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogService } from './catalog.service.js';

const errors = { 400: problemSchema, 404: problemSchema };

export const catalogRoutes: FastifyPluginAsyncZod<{ service: CatalogService }> = async (app, { service }) => {
  // ---- Units ------------------------------------------------------------------------------------
  app.get(
    '/measurementquantities',
    {
      schema: {
        tags: ['units'],
        summary: 'Measurement quantities (pressure, flow rate, ...)',
        response: { 200: z.array(measurementQuantitySchema) },
      },
    },
    () => service.listQuantities(),
  );
  app.get(
    '/measurementquantities/:id/units',
    {
      schema: {
        tags: ['units'],
        summary: 'Units of one quantity',
        params: idParamSchema,
        response: { 200: z.array(unitSchema), ...errors },
      },
    },
    ({ params }) => service.listUnitsOfQuantity(params.id),
  );
  app.get(
    '/unitofmeasurements',
    {
      schema: {
        tags: ['units'],
        summary: 'All units of measurement',
        querystring: pagingQuerySchema,
        response: { 200: pageOf(unitSchema), 400: problemSchema },
      },
    },
    ({ query }) => service.listUnits(query),
  );
  app.get(
    '/unitofmeasurements/filter',
    {
      schema: {
        tags: ['units'],
        summary: 'Units by name or symbol, optionally of one quantity',
        querystring: unitFilterQuerySchema,
        response: { 200: pageOf(unitSchema), 400: problemSchema },
      },
    },
    ({ query }) => service.listUnits(query),
  );

  // ---- Category catalog views -------------------------------------------------------------------
  app.get(
    '/categories/:id/properties',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Properties of a category, including those inherited from its ancestors',
        params: idParamSchema,
        response: { 200: z.array(categoryPropertySchema), ...errors },
      },
    },
    ({ params }) => service.listProperties(params.id),
  );
  app.get(
    '/categories/items-count',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Published products and suppliers per category, counting descendants (default: the roots)',
        querystring: itemsCountQuerySchema,
        response: { 200: itemsCountSchema, 400: problemSchema },
      },
    },
    ({ query }) => service.itemsCount(query),
  );
  app.get(
    '/categories/:id/suppliers-with-catalog',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Suppliers with a downloadable catalog for products in the category',
        params: idParamSchema,
        querystring: pagingQuerySchema,
        response: { 200: pageOf(supplierSummarySchema), ...errors },
      },
    },
    ({ params, query }) => service.suppliersWithCatalog(params.id, query),
  );
  app.post(
    '/categories/:id/suppliers',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Suppliers offering products in the category that match property filters',
        description: 'Filters in the body; paging in the query with dotted keys: `?paging.page=2&paging.pageSize=20`.',
        params: idParamSchema,
        querystring: categorySuppliersQuerySchema,
        body: categorySuppliersBodySchema,
        response: { 200: pageOf(supplierSummarySchema), ...errors },
      },
    },
    ({ params, query, body }) => service.suppliersInCategory(params.id, body, query.paging),
  );

  // ---- Supplier products ------------------------------------------------------------------------
  app.get(
    '/supplierproducts/catalog',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Filtered, sorted, paged listing of published supplier products',
        description:
          'Property filters as `filters[0].propertyId=12&filters[0].value=10&filters[0].measurementUnitId=3`; ' +
          'a lone value matches within ±1%, value + maxValue is an inclusive range; option filters use ' +
          '`filters[1].options[]=cast_iron`, yes/no filters `filters[2].bool=true`.',
        querystring: catalogQuerySchema,
        response: { 200: productPageSchema, ...errors },
      },
    },
    ({ query }) => service.listProducts(query),
  );
  app.get(
    '/supplierproducts/byproduct',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Every supplier offer of one base product',
        querystring: byProductQuerySchema,
        response: { 200: productPageSchema, ...errors },
      },
    },
    ({ query }) => service.listByBaseProduct(query),
  );
  app.get(
    '/supplierproducts/:id/catalog',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One supplier product with properties, supplier card, breadcrumb and catalog file',
        params: idParamSchema,
        querystring: z.object({ visit: z.enum(['true', 'false']).optional() }),
        response: { 200: productDetailSchema, ...errors },
      },
    },
    ({ params, query }) => service.getProduct(params.id, { countVisit: query.visit === 'true' }),
  );
  app.get(
    '/supplierproducts/:id/related',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products related to one: same base product first, then the same category',
        params: idParamSchema,
        querystring: relatedQuerySchema,
        response: { 200: z.array(productSummarySchema), ...errors },
      },
    },
    ({ params, query }) => service.listRelated(params.id, query.limit),
  );
  app.get(
    '/baseproducts/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A base product (the generic item) with its typical property values and offer count',
        params: idParamSchema,
        response: { 200: baseProductSchema, ...errors },
      },
    },
    ({ params }) => service.getBaseProduct(params.id),
  );
};
