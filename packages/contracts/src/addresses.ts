// Delivery address contract (/profile/address).
import { z } from 'zod';

const text = (max: number) => z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max);

export const deliveryAddressInputSchema = z.object({
  title: text(60),
  receiverName: text(80),
  receiverMobile: text(32).describe('Any spelling of an Iranian mobile number'),
  provinceId: z.number({ error: 'number' }).int().positive(),
  cityId: z.number({ error: 'number' }).int().positive(),
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
