// The deal's paperwork (issue 31, docs/decisions/041-the-deals-paperwork.md): the parties' legal identity,
// پیش‌فاکتورها from a supplier's confirmation and from every quote, official invoices (صورتحساب) in each
// seller's gapless series when an order is paid (or delivered, by the seller's plan) and their corrections,
// the lists and the PDFs. Documents are issued by a durable subscriber of `trade.request.changed` with its
// processed keys; it offers the tax system each issued invoice as `TaxInvoiceSource`.
import type { AppModule } from '../../platform/modules.js';
import '../tax-system/invoice-source.js';
import { paperworkRoutes } from './paperwork.routes.js';
import { createPaperworkService, type PaperworkService } from './paperwork.service.js';

declare module '../../platform/modules.js' {
  interface ModuleOffers {
    paperwork: Pick<PaperworkService, 'issueOrderInvoiceIn' | 'issueOrderProformaIn' | 'issueQuoteProformaIn'>;
  }
}

export const paperworkModule: AppModule = {
  name: 'paperwork',
  async register(api, ctx) {
    const service = createPaperworkService({
      db: ctx.database.db,
      uow: ctx.platform.uow,
      trade: ctx.use('trade'),
      access: ctx.use('merchantAccess'),
      vatBasisPoints: ctx.config.VAT_BASIS_POINTS,
      proformaValidDays: ctx.config.PROFORMA_VALID_DAYS,
      chromiumPath: ctx.config.CHROMIUM_PATH,
      shippingServiceCode: ctx.config.TAX_SHIPPING_SERVICE_CODE ?? null,
      taxSystem: () => {
        try {
          return ctx.use('taxSystem');
        } catch {
          return undefined; // no tax-system module in this build
        }
      },
    });
    ctx.platform.events.subscribe('trade.request.changed', 'paperwork.documents', (event, run) =>
      service.onTradeChange(event, run),
    );
    ctx.offer('invoiceSources', { forTax: service.forTax });
    ctx.offer('paperwork', service);
    ctx.onClose(() => service.closePrinter());
    await api.register(paperworkRoutes, { service });
  },
};
