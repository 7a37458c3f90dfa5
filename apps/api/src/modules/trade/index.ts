// Direct orders and requests for quotation (decisions 021, 023). The fee of a published request is a wallet
// payable whose payment publishes it (the wallet's `onPaid` hook); the other party hears of each transition by
// SMS, a durable subscriber of the outbox.
import type { AppModule } from '../../platform/modules.js';
import type { TradeOffer } from './for-modules.js';
import { createTradeRepo } from './trade.repo.js';
import { tradeRoutes } from './trade.routes.js';
import { createTradeService } from './trade.service.js';
import { tradeSmsHandler } from './trade-sms.js';

declare module '../../platform/modules.js' {
  interface ModuleOffers {
    trade: TradeOffer;
  }
}

export const tradeModule: AppModule = {
  name: 'trade',
  async register(api, ctx) {
    const wallet = ctx.use('wallet');
    const access = ctx.use('merchantAccess');
    const trade = createTradeService({
      db: ctx.database.db,
      uow: ctx.platform.uow,
      access,
      vatBasisPoints: ctx.config.VAT_BASIS_POINTS,
      wallet: {
        ...wallet,
        planForMerchant: async (merchantId) => (await wallet.currentPlan({ userId: 0, staff: true }, merchantId)).plan,
      },
    });
    wallet.onPaid('trade_request_fee', trade.onFeePaid);
    ctx.offer('trade', trade.forModules);
    ctx.platform.events.subscribe(
      'trade.request.changed',
      'trade.sms-other-party',
      tradeSmsHandler({ repo: createTradeRepo(ctx.database.db, access), sms: ctx.use('sms') }),
    );
    await api.register(tradeRoutes, { service: trade, files: ctx.use('files') });
  },
};
