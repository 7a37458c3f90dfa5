// Typed delivery address calls (spec section 7): list, default, create, update, delete, select as default.
import { type DeliveryAddressInput, deliveryAddressSchema } from '@bazaar/contracts/addresses';
import { z } from 'zod';
import type { HttpClient } from './http';

const addressListSchema = z.array(deliveryAddressSchema);

export function createAddressesApi(http: HttpClient) {
  return {
    /** The signed-in user's addresses, the selected default first. */
    list: () => http.get('/deliveryaddresses', { parse: (data) => addressListSchema.parse(data) }),
    /** 404 (ApiError) while the user has no address. */
    getDefault: () => http.get('/deliveryaddresses/default', { parse: (data) => deliveryAddressSchema.parse(data) }),
    /** The first address becomes the default. 400 field errors (`body.receiverMobile`, `body.postalCode`, `body.cityId`…), 409 past the cap. */
    create: (input: DeliveryAddressInput) =>
      http.post('/deliveryaddresses', { body: input, parse: (data) => deliveryAddressSchema.parse(data) }),
    update: (id: number, input: DeliveryAddressInput) =>
      http.put(`/deliveryaddresses/${id}`, { body: input, parse: (data) => deliveryAddressSchema.parse(data) }),
    remove: (id: number): Promise<void> => http.delete(`/deliveryaddresses/${id}`).then(() => undefined),
    /** Makes it the one selected default. */
    select: (id: number) =>
      http.post(`/deliveryaddresses/${id}/selected`, { parse: (data) => deliveryAddressSchema.parse(data) }),
  };
}

export type AddressesApi = ReturnType<typeof createAddressesApi>;
