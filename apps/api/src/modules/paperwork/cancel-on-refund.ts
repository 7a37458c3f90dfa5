// A paid order cancelled before shipment (the buyer cancels, or the supplier refuses it) is refunded whole by
// secure payment in the cancelling transaction. If its official invoice was already issued, the sale did not
// happen: the paperwork issues the ابطالی (cancelling) invoice by itself, in the subscriber's transaction with its
// processed key, so a redelivered event or a seller who cancels it by hand at the same time never gives two.
import type { Database } from '../../db/client.js';
import { issueCorrection } from './correct-invoice.js';
import { createDocumentsRepo, type DocumentRow } from './documents.repo.js';
import type { PaperworkContext } from './paperwork-context.js';
import { createSourcesRepo } from './sources.repo.js';

const REASON: Record<string, string> = {
  cancel: 'لغو سفارش پرداخت‌شده به درخواست خریدار پیش از ارسال؛ کل مبلغ به خریدار بازپرداخت شد.',
  refuse: 'انصراف تأمین‌کننده از سفارش پرداخت‌شده؛ کل مبلغ به خریدار بازپرداخت شد.',
};

/** The cancelling invoice of a cancelled, wholly refunded order whose original invoice exists; else nothing. */
export async function cancelInvoiceOfRefundedOrder(
  ctx: PaperworkContext,
  db: Database,
  orderId: number,
  action: string,
): Promise<DocumentRow | undefined> {
  const src = createSourcesRepo(db);
  const order = await src.order(orderId);
  const money = await src.money(orderId);
  const wholeRefund =
    money?.paidAt && money.settledAt && money.refundedRials > 0 && money.releasedRials + money.commissionRials === 0;
  if (order?.state !== 'cancelled' || !wholeRefund) return undefined;
  const docs = createDocumentsRepo(db);
  const original = await docs.originalOfOrderForUpdate(orderId);
  if (!original) return undefined;
  const earlier = await docs.corrections([original.id]);
  if (earlier.some((c) => c.invoiceType === 'cancelling')) return undefined;
  return issueCorrection(
    ctx,
    db,
    original,
    { invoiceType: 'cancelling', reason: REASON[action] ?? REASON.cancel ?? '', lines: [] },
    `order:${orderId}:cancel`,
  );
}
