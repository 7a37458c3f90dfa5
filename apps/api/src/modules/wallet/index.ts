// The wallet (decision 018): payments through gateways or the wallet, a double-entry ledger, membership plans.
// It offers other modules payables made in their own transaction and a hook for delivering what a payable of
// theirs bought (`onPaid`). Reconciliation asks the gateways every PAYMENT_RECONCILE_MS, and the ledger's
// invariants are checked once a day.
import type { AppModule } from '../../platform/modules.js';
import { createSandboxGateway, createZarinpalGateway, type GatewayRegistry } from './gateways.js';
import { ledgerIn } from './ledger-for-modules.js';
import { createWalletRepo } from './wallet.repo.js';
import { walletRoutes } from './wallet.routes.js';
import { createWalletService, type WalletService } from './wallet.service.js';

declare module '../../platform/modules.js' {
  interface ModuleOffers {
    wallet: Pick<
      WalletService,
      | 'onPaid'
      | 'guardPayment'
      | 'createPayableIn'
      | 'payableIn'
      | 'cancelPayableIn'
      | 'planForUser'
      | 'currentPlan'
      | 'lockHeldIn'
      | 'commissionPlanIn'
      | 'releaseHeldIn'
      | 'refundHeldIn'
      | 'holdingMovements'
      | 'receivableOf'
      | 'companyWallet'
    > & {
      /** The ledger in the caller's transaction: receivables, system accounts, balanced postings. */
      ledgerIn: typeof ledgerIn;
    };
  }
}

const DAY_MS = 86_400_000;

export const walletModule: AppModule = {
  name: 'wallet',
  async register(api, ctx) {
    const { config } = ctx;
    const gateways: GatewayRegistry = new Map();
    if (config.SANDBOX_GATEWAY ?? (config.NODE_ENV !== 'production' || config.DEMO_MODE))
      gateways.set('sandbox', createSandboxGateway(createWalletRepo(ctx.database.db)));
    if (config.ZARINPAL_MERCHANT_ID)
      gateways.set(
        'zarinpal',
        createZarinpalGateway({
          merchantId: config.ZARINPAL_MERCHANT_ID,
          apiUrl: config.ZARINPAL_API_URL,
          startPayUrl: config.ZARINPAL_STARTPAY_URL,
          timeoutMs: config.GATEWAY_TIMEOUT_MS,
        }),
      );
    const wallet = createWalletService({
      db: ctx.database.db,
      uow: ctx.platform.uow,
      gateways,
      publicSiteUrl: config.PUBLIC_SITE_URL,
      expireMinutes: config.PAYMENT_EXPIRE_MINUTES,
      gatewayTimeoutMs: config.GATEWAY_TIMEOUT_MS,
      access: ctx.use('merchantAccess'),
    });
    ctx.offer('wallet', { ...wallet, ledgerIn });
    await api.register(walletRoutes, { service: wallet, gateways });
    ctx.every('wallet.reconcile', config.PAYMENT_RECONCILE_MS, async () => {
      await wallet.reconcile();
    });
    // A broken invariant is logged as an error for staff.
    ctx.every('wallet.audit', config.PAYMENT_RECONCILE_MS > 0 ? DAY_MS : 0, async () => {
      const found = await wallet.repo.invariants();
      if (Object.values(found).some((list) => list.length > 0))
        ctx.log.error({ invariants: found }, 'wallet ledger invariants broken');
    });
  },
};
