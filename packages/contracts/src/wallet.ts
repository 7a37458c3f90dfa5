// Wallet, payments and membership plans (spec section 7, «Wallet and payment», «Membership»). Money is whole
// Rials (decision 015); every call that moves money takes an `Idempotency-Key` header (decision 018).
import './zod-config';
import { z } from 'zod';
import { idParamSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { memberRoleSchema } from './identity';
import { MAX_RIALS, rialsSchema } from './money';
import { bodyIdSchema, idSchema, pageOf, pagingQuerySchema } from './paging';
import { problemSchema } from './problem';

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

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const walletTags = ['wallet'] as const;
const paymentTags = ['payments'] as const;
const membershipTags = ['membership'] as const;

export const walletEndpoints = {
  transactions: defineEndpoint({
    method: 'GET',
    path: '/wallettransactions',
    summary: 'The signed-in user’s wallet transactions, newest first, with the balance after each',
    tags: walletTags,
    access: 'user',
    query: walletTransactionsQuerySchema,
    responses: { 200: pageOf(walletEntrySchema), ...errors },
  }),
  balance: defineEndpoint({
    method: 'GET',
    path: '/wallettransactions/credit/byuser',
    summary: 'The signed-in user’s wallet balance',
    tags: walletTags,
    access: 'user',
    responses: { 200: balanceSchema, ...errors },
  }),
  charge: defineEndpoint({
    method: 'POST',
    path: '/wallettransactions/charge',
    summary: 'Start a wallet top-up through a gateway; answers the address to send the browser to',
    tags: walletTags,
    access: 'user',
    headers: moneyHeadersSchema,
    body: chargeSchema,
    responses: { 201: paymentStartSchema, ...errors, 502: problemSchema, 503: problemSchema },
  }),
  chargeByUser: defineEndpoint({
    method: 'POST',
    path: '/wallettransactions/charge-by-user',
    summary: 'Staff: credit or debit a user’s wallet with a reason (audited)',
    tags: walletTags,
    access: 'staff',
    headers: moneyHeadersSchema,
    body: chargeByUserSchema,
    responses: { 201: adjustmentResultSchema, ...errors },
  }),
};

const ownPayable = { access: 'owner', object: 'payable' } as const;
const ownPayment = { access: 'owner', object: 'payment' } as const;

export const paymentsEndpoints = {
  gateways: defineEndpoint({
    method: 'GET',
    path: '/gateways',
    summary: 'Active payment gateways with Persian names and logos',
    tags: paymentTags,
    access: 'public',
    responses: { 200: z.array(gatewaySchema) },
  }),
  walletPay: defineEndpoint({
    method: 'POST',
    path: '/payments/wallet-pay',
    summary: 'Pay one of the user’s payables from the wallet',
    tags: paymentTags,
    ...ownPayable,
    headers: moneyHeadersSchema,
    body: payableRefSchema,
    responses: { 200: paymentSchema, ...errors },
  }),
  request: defineEndpoint({
    method: 'POST',
    path: '/onlinepayments/request',
    summary: 'Start paying a payable through a gateway; answers the address to send the browser to',
    tags: paymentTags,
    ...ownPayable,
    headers: moneyHeadersSchema,
    body: onlinePaymentRequestSchema,
    responses: { 201: paymentStartSchema, ...errors, 502: problemSchema, 503: problemSchema },
  }),
  byPaymentId: defineEndpoint({
    method: 'GET',
    path: '/onlinepayments/by-paymentid',
    summary: 'One of the user’s payments',
    tags: paymentTags,
    ...ownPayment,
    staffReads: true,
    query: paymentIdQuerySchema,
    responses: { 200: paymentSchema, ...errors },
  }),
  forRetry: defineEndpoint({
    method: 'GET',
    path: '/payments/for-retry-pay',
    summary: 'The user’s payments that can be retried or cancelled (failed, expired or still pending)',
    tags: paymentTags,
    access: 'user',
    responses: { 200: z.array(paymentSchema), ...errors },
  }),
  retry: defineEndpoint({
    method: 'POST',
    path: '/onlinepayments/retry-request',
    summary: 'Pay again, through a gateway, what a failed or expired payment was for',
    tags: paymentTags,
    ...ownPayment,
    headers: moneyHeadersSchema,
    body: retryRequestSchema,
    responses: { 201: paymentStartSchema, ...errors, 502: problemSchema, 503: problemSchema },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/payments/:id/cancel',
    summary: 'Cancel a payment that is not paid yet (and what it was for, when nothing else pays it)',
    tags: paymentTags,
    ...ownPayment,
    params: idParamSchema,
    responses: { 200: paymentSchema, ...errors },
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/onlinepayments/verify',
    summary: 'The gateway return page: verify with the gateway, then settle (at most once)',
    tags: paymentTags,
    access: 'public',
    body: verifySchema,
    responses: { 200: verifyResultSchema, ...errors },
  }),
  payables: defineEndpoint({
    method: 'GET',
    path: '/payables',
    summary: 'The user’s open payables (what is waiting to be paid)',
    tags: paymentTags,
    access: 'user',
    responses: { 200: z.array(payableSchema), ...errors },
  }),
  staffList: defineEndpoint({
    method: 'GET',
    path: '/payments',
    summary: 'Staff: payments by state',
    tags: paymentTags,
    access: 'staff',
    query: staffPaymentsQuerySchema,
    responses: { 200: pageOf(staffPaymentSchema), ...errors },
  }),
  reconcile: defineEndpoint({
    method: 'POST',
    path: '/payments/reconcile',
    summary: 'Staff: re-verify payments left waiting at a gateway now (the job does it every few minutes)',
    tags: paymentTags,
    access: 'staff',
    responses: { 200: reconcileResultSchema, ...errors },
  }),
  sandboxPayment: defineEndpoint({
    method: 'GET',
    path: '/gateways/sandbox/payment',
    summary: 'The sandbox gateway’s bank page data (development and demo only)',
    tags: paymentTags,
    access: 'public',
    query: z.object({ authority: z.string().trim().min(1).max(100) }),
    responses: { 200: sandboxPaymentSchema, 404: problemSchema },
  }),
  sandboxComplete: defineEndpoint({
    method: 'POST',
    path: '/gateways/sandbox/complete',
    summary: 'The sandbox bank page’s «pay» or «cancel» (development and demo only)',
    tags: paymentTags,
    access: 'public',
    body: sandboxCompleteSchema,
    responses: { 200: sandboxPaymentSchema, 404: problemSchema, 409: problemSchema },
  }),
};

export const membershipEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/membershipplans',
    summary: 'Membership plans on offer, the free base plan first',
    tags: membershipTags,
    access: 'public',
    responses: { 200: z.array(membershipPlanSchema) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/membershipplans',
    summary: 'Staff: create a membership plan (the free base plan is created automatically)',
    tags: membershipTags,
    access: 'staff',
    body: membershipPlanInputSchema,
    responses: { 201: membershipPlanSchema, ...errors },
  }),
  current: defineEndpoint({
    method: 'GET',
    path: '/membershipplans/current',
    summary: 'A supplier’s current plan and its expiry (owner and agents)',
    tags: membershipTags,
    access: 'agent',
    object: 'ownMerchant',
    staffReads: true,
    query: merchantQuerySchema,
    responses: { 200: currentMembershipSchema, ...errors },
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/membershipplans/mine',
    summary: 'The suppliers the signed-in person owns or represents, each with its current plan',
    tags: membershipTags,
    access: 'user',
    responses: { 200: z.array(myMembershipSchema), ...errors },
  }),
  buy: defineEndpoint({
    method: 'POST',
    path: '/membershipplans/buy',
    summary: 'The supplier’s owner buys or renews a plan: answers the payable to pay by wallet or gateway',
    tags: membershipTags,
    access: 'owner',
    object: 'ownMerchant',
    body: buyPlanSchema,
    responses: { 201: payableSchema, ...errors },
  }),
};
