// Secure payment («پرداخت امن», issue 30, docs/decisions/039-secure-payment.md): the order's money is paid into
// a holding account of the ledger, held until the buyer confirms receipt, the objection window ends or staff
// decide a dispute, then released to the supplier's receivable less the commission of its plan, or refunded
// to the buyer's wallet. The endpoints; the schemas are in secure-payment-money.ts and disputes.ts.
import './zod-config';
import { z } from 'zod';
import {
  decideDisputeSchema,
  disputeIdParamSchema,
  disputeMessageInputSchema,
  disputeSchema,
  disputeSummarySchema,
  openDisputeSchema,
} from './disputes';
import { defineEndpoint } from './endpoint';
import { idSchema, pageOf, pagingQuerySchema } from './paging';
import { problemSchema } from './problem';
import {
  heldOrderSchema,
  orderMoneySchema,
  payResultSchema,
  settlementsSchema,
  shipInputSchema,
} from './secure-payment-money';
import { reasonSchema } from './trade-orders';
import { tradeIdParamSchema, tradeRequestSchema } from './trade-requests';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const tags = ['secure-payment'] as const;
const buyers = { access: 'owner', object: 'ownTradeRequest' } as const;
const suppliers = { access: 'agent', object: 'tradeRequest' } as const;
const parties = { access: 'agent', object: 'tradeRequest', staffReads: true } as const;

export const securePaymentEndpoints = {
  pay: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/pay',
    summary: 'The buyer’s payable for a published order’s total, paid into holding by wallet or gateway',
    tags,
    ...buyers,
    params: tradeIdParamSchema,
    responses: { 200: payResultSchema, ...errors },
  }),
  money: defineEndpoint({
    method: 'GET',
    path: '/traderequests/:id/money',
    summary: 'The order’s money: what was paid, is held, released, refunded, and when it releases',
    tags,
    ...parties,
    params: tradeIdParamSchema,
    responses: { 200: orderMoneySchema, ...errors },
  }),
  ship: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/ship',
    summary: 'The supplier records the shipment (carrier and tracking, or a service’s report)',
    tags,
    ...suppliers,
    params: tradeIdParamSchema,
    body: shipInputSchema,
    responses: { 200: tradeRequestSchema, ...errors },
  }),
  confirmReceipt: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/confirm-receipt',
    summary: 'The buyer confirms receipt: the held money is released to the supplier less commission',
    tags,
    ...buyers,
    params: tradeIdParamSchema,
    responses: { 200: tradeRequestSchema, ...errors },
  }),
  refuse: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/refuse',
    summary: 'The supplier refuses a published or paid order: whatever was paid goes back to the buyer',
    tags,
    ...suppliers,
    params: tradeIdParamSchema,
    body: reasonSchema,
    responses: { 200: tradeRequestSchema, ...errors },
  }),
  openDispute: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/dispute',
    summary: 'The buyer opens a dispute within the objection window; the money stays held until staff decide',
    tags,
    ...buyers,
    params: tradeIdParamSchema,
    body: openDisputeSchema,
    responses: { 201: disputeSchema, ...errors },
  }),
  dispute: defineEndpoint({
    method: 'GET',
    path: '/traderequests/:id/dispute',
    summary: 'The order’s dispute with its thread and decision',
    tags,
    ...parties,
    params: tradeIdParamSchema,
    responses: { 200: disputeSchema, ...errors },
  }),
  disputeMessage: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/dispute/messages',
    summary: 'A party adds text and evidence files to the dispute’s thread',
    tags,
    ...parties,
    params: tradeIdParamSchema,
    body: disputeMessageInputSchema,
    responses: { 201: disputeSchema, ...errors },
  }),
  disputeFile: defineEndpoint({
    method: 'GET',
    path: '/traderequests/:id/dispute/files',
    summary: 'Download an evidence file of the order’s dispute (its parties and staff)',
    tags,
    ...parties,
    params: tradeIdParamSchema,
    query: z.object({ fileId: z.string().trim().min(1).max(100) }),
    produces: '*/*',
    responses: { 200: z.any().describe('The file content'), ...errors },
  }),
  shipmentFile: defineEndpoint({
    method: 'GET',
    path: '/traderequests/:id/shipment/file',
    summary: 'Download the shipment’s document (waybill, service report or the delivered file)',
    tags,
    ...parties,
    params: tradeIdParamSchema,
    produces: '*/*',
    responses: { 200: z.any().describe('The file content'), ...errors },
  }),
  settlements: defineEndpoint({
    method: 'GET',
    path: '/traderequests/settlements',
    summary: 'A supplier’s statement: each order’s goods, VAT, commission, released and refunded money',
    tags,
    access: 'agent',
    object: 'ownMerchant',
    staffReads: true,
    query: pagingQuerySchema.extend({ merchantId: idSchema }),
    responses: { 200: settlementsSchema, ...errors },
  }),
  staffDisputes: defineEndpoint({
    method: 'GET',
    path: '/admin/disputes',
    summary: 'Staff: disputes, open ones first, oldest first',
    tags,
    access: 'staff',
    query: pagingQuerySchema.extend({ status: z.enum(['open', 'decided']).optional() }),
    responses: { 200: pageOf(disputeSummarySchema), ...errors },
  }),
  staffDispute: defineEndpoint({
    method: 'GET',
    path: '/admin/disputes/:id',
    summary: 'Staff: one dispute with its thread',
    tags,
    access: 'staff',
    params: disputeIdParamSchema,
    responses: { 200: disputeSchema, ...errors },
  }),
  staffDisputeMessage: defineEndpoint({
    method: 'POST',
    path: '/admin/disputes/:id/messages',
    summary: 'Staff: a question or note in the dispute’s thread (both parties read it)',
    tags,
    access: 'staff',
    params: disputeIdParamSchema,
    body: disputeMessageInputSchema,
    responses: { 201: disputeSchema, ...errors },
  }),
  decideDispute: defineEndpoint({
    method: 'POST',
    path: '/admin/disputes/:id/decide',
    summary: 'Staff: release all, refund all or split the held money, with a reason both parties read (final)',
    tags,
    access: 'staff',
    params: disputeIdParamSchema,
    body: decideDisputeSchema,
    responses: { 200: disputeSchema, ...errors },
  }),
  heldOrders: defineEndpoint({
    method: 'GET',
    path: '/admin/held-orders',
    summary: 'Staff: orders whose money is held now, with the amount and when it releases',
    tags,
    access: 'staff',
    query: pagingQuerySchema,
    responses: { 200: pageOf(heldOrderSchema), ...errors },
  }),
};
