// Official invoices for the tax-system tests (decision 042): these tests make invoices of every shape the tax
// system must send (type 2 buyers, corrections, lines without a product code) without going through orders, so a
// small module registered last puts them in front of the paperwork module's `invoiceSources` (the one way the tax
// system reads an invoice; it takes the offer when it first needs it) and hands the test the tax system's own
// offer. A module list is per test file (each file runs in its own worker).
import { MODULES } from '../src/modules/index.js';
import type { TaxInvoiceSource } from '../src/modules/tax-system/invoice-source.js';
import type { ModuleOffers } from '../src/platform/modules.js';

export const invoices = new Map<string, TaxInvoiceSource>();
export const taxSystem: { current?: ModuleOffers['taxSystem'] } = {};

/** Adds the test's invoices module once; call before createTestApp. */
export function offerTestInvoices() {
  if (MODULES.some((m) => m.name === 'test-invoices')) return;
  MODULES.push({
    name: 'test-invoices',
    async register(_api, ctx) {
      const sources = ctx.use('invoiceSources');
      const issued = sources.forTax;
      sources.forTax = async (invoiceId) => invoices.get(invoiceId) ?? issued(invoiceId);
      taxSystem.current = ctx.use('taxSystem');
    },
  });
}

let serial = 0;

/**
 * An issued invoice of the seller to a known company: two centrifugal pumps with a discount and 10% VAT, issued an
 * hour ago. `change` replaces any part (a type-2 buyer, a line without its product code, a correction…).
 */
export function issueInvoice(sellerMerchantId: number, change: Partial<TaxInvoiceSource> = {}): TaxInvoiceSource {
  serial += 1;
  const quantity = 2;
  const unitPriceRials = 185_000_000;
  const discountRials = 5_000_000;
  const net = quantity * unitPriceRials - discountRials;
  const vat = net / 10;
  const invoice: TaxInvoiceSource = {
    invoiceId: `inv-${sellerMerchantId}-${serial}-${Date.now()}`,
    sellerMerchantId: String(sellerMerchantId),
    serial,
    issuedAt: new Date(Date.now() - 3_600_000).toISOString(),
    subject: 'original',
    referencesInvoiceId: null,
    seller: {
      name: 'پمپ صنعت اراک',
      nationalId: '10101234567',
      economicCode: '411111111111',
      postalCode: '3814735791',
    },
    buyerKind: 'company',
    buyer: {
      name: 'پالایش نفت تبریز',
      nationalId: '10861234567',
      economicCode: '411222333444',
      postalCode: '5166616471',
    },
    settlement: 'cash',
    lines: [
      {
        productCode: '2720000114542',
        description: 'پمپ سانتریفیوژ پمپیران مدل 32-160',
        quantity,
        unitTitle: 'عدد',
        unitPriceRials,
        discountRials,
        vatRateBasisPoints: 1000,
        vatRials: vat,
        totalRials: net + vat,
      },
    ],
    totals: {
      grossRials: quantity * unitPriceRials,
      discountRials,
      netRials: net,
      vatRials: vat,
      totalRials: net + vat,
    },
    ...change,
  };
  invoices.set(invoice.invoiceId, invoice);
  return invoice;
}
