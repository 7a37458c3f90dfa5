// Wallet, payments and membership plans (spec section 7, «Wallet and payment», «Membership»). Money is whole
// Rials (decision 015); every call that moves money takes an `Idempotency-Key` header (decision 018).
import './zod-config';
import { z } from 'zod';
import { idParamSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { pageOf } from './paging';
import { problemSchema } from './problem';
import {
  onlinePaymentRequestSchema,
  payableRefSchema,
  paymentIdQuerySchema,
  reconcileResultSchema,
  retryRequestSchema,
  sandboxCompleteSchema,
  sandboxPaymentSchema,
  staffPaymentSchema,
  staffPaymentsQuerySchema,
  verifyResultSchema,
  verifySchema,
} from './wallet-gateway-payments';
import {
  adjustmentResultSchema,
  balanceSchema,
  chargeByUserSchema,
  chargeSchema,
  walletEntrySchema,
  walletTransactionsQuerySchema,
} from './wallet-ledger';
import {
  buyPlanSchema,
  currentMembershipSchema,
  membershipPlanInputSchema,
  membershipPlanSchema,
  merchantQuerySchema,
  myMembershipSchema,
  payableSchema,
} from './wallet-membership';
import { gatewaySchema, moneyHeadersSchema, paymentSchema, paymentStartSchema } from './wallet-payments';

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
