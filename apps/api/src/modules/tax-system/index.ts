// سامانه مودیان (issue 31, decision 042): sellers' tax profiles, and each official invoice sent to the tax system
// through TAX_SYSTEM (the offline sandbox, or the tax organisation's API), retried by the `tax-system.submit` job
// and polled by `tax-system.poll` every TAX_SYSTEM_POLL_MS. Invoices are read through the invoices module's
// `invoiceSources` offer, taken when first needed (the invoices module may register after this one).
import type { AppModule } from '../../platform/modules.js';
import { AppError } from '../../shared/app-error.js';
import type { TaxInvoiceSource } from './invoice-source.js';
import { createKeyVault, type KeyVault } from './key-vault.js';
import { createMoadianClient } from './moadian-client.js';
import { createSandboxTaxSystem, type TaxSystemAdapter } from './tax-adapters.js';
import { taxSystemRoutes } from './tax-system.routes.js';
import { createTaxSystemService, type TaxSystemService } from './tax-system.service.js';
import { SUBMIT_JOB } from './tax-system-context.js';

declare module '../../platform/modules.js' {
  interface ModuleOffers {
    taxSystem: Pick<TaxSystemService, 'poll' | 'sendAfterOriginal'> & { adapter: TaxSystemAdapter };
  }
}

/** Without TAX_KEYS_SECRET in production no key can be sealed or opened; the seller reads why. */
const noVault: KeyVault = {
  seal() {
    throw new AppError('SERVICE_UNAVAILABLE', {
      detail: 'ثبت کلید مالیاتی روی این سرور هنوز فعال نشده است (TAX_KEYS_SECRET).',
    });
  },
  open() {
    throw new Error('TAX_KEYS_SECRET is not set');
  },
};

export const taxSystemModule: AppModule = {
  name: 'tax-system',
  async register(api, ctx) {
    const { config } = ctx;
    const adapter: TaxSystemAdapter =
      config.TAX_SYSTEM === 'moadian'
        ? createMoadianClient({ baseUrl: config.MOADIAN_URL, timeoutMs: config.GATEWAY_TIMEOUT_MS })
        : createSandboxTaxSystem();
    if (!config.taxKeysSecret) ctx.log.warn('TAX_KEYS_SECRET is not set: sellers cannot save tax profiles');
    const readSource = async (invoiceId: string): Promise<TaxInvoiceSource | null> => {
      let sources: ReturnType<typeof ctx.use<'invoiceSources'>>;
      try {
        sources = ctx.use('invoiceSources');
      } catch {
        return null; // no invoices module in this build: no invoice can be read
      }
      return sources.forTax(invoiceId);
    };
    const { jobs } = ctx.platform;
    const service = createTaxSystemService({
      db: ctx.database.db,
      access: ctx.use('merchantAccess'),
      readSource,
      adapter,
      vault: config.taxKeysSecret
        ? createKeyVault(config.taxKeysSecret, { allowDemo: adapter.kind === 'sandbox' })
        : noVault,
      queueSubmit: async (invoiceId) => {
        await jobs.send(SUBMIT_JOB, { invoiceId });
      },
      settings: {
        retryLimit: config.TAX_SYSTEM_RETRY_LIMIT,
        retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS,
        buyerWindowDays: 30,
      },
    });
    jobs.define<{ invoiceId: string }>(SUBMIT_JOB, (data, job) => service.runSubmission(data.invoiceId, job.attempt), {
      retryLimit: config.TAX_SYSTEM_RETRY_LIMIT,
      retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS,
    });
    ctx.offer('taxSystem', { poll: service.poll, sendAfterOriginal: service.sendAfterOriginal, adapter });
    await api.register(taxSystemRoutes, { service });
    ctx.every('tax-system.poll', config.TAX_SYSTEM_POLL_MS, async () => {
      await service.poll();
    });
  },
};
