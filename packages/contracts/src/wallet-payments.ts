// The wallet's payments: limits, idempotency keys, gateways, statuses, what is payable and a payment.
import './zod-config';
import { z } from 'zod';
import { rialsSchema } from './money';

/** Top-ups: at least 10,000 tomans, at most 500,000,000 tomans in one payment (Rials here). */
export const TOPUP_MIN_RIALS = 100_000;
export const TOPUP_MAX_RIALS = 5_000_000_000;
/** Preset top-up amounts the wallet page offers (Rials). */
export const TOPUP_PRESETS_RIALS = [1_000_000, 5_000_000, 10_000_000, 50_000_000] as const;
/** A staff adjustment is bounded too: a slip of the finger must not create a fortune. */
export const ADJUSTMENT_MAX_RIALS = 10_000_000_000;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** What an idempotency key may be: 8 to 100 characters of a UUID-like alphabet. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'idempotencyKey' })
  .describe('A key the caller makes once per intended money movement (a UUID): a repeat returns the first answer');
export const moneyHeadersSchema = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema });

export const GATEWAY_CODES = ['sandbox', 'zarinpal'] as const;
export const gatewayCodeSchema = z.enum(GATEWAY_CODES, { error: 'oneOf' }).meta({ id: 'GatewayCode' });
export type GatewayCode = z.infer<typeof gatewayCodeSchema>;

export const gatewaySchema = z
  .object({
    code: gatewayCodeSchema,
    name: z.string().describe('Persian name shown to the payer'),
    logoUrl: z.string(),
    /** The built-in sandbox: a page of this site that looks like a bank page; no real money moves. */
    sandbox: z.boolean(),
  })
  .meta({ id: 'Gateway' });
export type Gateway = z.infer<typeof gatewaySchema>;

export const PAYMENT_STATUSES = ['created', 'redirected', 'paid', 'failed', 'cancelled', 'expired'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES).meta({ id: 'PaymentStatus' });
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  created: 'ایجاد شده',
  redirected: 'در انتظار پرداخت',
  paid: 'پرداخت شده',
  failed: 'ناموفق',
  cancelled: 'لغو شده',
  expired: 'منقضی شده',
};

export const PAYABLE_STATUSES = ['open', 'paid', 'cancelled'] as const;
export const payableStatusSchema = z.enum(PAYABLE_STATUSES);
export const PAYMENT_METHODS = ['wallet', 'gateway'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const PAYABLE_KINDS = ['wallet_topup', 'membership_plan', 'trade_request_fee', 'trade_order'] as const;
export const payableKindSchema = z.enum(PAYABLE_KINDS).meta({ id: 'PayableKind' });
export type PayableKind = z.infer<typeof payableKindSchema>;
export const PAYABLE_KIND_LABELS: Record<PayableKind, string> = {
  wallet_topup: 'افزایش موجودی کیف پول',
  membership_plan: 'خرید طرح عضویت',
  trade_request_fee: 'کارمزد درخواست خرید',
  trade_order: 'پرداخت امن سفارش',
};

export const WALLET_TRANSACTION_KINDS = [
  'topup',
  'payment',
  'staff_credit',
  'staff_debit',
  'overpayment',
  'escrow_release',
  'escrow_refund',
  // Payouts (decision 038): receivable → in transit, in transit → paid out, in transit → back to the receivable.
  'payout_requested',
  'payout_paid',
  'payout_returned',
  // Buyer companies (decision 044): a member moves money from their wallet to the company's.
  'company_deposit',
] as const;
export const walletTransactionKindSchema = z.enum(WALLET_TRANSACTION_KINDS).meta({ id: 'WalletTransactionKind' });
export type WalletTransactionKind = z.infer<typeof walletTransactionKindSchema>;
export const WALLET_TRANSACTION_KIND_LABELS: Record<WalletTransactionKind, string> = {
  topup: 'افزایش موجودی',
  payment: 'پرداخت',
  staff_credit: 'واریز پشتیبانی',
  staff_debit: 'برداشت پشتیبانی',
  overpayment: 'بازگشت وجه پرداخت تکراری',
  escrow_release: 'آزادسازی وجه سفارش',
  escrow_refund: 'بازگشت وجه سفارش',
  payout_requested: 'درخواست برداشت به حساب بانکی',
  payout_paid: 'واریز به حساب بانکی',
  payout_returned: 'بازگشت برداشت ناموفق',
  company_deposit: 'واریز به کیف پول شرکت',
};

export const paymentSchema = z
  .object({
    id: z.number().int(),
    status: paymentStatusSchema,
    method: paymentMethodSchema,
    gateway: gatewayCodeSchema.nullable(),
    amountRials: rialsSchema,
    payableId: z.number().int(),
    payableKind: payableKindSchema,
    title: z.string().describe('What is paid for, in Persian'),
    /** The gateway's reference number once paid (shown to the payer as «شماره پیگیری»). */
    referenceId: z.string().nullable(),
    failureReason: z.string().nullable().describe('Persian explanation when the payment failed or is pending'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

export const paymentStartSchema = z
  .object({
    payment: paymentSchema,
    /** Where to send the browser: the gateway's page (or the sandbox page of this site). */
    redirectUrl: z.string(),
  })
  .meta({ id: 'PaymentStart' });
export type PaymentStart = z.infer<typeof paymentStartSchema>;
