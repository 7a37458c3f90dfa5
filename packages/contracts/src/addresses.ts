// Delivery address contract (/profile/address).
import './zod-config';
import { z } from 'zod';
import { idParamSchema } from './categories';
import { sharedBySchema, sharingInputSchema, sharingStateSchema } from './company-sharing';
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
  /** «مشترک با شرکت» (decision 058): shares it with the author's buyer company; omitted on edit: unchanged. */
  sharedWithCompany: z.boolean().optional(),
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
    /** Shared with the author's buyer company, which they still belong to (decision 058). */
    sharedWithCompany: z.boolean(),
  })
  .meta({ id: 'DeliveryAddress' });
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** An address a member shared with the company, as every member sees it (`isSelected` is the caller's own). */
export const sharedDeliveryAddressSchema = deliveryAddressSchema
  .extend({ sharedBy: sharedBySchema })
  .meta({ id: 'SharedDeliveryAddress' });
export type SharedDeliveryAddress = z.infer<typeof sharedDeliveryAddressSchema>;

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
  /** The addresses members of the caller's buyer company shared with it, theirs included; [] outside a company. */
  company: defineEndpoint({
    method: 'GET',
    path: '/deliveryaddresses/company',
    summary: 'Addresses shared with the caller’s buyer company («مشترک با شرکت»), each with who shared it',
    tags,
    access: 'user',
    responses: { 200: z.array(sharedDeliveryAddressSchema), ...errors },
  }),
  /**
   * Shares the author's address with their company, or unshares it; the company's owner may unshare any address
   * shared with it. 409 `COMPANIES_SHARING_NO_COMPANY` outside a company, 403 for another member's.
   */
  sharing: defineEndpoint({
    method: 'PUT',
    path: '/deliveryaddresses/:id/sharing',
    summary: 'Share an address with the company, or stop sharing it',
    tags,
    ...owned,
    body: sharingInputSchema,
    responses: { 200: sharingStateSchema, ...errors, 409: problemSchema },
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
