// Supplier and merchant calls of spec section 7: suppliers, merchants, delegations, sale settings, sale cities.
import { idParamSchema } from '@bazaar/contracts/categories';
import { pageOf } from '@bazaar/contracts/paging';
import { problemSchema } from '@bazaar/contracts/problem';
import {
  delegationSchema,
  delegationsQuerySchema,
  merchantBriefSchema,
  merchantIdQuerySchema,
  merchantsQuerySchema,
  nameCheckQuerySchema,
  nameCheckSchema,
  saleCitiesQuerySchema,
  saleCitiesSchema,
  saleSettingSchema,
  supplierDetailSchema,
  supplierSummarySchema,
  suppliersQuerySchema,
} from '@bazaar/contracts/suppliers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SuppliersService } from './suppliers.service.js';

const errors = { 400: problemSchema, 404: problemSchema };

export const suppliersRoutes: FastifyPluginAsyncZod<{ service: SuppliersService }> = async (app, { service }) => {
  app.get(
    '/suppliers',
    {
      schema: {
        tags: ['suppliers'],
        summary:
          'Confirmed suppliers: search, category type, category (with descendants), province, city, verified only',
        querystring: suppliersQuerySchema,
        response: { 200: pageOf(supplierSummarySchema), 400: problemSchema },
      },
    },
    ({ query }) => service.listSuppliers(query),
  );

  app.get(
    '/suppliers/:id',
    {
      schema: {
        tags: ['suppliers'],
        summary: 'One confirmed supplier with categories and sale settings',
        params: idParamSchema,
        response: { 200: supplierDetailSchema, ...errors },
      },
    },
    ({ params }) => service.getSupplier(params.id),
  );

  app.get(
    '/merchants',
    {
      schema: {
        tags: ['merchants'],
        summary: 'Brief list of confirmed merchants, by name or ids',
        querystring: merchantsQuerySchema,
        response: { 200: pageOf(merchantBriefSchema), 400: problemSchema },
      },
    },
    ({ query }) => service.listMerchants(query),
  );

  app.get(
    '/merchants/confirmed',
    {
      schema: {
        tags: ['merchants'],
        summary: 'Confirmed merchants for pickers and autocomplete',
        querystring: merchantsQuerySchema,
        response: { 200: pageOf(merchantBriefSchema), 400: problemSchema },
      },
    },
    ({ query }) => service.listMerchants(query),
  );

  app.get(
    '/merchants/is-valid-name',
    {
      schema: {
        tags: ['merchants'],
        summary: 'Whether a merchant name is valid, forbidden or already taken',
        querystring: nameCheckQuerySchema,
        response: { 200: nameCheckSchema, 400: problemSchema },
      },
    },
    ({ query }) => service.checkName(query.name),
  );

  app.get(
    '/merchantsalesetting',
    {
      schema: {
        tags: ['merchants'],
        summary: 'Sale settings of a merchant: minimum order, payment terms, delivery',
        querystring: merchantIdQuerySchema,
        response: { 200: saleSettingSchema, ...errors },
      },
    },
    ({ query }) => service.getSaleSetting(query.merchantId),
  );

  app.get(
    '/salecities',
    {
      schema: {
        tags: ['merchants'],
        summary: 'Cities a merchant sells to',
        querystring: saleCitiesQuerySchema,
        response: { 200: saleCitiesSchema, ...errors },
      },
    },
    ({ query }) => service.listSaleCities(query.merchantId, query.provinceId),
  );

  app.get(
    '/merchantdelegations',
    {
      schema: {
        tags: ['merchants'],
        summary: 'Delegations (representatives, agencies) of confirmed merchants',
        querystring: delegationsQuerySchema,
        response: { 200: pageOf(delegationSchema), ...errors },
      },
    },
    ({ query }) => service.listDelegations(query),
  );

  app.get(
    '/merchantdelegations/:id',
    {
      schema: {
        tags: ['merchants'],
        summary: 'One delegation',
        params: idParamSchema,
        response: { 200: delegationSchema, ...errors },
      },
    },
    ({ params }) => service.getDelegation(params.id),
  );
};
