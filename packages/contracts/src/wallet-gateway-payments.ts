// The wallet's online payments through a gateway: starting, verifying the return, the sandbox bank,
// staff's list and reconciliation.
import './zod-config';
import { z } from 'zod';
import { rialsSchema } from './money';
import { bodyIdSchema, idSchema, pagingQuerySchema } from './paging';
import { gatewayCodeSchema, paymentSchema, paymentStatusSchema } from './wallet-payments';

export const payableRefSchema = z.object({ payableId: bodyIdSchema });
export const onlinePaymentRequestSchema = payableRefSchema.extend({ gateway: gatewayCodeSchema });
export const retryRequestSchema = z.object({ paymentId: bodyIdSchema, gateway: gatewayCodeSchema.optional() });
export const paymentIdQuerySchema = z.object({ paymentId: idSchema });

/** What the return page sends after the gateway: its parameters, checked with the gateway before anything. */
export const verifySchema = z.object({
  gateway: gatewayCodeSchema,
  authority: z.string().trim().min(1).max(100),
  status: z.string().trim().max(20).optional().describe('The gateway’s own status parameter (OK / NOK)'),
});
export const verifyResultSchema = z
  .object({
    status: paymentStatusSchema,
    amountRials: rialsSchema,
    title: z.string(),
    referenceId: z.string().nullable(),
    message: z.string().describe('Persian sentence for the return page'),
    paymentId: z.number().int(),
  })
  .meta({ id: 'PaymentVerification' });
export type VerifyResult = z.infer<typeof verifyResultSchema>;

export const sandboxPaymentSchema = z
  .object({
    authority: z.string(),
    amountRials: rialsSchema,
    description: z.string(),
    state: z.enum(['pending', 'paid', 'cancelled']),
    callbackUrl: z.string(),
  })
  .meta({ id: 'SandboxPayment' });
export const sandboxCompleteSchema = z.object({
  authority: z.string().trim().min(1).max(100),
  outcome: z.enum(['paid', 'cancelled']),
});

export const staffPaymentsQuerySchema = pagingQuerySchema.extend({ status: paymentStatusSchema.optional() });
export const staffPaymentSchema = paymentSchema.extend({ userId: z.number().int(), userPhone: z.string() });
export const reconcileResultSchema = z
  .object({
    checked: z.number().int(),
    paid: z.number().int(),
    failed: z.number().int().describe('Refused for good by the gateway (its final word)'),
    expired: z.number().int().describe('Past their time at the gateway, never paid'),
    pending: z.number().int().describe('Not paid yet and still within their time: asked again later'),
  })
  .meta({ id: 'ReconcileResult' });
