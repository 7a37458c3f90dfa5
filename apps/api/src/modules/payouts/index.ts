// Supplier payouts (issue 30 point 7, decision 038): bank accounts by شبا, withdrawals from the receivable the
// wallet's ledger keeps for each merchant, and a durable job (`payouts.run`, every PAYOUT_RUN_MS) that sends
// pending withdrawals in batches through the provider PAYOUT_PROVIDER names and settles what it answers.
import type { AppModule } from '../../platform/modules.js';
import { createJibitPayoutAdapter } from './jibit-adapter.js';
import { createSandboxPayoutAdapter, type PayoutAdapter } from './payout-adapters.js';
import { payoutsRoutes } from './payouts.routes.js';
import { createPayoutsService, type PayoutsService } from './payouts.service.js';

declare module '../../platform/modules.js' {
  interface ModuleOffers {
    payouts: Pick<PayoutsService, 'run'>;
  }
}

export const payoutsModule: AppModule = {
  name: 'payouts',
  async register(api, ctx) {
    const { config } = ctx;
    let adapter: PayoutAdapter | null = null;
    if (config.PAYOUT_PROVIDER === 'jibit')
      adapter = createJibitPayoutAdapter({
        baseUrl: config.JIBIT_TRANSFEROR_URL,
        apiKey: config.JIBIT_TRANSFEROR_API_KEY ?? '',
        secretKey: config.JIBIT_TRANSFEROR_SECRET_KEY ?? '',
        transferMode: config.JIBIT_TRANSFER_MODE,
        timeoutMs: config.GATEWAY_TIMEOUT_MS,
      });
    // The sandbox pays nobody: in production it is offered only in a visible demo; otherwise withdrawals wait.
    else if (config.NODE_ENV !== 'production' || config.DEMO_MODE) adapter = createSandboxPayoutAdapter();
    else ctx.log.warn('PAYOUT_PROVIDER=sandbox in production: withdrawals are kept pending until a provider is set');
    const { identity, wallet } = { identity: ctx.use('identity'), wallet: ctx.use('wallet') };
    const service = createPayoutsService({
      db: ctx.database.db,
      uow: ctx.platform.uow,
      ledgerIn: wallet.ledgerIn,
      access: ctx.use('merchantAccess'),
      codes: identity.service,
      adapter,
      registry: ctx.use('registry'),
      settings: {
        minRials: config.PAYOUT_MIN_RIALS,
        dailyCapRials: config.PAYOUT_DAILY_CAP_RIALS,
        batchSize: config.PAYOUT_BATCH_SIZE,
      },
    });
    ctx.offer('payouts', { run: service.run });
    await api.register(payoutsRoutes, { service });
    ctx.every('payouts.run', config.PAYOUT_RUN_MS, async () => {
      await service.run();
    });
    // Merchants' accounts added while the registry provider was down (decision 051) are matched on this timer.
    ctx.every('payouts.holder-check', config.REGISTRY_CHECK_MS, async () => {
      await service.checkHolders();
    });
  },
};
