// Delivery address calls (spec section 7): list, default, create, update, delete, select as default.
import { deliveryAddressInputSchema, deliveryAddressSchema } from '@bazaar/contracts/addresses';
import { idParamSchema } from '@bazaar/contracts/categories';
import { problemSchema } from '@bazaar/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import type { AddressesService } from './addresses.service.js';

const tags = ['addresses'];
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

export const addressesRoutes: FastifyPluginAsyncZod<{ service: AddressesService }> = async (app, { service }) => {
  app.get(
    '/deliveryaddresses',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s addresses, default first',
        response: { 200: z.array(deliveryAddressSchema), ...errors },
      },
    },
    (request) => service.list(requireUser(request).sub),
  );
  app.get(
    '/deliveryaddresses/default',
    { schema: { tags, summary: 'The selected default address', response: { 200: deliveryAddressSchema, ...errors } } },
    (request) => service.getDefault(requireUser(request).sub),
  );
  app.post(
    '/deliveryaddresses',
    {
      schema: {
        tags,
        summary: 'Add an address (the first one becomes the default)',
        body: deliveryAddressInputSchema,
        response: { 201: deliveryAddressSchema, ...errors, 409: problemSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(requireUser(request).sub, request.body)),
  );
  app.put(
    '/deliveryaddresses/:id',
    {
      schema: {
        tags,
        summary: 'Edit an address',
        params: idParamSchema,
        body: deliveryAddressInputSchema,
        response: { 200: deliveryAddressSchema, ...errors },
      },
    },
    (request) => service.update(requireUser(request).sub, request.params.id, request.body),
  );
  app.delete(
    '/deliveryaddresses/:id',
    {
      schema: {
        tags,
        summary: 'Delete an address',
        params: idParamSchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(requireUser(request).sub, request.params.id);
      return reply.code(204).send();
    },
  );
  app.post(
    '/deliveryaddresses/:id/selected',
    {
      schema: {
        tags,
        summary: 'Make an address the selected default',
        params: idParamSchema,
        response: { 200: deliveryAddressSchema, ...errors },
      },
    },
    (request) => service.select(requireUser(request).sub, request.params.id),
  );
};
