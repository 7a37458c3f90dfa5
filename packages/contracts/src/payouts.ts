// Payouts (issue 30, points 6 and 7; docs/decisions/038-payouts.md): a merchant's bank accounts by شبا and its
// withdrawals from the receivable the ledger keeps for it; a person's own bank accounts and withdrawals from
// their wallet; and staff's view of payouts by state. Money is whole
// Rials (decision 015); a withdrawal takes an `Idempotency-Key` header like every call that moves money (018).
import './zod-config';
import { z } from 'zod';
import { idParamSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { otpSentSchema } from './identity';
import { MAX_RIALS, rialsSchema } from './money';
import { bodyIdSchema, pageOf, pagingQuerySchema } from './paging';
import { problemSchema } from './problem';
import { moneyHeadersSchema } from './wallet-payments';

export const PAYOUT_STATUSES = ['pending', 'sent', 'paid', 'failed'] as const;
export const payoutStatusSchema = z.enum(PAYOUT_STATUSES, { error: 'oneOf' }).meta({ id: 'PayoutStatus' });
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;
/** What each state means to the supplier, in Persian. */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: 'در صف واریز',
  sent: 'ارسال‌شده به بانک',
  paid: 'واریزشده',
  failed: 'ناموفق؛ به موجودی برگشت',
};

/** The payout providers: the built-in offline sandbox, and Jibit's transferor (a real bank-transfer API). */
export const PAYOUT_PROVIDERS = ['sandbox', 'jibit'] as const;
export const payoutProviderSchema = z.enum(PAYOUT_PROVIDERS);
export type PayoutProvider = z.infer<typeof payoutProviderSchema>;

export const bankAccountSchema = z
  .object({
    id: z.number().int(),
    /** Whose account: a merchant's (userId null) or a person's own (merchantId null). */
    merchantId: z.number().int().nullable(),
    userId: z.number().int().nullable(),
    /** «IR» and 24 digits. */
    sheba: z.string(),
    bankCode: z.string(),
    bankName: z.string(),
    holderName: z.string(),
    /**
     * A merchant account's holder against the company's registered name by the شبا inquiry (decision 051): null
     * not asked (or a person's own account), matched, or mismatch — then no payout goes to it.
     */
    holderCheck: z.enum(['matched', 'mismatch']).nullable(),
    /** Beside a mismatch: what the bank said, and how the supplier resolves it, in Persian. */
    holderProblem: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'BankAccount' });
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** A شبا as typed: Persian digits, spaces and dashes are read; the API checks it and names the problem. */
export const bankAccountBodySchema = z.object({
  sheba: z.string().trim().min(1).max(64),
  holderName: z.string().trim().min(3).max(120),
  /** The one-time code just texted to the caller (POST …/bank-accounts/code). */
  code: z.string().trim().min(1).max(12),
  /** Changing an account: the one this replaces, which is archived in the same step. */
  replacesBankAccountId: bodyIdSchema.optional(),
});
export type BankAccountBody = z.infer<typeof bankAccountBodySchema>;

export const withdrawalBodySchema = z.object({
  bankAccountId: bodyIdSchema,
  amountRials: rialsSchema.min(1).max(MAX_RIALS),
});
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;

export const withdrawalSchema = z
  .object({
    id: z.number().int(),
    /** Whose money: a merchant's receivable (userId null) or a person's wallet (merchantId null). */
    merchantId: z.number().int().nullable(),
    userId: z.number().int().nullable(),
    amountRials: rialsSchema,
    status: payoutStatusSchema,
    bankAccount: bankAccountSchema.pick({ id: true, sheba: true, bankName: true, holderName: true }),
    provider: payoutProviderSchema.nullable(),
    /** The bank's tracking number once paid. */
    bankReference: z.string().nullable(),
    failureReason: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    settledAt: z.string().nullable(),
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** merchantName is null for a person's withdrawal from their wallet. */
export const staffPayoutSchema = withdrawalSchema
  .extend({ merchantName: z.string().nullable() })
  .meta({ id: 'StaffPayout' });
export type StaffPayout = z.infer<typeof staffPayoutSchema>;

export const payoutSummarySchema = z
  .object({
    /** What the merchant may withdraw now: its receivable in the ledger. */
    receivableRials: rialsSchema,
    /** Withdrawn and not yet confirmed by the bank (pending and sent). */
    inTransitRials: rialsSchema,
    paidOutRials: rialsSchema,
    minRials: rialsSchema,
    dailyCapRials: rialsSchema,
    /** Withdrawn today (Tehran's day), failed ones excluded; the cap less this is what today still allows. */
    withdrawnTodayRials: rialsSchema,
    /** Whether the caller may add accounts and withdraw (the merchant's owner), or only read. */
    canManage: z.boolean(),
  })
  .meta({ id: 'PayoutSummary' });
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;

/** A person's withdrawals from their wallet: what they may withdraw now and the same limits as a merchant's. */
export const personPayoutSummarySchema = payoutSummarySchema
  .omit({ receivableRials: true, canManage: true })
  .extend({ walletRials: rialsSchema })
  .meta({ id: 'PersonPayoutSummary' });
export type PersonPayoutSummary = z.infer<typeof personPayoutSummarySchema>;

export const withdrawalsQuerySchema = pagingQuerySchema.extend({ status: payoutStatusSchema.optional() });
export const staffPayoutsQuerySchema = withdrawalsQuerySchema;

export const payoutRunResultSchema = z
  .object({ sent: z.number().int(), paid: z.number().int(), failed: z.number().int(), waiting: z.number().int() })
  .meta({ id: 'PayoutRunResult' });
export type PayoutRunResult = z.infer<typeof payoutRunResultSchema>;

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  422: problemSchema,
};
const tags = ['payouts'] as const;
const merchants = { object: 'ownMerchant', params: idParamSchema } as const;
/** A person's own payouts: the path names the signed-in person; anyone else's id is 404. */
const person = { access: 'owner', object: 'person', params: idParamSchema } as const;

export const payoutsEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/merchants/:id/payouts/summary',
    summary: 'The merchant’s receivable, money in transit and paid out, and the withdrawal limits',
    tags,
    access: 'agent',
    ...merchants,
    responses: { 200: payoutSummarySchema, ...errors },
  }),
  bankAccounts: defineEndpoint({
    method: 'GET',
    path: '/merchants/:id/bank-accounts',
    summary: 'The merchant’s bank accounts (شبا) that withdrawals may be paid to',
    tags,
    access: 'agent',
    ...merchants,
    responses: { 200: z.array(bankAccountSchema), ...errors },
  }),
  sendCode: defineEndpoint({
    method: 'POST',
    path: '/merchants/:id/bank-accounts/code',
    summary: 'Owner: text a one-time code to the caller’s own mobile, needed to add or change a bank account',
    tags,
    access: 'owner',
    ...merchants,
    responses: { 202: otpSentSchema, ...errors, 429: problemSchema, 503: problemSchema },
  }),
  addBankAccount: defineEndpoint({
    method: 'POST',
    path: '/merchants/:id/bank-accounts',
    summary: 'Owner: add a bank account by شبا (checksum and bank checked), or replace one, with a fresh code',
    tags,
    access: 'owner',
    ...merchants,
    body: bankAccountBodySchema,
    responses: { 201: bankAccountSchema, ...errors, 429: problemSchema },
  }),
  withdrawals: defineEndpoint({
    method: 'GET',
    path: '/merchants/:id/withdrawals',
    summary: 'The merchant’s withdrawals, newest first',
    tags,
    access: 'agent',
    ...merchants,
    query: withdrawalsQuerySchema,
    responses: { 200: pageOf(withdrawalSchema), ...errors },
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/merchants/:id/withdrawals',
    summary: 'Owner: withdraw from the receivable to one of the merchant’s own bank accounts (idempotent)',
    tags,
    access: 'owner',
    ...merchants,
    headers: moneyHeadersSchema,
    body: withdrawalBodySchema,
    responses: { 201: withdrawalSchema, ...errors },
  }),
  personSummary: defineEndpoint({
    method: 'GET',
    path: '/persons/:id/payouts/summary',
    summary: 'The person’s wallet balance, money in transit and paid out, and the withdrawal limits',
    tags,
    ...person,
    responses: { 200: personPayoutSummarySchema, ...errors },
  }),
  personBankAccounts: defineEndpoint({
    method: 'GET',
    path: '/persons/:id/bank-accounts',
    summary: 'The person’s own bank accounts (شبا) that withdrawals from the wallet may be paid to',
    tags,
    ...person,
    responses: { 200: z.array(bankAccountSchema), ...errors },
  }),
  personSendCode: defineEndpoint({
    method: 'POST',
    path: '/persons/:id/bank-accounts/code',
    summary: 'Text a one-time code to the person’s own mobile, needed to add or change a bank account',
    tags,
    ...person,
    responses: { 202: otpSentSchema, ...errors, 429: problemSchema, 503: problemSchema },
  }),
  personAddBankAccount: defineEndpoint({
    method: 'POST',
    path: '/persons/:id/bank-accounts',
    summary: 'Add a bank account in the person’s own name by شبا, or replace one, with a fresh code',
    tags,
    ...person,
    body: bankAccountBodySchema,
    responses: { 201: bankAccountSchema, ...errors, 429: problemSchema },
  }),
  personWithdrawals: defineEndpoint({
    method: 'GET',
    path: '/persons/:id/withdrawals',
    summary: 'The person’s withdrawals from the wallet, newest first',
    tags,
    ...person,
    query: withdrawalsQuerySchema,
    responses: { 200: pageOf(withdrawalSchema), ...errors },
  }),
  personWithdraw: defineEndpoint({
    method: 'POST',
    path: '/persons/:id/withdrawals',
    summary: 'Withdraw from the wallet to one of the person’s own bank accounts (idempotent)',
    tags,
    ...person,
    headers: moneyHeadersSchema,
    body: withdrawalBodySchema,
    responses: { 201: withdrawalSchema, ...errors },
  }),
  staffList: defineEndpoint({
    method: 'GET',
    path: '/payouts',
    summary: 'Staff: every merchant’s payouts, by state, newest first',
    tags,
    access: 'staff',
    query: staffPayoutsQuerySchema,
    responses: { 200: pageOf(staffPayoutSchema), ...errors },
  }),
  staffRun: defineEndpoint({
    method: 'POST',
    path: '/payouts/run',
    summary: 'Staff: run the payout job now (send pending withdrawals, ask the provider about sent ones)',
    tags,
    access: 'staff',
    responses: { 200: payoutRunResultSchema, ...errors, 503: problemSchema },
  }),
};
