// Buyer company accounts (issue 33, decision 044): members and roles, approval rules, budgets, PO numbers and
// the company wallet; approvers hear of an order waiting for them live and by SMS. It takes trade's hooks (every change of a company order's state is checked here, in
// trade's own unit of work), secure payment's payable of an order and the wallet's company account.
import type { AppModule } from '../../platform/modules.js';
import { companiesRoutes } from './companies.routes.js';
import { type CompaniesContext, createCompaniesContext } from './companies-context.js';
import { companySmsHandler } from './companies-sms.js';
import { registerOrderHooks } from './order-hooks.js';
import { checkCompanyOrderPayment } from './pay-guard.js';

export const companiesModule: AppModule = {
  name: 'companies',
  async register(api, ctx) {
    const trade = ctx.use('trade');
    const wallet = ctx.use('wallet');
    const securePayment = ctx.use('securePayment');
    const context: CompaniesContext = createCompaniesContext({
      db: ctx.database.db,
      uow: ctx.platform.uow,
      wallet: wallet.companyWallet,
      trade,
      vatBasisPoints: ctx.config.VAT_BASIS_POINTS,
      orderPayable: async (buyerUserId, id) =>
        (await securePayment.pay({ userId: buyerUserId, staff: false, fromCompanyWallet: true }, id)).payable,
    });
    // A company order is paid from the company wallet only (decision 052): secure payment's pay step asks here.
    securePayment.beforePay(checkCompanyOrderPayment);
    // …and the wallet asks the same before its own calls pay an order's payable (wallet-pay, a gateway): a payable
    // the company route made while the company wallet was short is not the member's to pay (decision 058).
    wallet.guardPayment('trade_order', (db, payable, via) => {
      const tradeRequestId = payable.subject.tradeRequestId;
      if (!tradeRequestId) return Promise.resolve();
      return checkCompanyOrderPayment(db, tradeRequestId, {
        userId: payable.payerUserId,
        fromCompanyWallet: via === 'company_wallet',
      });
    });
    registerOrderHooks(trade, context.now, ctx.config.VAT_BASIS_POINTS);
    ctx.platform.events.subscribe(
      'companies.order.changed',
      'companies.sms-approval',
      companySmsHandler({ repo: context.repo, sms: ctx.use('sms') }),
    );
    await api.register(companiesRoutes, { ctx: context });
  },
};
