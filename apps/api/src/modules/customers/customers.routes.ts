// Customer calls: staff list and create customers (admin only); a buyer completes registration; a
// merchant owner manages the merchant's agents; person addresses are the person's own delivery addresses.
import { deliveryAddressInputSchema, deliveryAddressSchema } from '@bazaar/contracts/addresses';
import { idParamSchema } from '@bazaar/contracts/categories';
import { pageOf, pagingQuerySchema, searchTextSchema } from '@bazaar/contracts/paging';
import { problemSchema } from '@bazaar/contracts/problem';
import { normalizeForSearch, normalizePersian } from '@bazaar/fa/normalize';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../plugins/auth.js';
import { AppError, fieldError, notFound } from '../../shared/app-error.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import type { CustomersRepo } from './customers.repo.js';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const customerSchema = z
  .object({
    id: z.number().int(),
    phone: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    roles: z.array(z.string()),
  })
  .meta({ id: 'Customer' });
const agentSchema = z.object({
  userId: z.number().int(),
  phone: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(['owner', 'agent']),
});
const namesSchema = z.object({
  firstName: z.string().trim().min(1).max(50),
  lastName: z.string().trim().min(1).max(50),
});

export const customersRoutes: FastifyPluginAsyncZod<{ repo: CustomersRepo; addresses: AddressesService }> = async (
  app,
  { repo, addresses },
) => {
  const phoneOf = (input: string, field: string) => {
    const phone = normalizeIranianMobile(input);
    if (!phone) throw fieldError(field, 'pattern', 'شماره موبایل معتبر نیست.');
    return phone;
  };
  async function ownerMerchant(request: FastifyRequest) {
    const { sub } = requireUser(request);
    const merchantId = await repo.ownedMerchantId(sub);
    if (!merchantId)
      throw new AppError('FORBIDDEN', { detail: 'فقط مالک حساب تأمین‌کننده می‌تواند نمایندگان را مدیریت کند.' });
    return merchantId;
  }
  /** A person's addresses are their own; staff may read them too, never change them. */
  function requireSelf(request: FastifyRequest, personId: number, write: boolean) {
    const session = requireUser(request);
    if (session.sub === personId) return session.sub;
    if (!write && session.roles.includes('admin')) return personId;
    throw new AppError('FORBIDDEN');
  }

  app.get(
    '/customers',
    {
      schema: {
        tags: ['customers'],
        summary: 'Customers (admin only)',
        querystring: pagingQuerySchema.extend({ q: searchTextSchema.optional() }),
        response: { 200: pageOf(customerSchema), ...errors },
      },
    },
    (request) => {
      requireRole(request, 'admin');
      const { query } = request;
      const term = query.q ? normalizeForSearch(query.q) : '';
      return repo.listCustomers(term ? `%${term}%` : undefined, query.page, query.pageSize);
    },
  );
  app.post(
    '/customers/personcustomer',
    {
      schema: {
        tags: ['customers'],
        summary: 'Create (or name) a person customer by mobile number (admin only)',
        body: namesSchema.extend({ phoneNumber: z.string().max(32) }),
        response: { 201: customerSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireRole(request, 'admin');
      const phone = phoneOf(request.body.phoneNumber, 'body.phoneNumber');
      const row = await repo.upsertCustomer(phone, {
        firstName: normalizePersian(request.body.firstName),
        lastName: normalizePersian(request.body.lastName),
      });
      return reply.code(201).send(row);
    },
  );
  app.post(
    '/buyers',
    {
      schema: {
        tags: ['customers'],
        summary: 'Register the signed-in user as a named buyer',
        body: namesSchema,
        response: { 201: customerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { sub } = requireUser(request);
      const phone = await repo.phoneOf(sub);
      if (!phone) throw new AppError('UNAUTHORIZED');
      const row = await repo.upsertCustomer(phone, {
        firstName: normalizePersian(request.body.firstName),
        lastName: normalizePersian(request.body.lastName),
      });
      return reply.code(201).send(row);
    },
  );

  app.get(
    '/customers/profile/merchant-agents',
    {
      schema: {
        tags: ['customers'],
        summary: 'Agents of the merchant the signed-in user owns',
        response: { 200: z.array(agentSchema), ...errors },
      },
    },
    async (request) => repo.listAgents(await ownerMerchant(request)),
  );
  app.post(
    '/customers/profile/merchant-agents',
    {
      schema: {
        tags: ['customers'],
        summary: 'Add an agent by mobile number',
        body: z.object({ phoneNumber: z.string().max(32) }),
        response: { 201: z.array(agentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const merchantId = await ownerMerchant(request);
      await repo.addAgent(merchantId, phoneOf(request.body.phoneNumber, 'body.phoneNumber'));
      return reply.code(201).send(await repo.listAgents(merchantId));
    },
  );
  app.put(
    '/customers/profile/merchant-agents',
    {
      schema: {
        tags: ['customers'],
        summary: 'Replace an agent (remove one, add another)',
        body: z.object({ userId: z.number().int(), phoneNumber: z.string().max(32) }),
        response: { 200: z.array(agentSchema), ...errors },
      },
    },
    async (request) => {
      const merchantId = await ownerMerchant(request);
      const phone = phoneOf(request.body.phoneNumber, 'body.phoneNumber');
      if (!(await repo.removeAgent(merchantId, request.body.userId))) throw notFound('نماینده مورد نظر یافت نشد.');
      await repo.addAgent(merchantId, phone);
      return repo.listAgents(merchantId);
    },
  );
  app.delete(
    '/customers/profile/merchant-agents',
    {
      schema: {
        tags: ['customers'],
        summary: 'Remove an agent',
        body: z.object({ userId: z.number().int() }),
        response: { 200: z.array(agentSchema), ...errors },
      },
    },
    async (request) => {
      const merchantId = await ownerMerchant(request);
      if (!(await repo.removeAgent(merchantId, request.body.userId))) throw notFound('نماینده مورد نظر یافت نشد.');
      return repo.listAgents(merchantId);
    },
  );

  app.get(
    '/persons/:id/addresses',
    {
      schema: {
        tags: ['customers'],
        summary: 'A person’s addresses (the person, or staff read-only)',
        params: idParamSchema,
        response: { 200: z.array(deliveryAddressSchema), ...errors },
      },
    },
    (request) => addresses.list(requireSelf(request, request.params.id, false)),
  );
  app.post(
    '/persons/:id/addresses',
    {
      schema: {
        tags: ['customers'],
        summary: 'Add an address for oneself',
        params: idParamSchema,
        body: deliveryAddressInputSchema,
        response: { 201: deliveryAddressSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addresses.create(requireSelf(request, request.params.id, true), request.body)),
  );
  app.put(
    '/persons/:id/addresses',
    {
      schema: {
        tags: ['customers'],
        summary: 'Edit one of one’s addresses (address id in the body)',
        params: idParamSchema,
        body: deliveryAddressInputSchema.extend({ addressId: z.number().int().positive() }),
        response: { 200: deliveryAddressSchema, ...errors },
      },
    },
    (request) => {
      const { addressId, ...input } = request.body;
      return addresses.update(requireSelf(request, request.params.id, true), addressId, input);
    },
  );
  app.delete(
    '/persons/:id/addresses',
    {
      schema: {
        tags: ['customers'],
        summary: 'Delete one of one’s addresses (address id in the body)',
        params: idParamSchema,
        body: z.object({ addressId: z.number().int().positive() }),
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await addresses.remove(requireSelf(request, request.params.id, true), request.body.addressId);
      return reply.code(204).send();
    },
  );
};
