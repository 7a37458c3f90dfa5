// Payouts' routes (decision 038): each is its endpoint definition from the contract plus one service call
// (decision 012). The withdrawal reads the Idempotency-Key header like the wallet's money calls.
import { payoutsEndpoints as payouts } from '@bazaar/contracts/payouts';
import { IDEMPOTENCY_KEY_HEADER } from '@bazaar/contracts/wallet-payments';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { PayoutsService } from './payouts.service.js';

export const payoutsRoutes: FastifyPluginAsync<{ service: PayoutsService }> = async (app, { service }) => {
  const me = (request: FastifyRequest) => requireUser(request).sub;

  route(app, payouts.summary, (request) => service.summary(me(request), request.params.id));
  route(app, payouts.bankAccounts, (request) => service.bankAccounts(me(request), request.params.id));
  route(app, payouts.sendCode, async (request, reply) =>
    reply.code(202).send(await service.sendAccountCode(me(request), request.params.id, request.ip)),
  );
  route(app, payouts.addBankAccount, async (request, reply) =>
    reply.code(201).send(await service.addBankAccount(me(request), request.params.id, request.body, request.ip)),
  );
  route(app, payouts.withdrawals, (request) => service.withdrawals(me(request), request.params.id, request.query));
  route(app, payouts.withdraw, async (request, reply) => {
    const key = String(request.headers[IDEMPOTENCY_KEY_HEADER]);
    const result = await service.withdraw(me(request), request.params.id, key, request.body);
    return reply.code(result.status).send(result.body);
  });
  route(app, payouts.personSummary, (request) => service.personSummary(me(request), request.params.id));
  route(app, payouts.personBankAccounts, (request) => service.personBankAccounts(me(request), request.params.id));
  route(app, payouts.personSendCode, async (request, reply) =>
    reply.code(202).send(await service.personSendCode(me(request), request.params.id, request.ip)),
  );
  route(app, payouts.personAddBankAccount, async (request, reply) =>
    reply.code(201).send(await service.personAddBankAccount(me(request), request.params.id, request.body, request.ip)),
  );
  route(app, payouts.personWithdrawals, (request) =>
    service.personWithdrawals(me(request), request.params.id, request.query),
  );
  route(app, payouts.personWithdraw, async (request, reply) => {
    const key = String(request.headers[IDEMPOTENCY_KEY_HEADER]);
    const result = await service.personWithdraw(me(request), request.params.id, key, request.body);
    return reply.code(result.status).send(result.body);
  });
  route(app, payouts.staffList, (request) => service.staffPayouts(request.query));
  route(app, payouts.staffRun, () => service.run());
};
