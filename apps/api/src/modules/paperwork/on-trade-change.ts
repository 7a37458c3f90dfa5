// The paperwork's durable subscriber of `trade.request.changed` (issue 31): a supplier's confirmation or a
// quote issues its proforma, a payment (or, by the seller's plan, a delivery) the official invoice. At least
// once: each effect commits with its processed key (`once`), and each document's source key and the one
// original invoice per order are unique in the database, so a redelivery never issues twice.
import type { Database } from '../../db/client.js';
import type { DomainEvents } from '../../platform/events/catalogue.js';
import { cancelInvoiceOfRefundedOrder } from './cancel-on-refund.js';
import { createDocumentsRepo } from './documents.repo.js';
import { issueOrderInvoice, issueOrderProforma, issueQuoteProforma } from './issue-document.js';
import type { PaperworkContext } from './paperwork-context.js';
import { createSourcesRepo } from './sources.repo.js';

type Change = { id: number; payload: DomainEvents['trade.request.changed'] };
type Once = { once(work: (tx: Database) => Promise<void>): Promise<boolean> };

/** The actions after which the invoice is due: paid for plans that say so, the rest once delivered or released. */
const INVOICE_ON: Record<string, 'paid' | 'delivered'> = {
  pay: 'paid',
  deliver: 'delivered',
  confirm_receipt: 'delivered',
  auto_release: 'delivered',
};

export function onTradeChange(ctx: PaperworkContext) {
  return async (event: Change, run: Once) => {
    const { tradeRequestId: id, action, merchantId } = event.payload;
    if (action === 'supplier_confirm')
      await run.once(async (tx) => {
        await issueOrderProforma(ctx, tx, id, `order:${id}:confirm:${event.id}`);
      });
    else if (action === 'quote' || action === 'revise_quote')
      await run.once(async (tx) => {
        const quoteId = await createSourcesRepo(tx).quoteIdOf(id, merchantId);
        if (quoteId) await issueQuoteProforma(ctx, tx, quoteId, `quote:${quoteId}:${event.id}`);
      });
    else if (INVOICE_ON[action]) {
      await run.once(async (tx) => {
        const due = INVOICE_ON[action] === 'paid' ? 'paid' : 'delivered';
        const plan = await createSourcesRepo(tx).invoiceOn(merchantId, ctx.now());
        if (plan === due || (due === 'delivered' && action !== 'deliver')) {
          await issueOrderInvoice(ctx, tx, id);
          // A late payment event after the order was already cancelled and refunded: cancel at once.
          await cancelInvoiceOfRefundedOrder(ctx, tx, id, 'cancel');
        }
      });
      await sendAlong(ctx, id);
    } else if (action === 'cancel' || action === 'refuse') {
      await run.once(async (tx) => {
        await cancelInvoiceOfRefundedOrder(ctx, tx, id, action);
      });
      await sendAlong(ctx, id);
    }
  };
}

/**
 * The order's cancelling invoice goes to the tax system as any invoice does: at once when its original is
 * already there (the tax system queues it under the seller's profile); otherwise it waits in the seller's list
 * beside its original. Asked after the issuing commit on every delivery of the event, and a no-op once queued,
 * so an error here makes the event be delivered again and the send is not lost.
 */
async function sendAlong(ctx: PaperworkContext, orderId: number) {
  const taxSystem = ctx.deps.taxSystem?.();
  if (!taxSystem) return;
  const cancelling = await createDocumentsRepo(ctx.deps.db).bySource(`order:${orderId}:cancel`);
  if (cancelling) await taxSystem.sendAfterOriginal(String(cancelling.id));
}
