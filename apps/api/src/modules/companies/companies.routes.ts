// Buyer companies' routes (decision 044): each is its endpoint definition from the contract plus one use case.
import { companiesEndpoints as companies } from '@bazaar/contracts/companies';
import { IDEMPOTENCY_KEY_HEADER } from '@bazaar/contracts/wallet-payments';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { decide, submitForApproval } from './approvals.js';
import type { CompaniesContext } from './companies-context.js';
import { approvalsInbox, companyOrders, orderView, payFromCompany, setReference } from './company-orders.js';
import {
  createCompany,
  decideInvitation,
  inviteMember,
  myCompany,
  receivedInvitations,
  removeMember,
  setMemberRole,
} from './members.js';
import { ordersCsv } from './orders-csv.js';
import { budgets, deposit, putBudget, replaceRules, rules } from './settings.js';

export const companiesRoutes: FastifyPluginAsync<{ ctx: CompaniesContext }> = async (app, { ctx }) => {
  const me = (request: FastifyRequest) => requireUser(request).sub;
  const key = (request: FastifyRequest) => String(request.headers[IDEMPOTENCY_KEY_HEADER]);

  route(app, companies.create, async (request, reply) => reply.code(201).send(await createCompany(ctx, me(request))));
  route(app, companies.mine, (request) => myCompany(ctx, me(request)));
  route(app, companies.invite, async (request, reply) =>
    reply.code(201).send(await inviteMember(ctx, me(request), request.params.id, request.body)),
  );
  route(app, companies.setRole, (request) => setMemberRole(ctx, me(request), request.params.id, request.body));
  route(app, companies.removeMember, (request) =>
    removeMember(ctx, me(request), request.params.id, request.body.userId),
  );
  route(app, companies.received, (request) => receivedInvitations(ctx, me(request)));
  route(app, companies.decideInvitation, (request) =>
    decideInvitation(ctx, me(request), request.params.id, request.body.decision),
  );
  route(app, companies.rules, (request) => rules(ctx, me(request), request.params.id));
  route(app, companies.putRules, (request) => replaceRules(ctx, me(request), request.params.id, request.body.rules));
  route(app, companies.budgets, (request) => budgets(ctx, me(request), request.params.id));
  route(app, companies.putBudget, (request) => putBudget(ctx, me(request), request.params.id, request.body));
  route(app, companies.orders, (request) => companyOrders(ctx, me(request), request.params.id, request.query));
  route(app, companies.exportOrders, async (request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="company-${request.params.id}-orders.csv"`)
      .header('cache-control', 'no-store')
      .send(await ordersCsv(ctx, me(request), request.params.id)),
  );
  route(app, companies.approvals, (request) => approvalsInbox(ctx, me(request), request.params.id));
  route(app, companies.deposit, (request) =>
    deposit(ctx, me(request), request.params.id, key(request), request.body.amountRials),
  );
  route(app, companies.order, (request) => orderView(ctx, me(request), request.params.id));
  route(app, companies.reference, (request) => setReference(ctx, me(request), request.params.id, request.body));
  route(app, companies.submit, async (request) => {
    await submitForApproval(ctx, me(request), request.params.id);
    return orderView(ctx, me(request), request.params.id);
  });
  route(app, companies.decide, async (request) => {
    await decide(ctx, me(request), request.params.id, request.body);
    return orderView(ctx, me(request), request.params.id);
  });
  route(app, companies.pay, (request) => payFromCompany(ctx, me(request), request.params.id, key(request)));
};
