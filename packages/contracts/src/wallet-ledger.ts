// The wallet's ledger: entries, their query, the balance, top-ups and staff adjustments.
import './zod-config';
import { z } from 'zod';
import { rialsSchema } from './money';
import { pagingQuerySchema } from './paging';
import {
  ADJUSTMENT_MAX_RIALS,
  gatewayCodeSchema,
  TOPUP_MAX_RIALS,
  TOPUP_MIN_RIALS,
  walletTransactionKindSchema,
} from './wallet-payments';

export const walletEntrySchema = z
  .object({
    id: z.number().int(),
    transactionId: z.number().int(),
    kind: walletTransactionKindSchema,
    /** Signed: positive credits the wallet, negative debits it. */
    amountRials: z.number().int(),
    balanceAfterRials: rialsSchema,
    description: z.string(),
    paymentId: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WalletEntry' });
export type WalletEntry = z.infer<typeof walletEntrySchema>;

const jalaliDateQuery = z
  .string()
  .trim()
  .max(20)
  .optional()
  .describe('Jalali date, e.g. 1405/09/04 (Persian or Latin digits)');
export const walletTransactionsQuerySchema = pagingQuerySchema.extend({
  kind: walletTransactionKindSchema.optional(),
  from: jalaliDateQuery,
  to: jalaliDateQuery,
});

export const balanceSchema = z.object({ balanceRials: rialsSchema }).meta({ id: 'WalletBalance' });

export const chargeSchema = z.object({
  amountRials: z.number({ error: 'number' }).int({ error: 'integer' }).min(TOPUP_MIN_RIALS).max(TOPUP_MAX_RIALS),
  gateway: gatewayCodeSchema,
});
export type ChargeInput = z.input<typeof chargeSchema>;

export const chargeByUserSchema = z.object({
  phoneNumber: z.string().trim().min(1, { error: 'required' }).max(20),
  direction: z.enum(['credit', 'debit'], { error: 'oneOf' }),
  amountRials: z.number({ error: 'number' }).int({ error: 'integer' }).min(1).max(ADJUSTMENT_MAX_RIALS),
  reason: z.string().trim().min(5, { error: 'tooShort' }).max(500),
});
export type ChargeByUserInput = z.input<typeof chargeByUserSchema>;

export const adjustmentResultSchema = z
  .object({ transactionId: z.number().int(), userId: z.number().int(), balanceRials: rialsSchema })
  .meta({ id: 'WalletAdjustment' });
