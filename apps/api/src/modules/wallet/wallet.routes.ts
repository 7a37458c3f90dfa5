// Wallet, payments and membership plans of spec section 7: each route is its endpoint definition from the
// contract plus one service call (docs/decisions/012). Money-moving calls read the Idempotency-Key header.
import {
  membershipEndpoints as membership,
  paymentsEndpoints as payments,
  walletEndpoints as wallet,
} from '@bazaar/contracts/wallet';
import { IDEMPOTENCY_KEY_HEADER } from '@bazaar/contracts/wallet-payments';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { GatewayRegistry } from './gateways.js';
import type { WalletService } from './wallet.service.js';

export const walletRoutes: FastifyPluginAsync<{ service: WalletService; gateways: GatewayRegistry }> = async (
  app,
  { service, gateways },
) => {
  const me = (request: FastifyRequest) => requireUser(request).sub;
  const caller = (request: FastifyRequest) => {
    const session = requireUser(request);
    return { userId: session.sub, staff: session.roles.includes('admin') };
  };
  const keyOf = (request: FastifyRequest) => String(request.headers[IDEMPOTENCY_KEY_HEADER]);

  route(app, wallet.transactions, (request) => service.transactions(me(request), request.query));
  route(app, wallet.balance, (request) => service.balance(me(request)));
  route(app, wallet.charge, async (request, reply) => {
    const result = await service.charge(me(request), keyOf(request), request.body);
    return reply.code(result.status).send(result.body);
  });
  route(app, wallet.chargeByUser, async (request, reply) => {
    const result = await service.chargeByUser(me(request), keyOf(request), request.body);
    return reply.code(result.status).send(result.body);
  });

  route(app, payments.gateways, () =>
    [...gateways.values()].map(({ code, name, logoUrl, sandbox }) => ({ code, name, logoUrl, sandbox })),
  );
  route(app, payments.walletPay, async (request, reply) => {
    const result = await service.walletPay(me(request), keyOf(request), request.body.payableId);
    return reply.code(result.status).send(result.body);
  });
  route(app, payments.request, async (request, reply) => {
    const result = await service.requestOnline(me(request), keyOf(request), request.body);
    return reply.code(result.status).send(result.body);
  });
  route(app, payments.byPaymentId, (request) => service.paymentById(caller(request), request.query.paymentId));
  route(app, payments.forRetry, (request) => service.forRetry(me(request)));
  route(app, payments.retry, async (request, reply) => {
    const result = await service.retry(me(request), keyOf(request), request.body);
    return reply.code(result.status).send(result.body);
  });
  route(app, payments.cancel, (request) => service.cancel(me(request), request.params.id));
  route(app, payments.verify, (request) => service.verify(request.body));
  route(app, payments.payables, (request) => service.payables(me(request)));
  route(app, payments.staffList, (request) => service.staffPayments(request.query));
  route(app, payments.reconcile, () => service.reconcile({ olderThanMs: 0 }));
  route(app, payments.sandboxPayment, (request) => service.sandboxPayment(request.query.authority));
  route(app, payments.sandboxComplete, (request) =>
    service.sandboxComplete(request.body.authority, request.body.outcome),
  );

  route(app, membership.list, () => service.plans());
  route(app, membership.create, async (request, reply) => reply.code(201).send(await service.createPlan(request.body)));
  route(app, membership.current, (request) => service.currentPlan(caller(request), request.query.merchantId));
  route(app, membership.mine, (request) => service.myMemberships(me(request)));
  route(app, membership.buy, async (request, reply) =>
    reply.code(201).send(await service.buyPlan(me(request), request.body)),
  );
};
