// Delivery address contract (/profile/address).
import './zod-config';
import { z } from 'zod';
import { idParamSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { bodyIdSchema } from './paging';
import { problemSchema } from './problem';

// No schema-wide `error` on z.string(): it would name every failure of the field (a text too long too)
// 'required'. A missing value is reported as required anyway (validation-messages.ts describeIssue).
const text = (max: number) => z.string().trim().min(1, { error: 'required' }).max(max);

export const deliveryAddressInputSchema = z.object({
  title: text(60),
  receiverName: text(80),
  receiverMobile: text(32).describe('Any spelling of an Iranian mobile number'),
  provinceId: bodyIdSchema,
  cityId: bodyIdSchema,
  postalCode: text(16).describe('10 digits, Persian digits accepted'),
  addressLine: text(300),
  latitude: z.number().min(24).max(40.5).nullable().optional(),
  longitude: z.number().min(44).max(63.5).nullable().optional(),
});
export type DeliveryAddressInput = z.input<typeof deliveryAddressInputSchema>;

export const deliveryAddressSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    receiverName: z.string(),
    receiverMobile: z.string(),
    province: z.object({ id: z.number().int(), name: z.string() }),
    city: z.object({ id: z.number().int(), name: z.string() }),
    postalCode: z.string(),
    addressLine: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    isSelected: z.boolean(),
  })
  .meta({ id: 'DeliveryAddress' });
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

const tags = ['addresses'] as const;
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const owned = { access: 'owner', object: 'deliveryAddress', params: idParamSchema } as const;

export const addressesEndpoints = {
  /** The signed-in user's addresses, the selected default first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/deliveryaddresses',
    summary: 'The signed-in user’s addresses, default first',
    tags,
    access: 'user',
    responses: { 200: z.array(deliveryAddressSchema), ...errors },
  }),
  /** 404 (ApiError) while the user has no address. */
  getDefault: defineEndpoint({
    method: 'GET',
    path: '/deliveryaddresses/default',
    summary: 'The selected default address',
    tags,
    access: 'user',
    responses: { 200: deliveryAddressSchema, ...errors },
  }),
  /** The first address becomes the default. 400 field errors (`body.receiverMobile`, `body.postalCode`, `body.cityId`…), 409 past the cap. */
  create: defineEndpoint({
    method: 'POST',
    path: '/deliveryaddresses',
    summary: 'Add an address (the first one becomes the default)',
    tags,
    access: 'user',
    body: deliveryAddressInputSchema,
    responses: { 201: deliveryAddressSchema, ...errors, 409: problemSchema },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/deliveryaddresses/:id',
    summary: 'Edit an address',
    tags,
    ...owned,
    body: deliveryAddressInputSchema,
    responses: { 200: deliveryAddressSchema, ...errors },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/deliveryaddresses/:id',
    summary: 'Delete an address',
    tags,
    ...owned,
    responses: { 204: z.undefined(), ...errors },
  }),
  /** Makes it the one selected default. */
  select: defineEndpoint({
    method: 'POST',
    path: '/deliveryaddresses/:id/selected',
    summary: 'Make an address the selected default',
    tags,
    ...owned,
    responses: { 200: deliveryAddressSchema, ...errors },
  }),
};
