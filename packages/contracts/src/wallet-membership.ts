// Membership plans, a merchant's membership and what it pays (payables).
import './zod-config';
import { z } from 'zod';
import { memberRoleSchema } from './identity';
import { MAX_RIALS, rialsSchema } from './money';
import { bodyIdSchema, idSchema } from './paging';
import { payableKindSchema, payableStatusSchema } from './wallet-payments';

// Membership plans.
export const membershipPlanSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    priceRials: rialsSchema,
    periodDays: z.number().int(),
    requestsPerMonth: z.number().int().describe('Trade requests a supplier on this plan may answer per month'),
    feePerRequestRials: rialsSchema,
    /** Secure payment (decision 039): the share of a released order kept as commission, in basis points. */
    commissionBasisPoints: z.number().int().describe('Commission on released orders, in hundredths of a percent'),
    commissionMinRials: rialsSchema.describe('The least commission of one released order'),
    isBase: z.boolean(),
  })
  .meta({ id: 'MembershipPlan' });
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;

export const membershipPlanInputSchema = z.object({
  name: z.string().trim().min(2, { error: 'tooShort' }).max(100),
  description: z.string().trim().max(1000).default(''),
  priceRials: z.number({ error: 'number' }).int({ error: 'integer' }).min(0).max(MAX_RIALS),
  periodDays: z.number({ error: 'number' }).int({ error: 'integer' }).min(1).max(3660),
  requestsPerMonth: z.number({ error: 'number' }).int({ error: 'integer' }).min(0).max(100_000),
  feePerRequestRials: z.number({ error: 'number' }).int({ error: 'integer' }).min(0).max(MAX_RIALS),
  commissionBasisPoints: z.number({ error: 'number' }).int({ error: 'integer' }).min(0).max(5000).default(300),
  commissionMinRials: z.number({ error: 'number' }).int({ error: 'integer' }).min(0).max(MAX_RIALS).default(0),
});
export type MembershipPlanInput = z.input<typeof membershipPlanInputSchema>;

export const merchantQuerySchema = z.object({ merchantId: idSchema });
export const currentMembershipSchema = z
  .object({
    merchantId: z.number().int(),
    plan: membershipPlanSchema,
    startedAt: z.string().nullable(),
    expiresAt: z.string().nullable().describe('null on the free base plan, which does not expire'),
  })
  .meta({ id: 'CurrentMembership' });
export type CurrentMembership = z.infer<typeof currentMembershipSchema>;
export const myMembershipSchema = currentMembershipSchema
  .extend({ merchantName: z.string(), role: memberRoleSchema })
  .meta({ id: 'MyMembership' });
export type MyMembership = z.infer<typeof myMembershipSchema>;
export const buyPlanSchema = z.object({ merchantId: bodyIdSchema, planId: bodyIdSchema });
export const payableSchema = z
  .object({
    id: z.number().int(),
    kind: payableKindSchema,
    title: z.string(),
    amountRials: rialsSchema,
    status: payableStatusSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'Payable' });
export type Payable = z.infer<typeof payableSchema>;
