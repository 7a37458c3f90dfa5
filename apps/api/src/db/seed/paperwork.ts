// Demo paperwork (issue 31): every supplier of a demo order or quote gets a legal identity with a valid
// شناسه ملی, postal code and phone; the first demo buyer a company; then each confirmed order its پیش‌فاکتور,
// each same-unit quote its own, each paid order its official invoice (issued in order of payment, so each
// seller's series runs 1, 2, 3…), and the refunded order's invoice its ابطالی. Run twice, it adds nothing.
import type { TradeQuote } from '@bazaar/contracts/trade-quotes';
import { normalizeLegalId } from '@bazaar/fa/legal-id';
import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { issueCorrection } from '../../modules/paperwork/correct-invoice.js';
import { createDocumentsRepo } from '../../modules/paperwork/documents.repo.js';
import { issueOrderInvoice, issueOrderProforma, issueQuoteProforma } from '../../modules/paperwork/issue-document.js';
import { createPaperworkContext } from '../../modules/paperwork/paperwork-context.js';
import type { Database } from '../client.js';
import { buyerCompanies, users } from '../schema/identity.js';
import { merchants } from '../schema/merchants.js';
import { merchantLegalIdentities } from '../schema/paperwork.js';
import { orderMoney } from '../schema/secure-payment.js';
import { tradeQuotes, tradeRequestItems, tradeRequests } from '../schema/trade.js';
import { DEMO_BUYERS } from './trade.js';

const CONFIRMED = [
  'supplier_confirmed',
  'published',
  'paid',
  'in_progress',
  'shipped',
  'delivered',
  'completed',
  'disputed',
  'refunded',
] as const;

/** A valid 11-digit شناسه ملی made from a number: its first ten digits, and the one check digit that fits. */
export function demoLegalId(n: number): string {
  const head = `10${String(100_000_00 + ((n * 7_919) % 89_999_999)).slice(0, 8)}`;
  for (let d = 0; d < 10; d++) if (normalizeLegalId(`${head}${d}`)) return `${head}${d}`;
  throw new Error(`no check digit for ${head}`);
}

/** A postal code of the valid shape (no 0 or 2 in the first five digits, no 2 in the last five). */
const demoPostalCode = (n: number) =>
  `1${'3456789'[n % 7]}${'13456789'[(n >> 3) % 8]}${'3456789'[(n >> 5) % 7]}1${String(30_000 + ((n * 37) % 60_000)).replace(/2/g, '3')}`;

export async function seedPaperwork(
  db: Database,
): Promise<{ identities: number; proformas: number; invoices: number }> {
  const sellerIds = await db
    .selectDistinct({ id: tradeRequests.merchantId })
    .from(tradeRequests)
    .union(db.selectDistinct({ id: tradeQuotes.merchantId }).from(tradeQuotes));
  const sellers = sellerIds.length
    ? await db
        .select()
        .from(merchants)
        .where(
          inArray(
            merchants.id,
            sellerIds.map((s) => s.id),
          ),
        )
    : [];
  let identities = 0;
  for (const m of sellers) {
    const inserted = await db
      .insert(merchantLegalIdentities)
      .values({
        merchantId: m.id,
        legalName: m.name.startsWith('شرکت') ? `${m.name} (سهامی خاص)` : `شرکت ${m.name} (سهامی خاص)`,
        nationalId: demoLegalId(m.id),
        economicCode: demoLegalId(m.id),
        registrationNumber: String(10_000 + ((m.id * 131) % 89_000)),
        postalCode: demoPostalCode(m.id),
        address: m.address ?? 'تهران، شهرک صنعتی شمس‌آباد، بلوار صنعت، پلاک ۱۲',
        phone: (m.phones[0] ?? '02156230000').replace(/\D/g, '').padEnd(11, '0').slice(0, 11),
      })
      .onConflictDoNothing()
      .returning({ id: merchantLegalIdentities.merchantId });
    identities += inserted.length;
  }
  const [buyer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, DEMO_BUYERS[0]?.phone ?? ''));
  if (buyer)
    await db
      .insert(buyerCompanies)
      .values({
        userId: buyer.id,
        name: 'شرکت فولاد پویش سپاهان',
        nationalId: '10380284790',
        economicCode: '10380284790',
        registrationNumber: '45821',
        address: 'اصفهان، شهرک صنعتی محمودآباد، خیابان دوازدهم، پلاک ۸',
        postalCode: '8179913461',
        phone: '03135721144',
      })
      .onConflictDoNothing();

  const ctx = createPaperworkContext({
    db,
    uow: undefined as never,
    trade: { quoteIn: (_db: Database, id: number) => sameUnitQuote(db, id), visibleOrder: undefined as never },
    access: undefined as never,
    vatBasisPoints: 1000,
    proformaValidDays: 7,
    chromiumPath: '',
  });
  let proformas = 0;
  const confirmed = await db
    .select({ id: tradeRequests.id })
    .from(tradeRequests)
    .where(inArray(tradeRequests.state, [...CONFIRMED]))
    .orderBy(asc(tradeRequests.id));
  for (const { id } of confirmed) if (await issueOrderProforma(ctx, db, id, `seed:order:${id}:proforma`)) proformas++;
  for (const { id } of await db.select({ id: tradeQuotes.id }).from(tradeQuotes).orderBy(asc(tradeQuotes.id)))
    if (await issueQuoteProforma(ctx, db, id, `seed:quote:${id}:proforma`)) proformas++;
  let invoices = 0;
  const paid = await db
    .select({ id: orderMoney.tradeRequestId, state: tradeRequests.state })
    .from(orderMoney)
    .innerJoin(tradeRequests, eq(tradeRequests.id, orderMoney.tradeRequestId))
    .where(isNotNull(orderMoney.paidAt))
    .orderBy(asc(orderMoney.paidAt), asc(orderMoney.tradeRequestId));
  for (const order of paid) {
    const invoice = await issueOrderInvoice(ctx, db, order.id);
    if (!invoice) continue;
    invoices++;
    const docs = createDocumentsRepo(db);
    if (order.state === 'refunded' && !(await docs.corrections([invoice.id])).length)
      await issueCorrection(
        ctx,
        db,
        invoice,
        { invoiceType: 'cancelling', reason: 'ابطال پس از بازگشت کامل وجه به خریدار به تصمیم پشتیبانی', lines: [] },
        `seed:correct:${invoice.id}`,
      );
  }
  return { identities, proformas, invoices };
}

/** A quote as trade shows it, for quotes priced in the request's own units (the demo's). */
async function sameUnitQuote(db: Database, quoteId: number): Promise<TradeQuote | undefined> {
  const [quote] = await db.select().from(tradeQuotes).where(eq(tradeQuotes.id, quoteId));
  if (!quote) return undefined;
  const items = await db
    .select()
    .from(tradeRequestItems)
    .where(eq(tradeRequestItems.tradeRequestId, quote.tradeRequestId))
    .orderBy(asc(tradeRequestItems.sortOrder), asc(tradeRequestItems.id));
  const lines = items.map((item) => {
    const price = quote.prices.find((p) => p.itemId === item.id);
    return {
      itemId: item.id,
      productTitle: item.productTitle,
      quantity: item.quantity,
      requestUnit: item.unit,
      unit: price?.unit ?? item.unit,
      unitPriceRials: price?.unitPriceRials ?? 0,
      pricePerRequestUnitRials: price && price.unit === item.unit ? price.unitPriceRials : null,
    };
  });
  return {
    id: quote.id,
    tradeRequestId: quote.tradeRequestId,
    merchantId: quote.merchantId,
    merchantName: '',
    status: quote.status,
    leadTimeDays: quote.leadTimeDays,
    validUntil: quote.validUntil,
    expired: false,
    notes: quote.notes,
    documents: [],
    items: lines,
    totalRials: null,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
  } as unknown as TradeQuote;
}
