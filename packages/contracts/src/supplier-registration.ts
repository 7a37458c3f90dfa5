// The supplier workspace: a merchant's registration and staff's queue of registrations (spec section 6).
import './zod-config';
import { z } from 'zod';
import { categoryTypeSchema } from './categories';
import { fileIdSchema } from './identity';
import { bodyIdSchema, pagingQuerySchema } from './paging';
import { verificationLevelSchema } from './suppliers';

export const text = (max: number) => z.string().trim().min(1, { error: 'required' }).max(max);
export const optionalText = (max: number) => z.string().trim().max(max).optional();

// ---- Registration ----------------------------------------------------------------------------------

export const merchantRegistrationBodySchema = z.object({
  name: text(80),
  categoryTypes: z.array(categoryTypeSchema).min(1, { error: 'notEmpty' }).max(8),
  provinceId: bodyIdSchema,
  cityId: bodyIdSchema,
  phone: text(32).describe('Landline with area code; Persian digits accepted'),
  mobile: text(32).describe('Any spelling of an Iranian mobile number'),
  email: z.email().max(120).optional(),
  address: optionalText(300),
  nationalId: text(16).describe('The company national id (شناسهٔ ملی), 11 digits'),
  documentFileIds: z.array(fileIdSchema).min(1, { error: 'notEmpty' }).max(6).describe('Files the caller uploaded'),
});
export type MerchantRegistrationBody = z.input<typeof merchantRegistrationBodySchema>;

export const REGISTRATION_STATES = ['pending', 'rejected', 'confirmed', 'suspended'] as const;
export const registrationStateSchema = z.enum(REGISTRATION_STATES);
export type RegistrationState = z.infer<typeof registrationStateSchema>;
export const REGISTRATION_STATE_LABELS: Record<RegistrationState, string> = {
  pending: 'در انتظار بررسی',
  rejected: 'رد شده',
  confirmed: 'تأییدشده',
  suspended: 'معلق',
};

const documentSchema = z.object({ fileId: z.string(), fileName: z.string(), mimeType: z.string() });

export const merchantRegistrationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    state: registrationStateSchema,
    rejectionReason: z.string().nullable(),
    verificationLevel: verificationLevelSchema,
    categoryTypes: z.array(categoryTypeSchema),
    provinceName: z.string().nullable(),
    cityName: z.string().nullable(),
    phone: z.string().nullable(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    nationalId: z.string().nullable(),
    documents: z.array(documentSchema),
    registeredAt: z.string().nullable().describe('ISO 8601'),
    owner: z.object({ userId: z.number().int(), phone: z.string() }).nullable(),
  })
  .meta({ id: 'MerchantRegistration' });
export type MerchantRegistration = z.infer<typeof merchantRegistrationSchema>;

export const confirmMerchantBodySchema = z.object({ verificationLevel: verificationLevelSchema });
export const rejectBodySchema = z.object({ reason: text(500) });
export const registrationQueueQuerySchema = pagingQuerySchema.extend({
  state: registrationStateSchema.default('pending'),
});
export const documentQuerySchema = z.object({ fileId: fileIdSchema });
