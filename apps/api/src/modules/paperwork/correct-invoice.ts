// A seller corrects an official invoice (issue 31) the way the tax system defines it: never by changing it,
// but with a new invoice of the correcting kind that references it: اصلاحی (the whole invoice as it should
// have been), ابطالی (cancels it: the same lines), برگشت از فروش (the part of the goods that came back). The
// original is read under a lock so two corrections of one invoice queue; a cancelled invoice takes no more.

import { randomUUID } from 'node:crypto';
import {
  type CorrectionInput,
  type CorrectionType,
  correctionInputSchema,
} from '@bazaar/contracts/paperwork-documents';
import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../shared/app-error.js';
import { documentView } from './document-view.js';
import { createDocumentsRepo, type DocumentRow } from './documents.repo.js';
import { amounts, issueDocument } from './issue-document.js';
import { type Caller, documentNotFound, type PaperworkContext, partyTo } from './paperwork-context.js';
import { documentTotals } from './totals.js';

const refuse = (detail: string) => new AppError('PAPERWORK_NOT_CORRECTABLE', { detail });

export async function correctInvoice(ctx: PaperworkContext, caller: Caller, id: number, raw: CorrectionInput) {
  const input = correctionInputSchema.parse(raw);
  return ctx.deps.uow.run(async (db) => {
    const original = await createDocumentsRepo(db).byIdForUpdate(id);
    const { party } = await partyTo(ctx, caller, original, db);
    if (!original || party !== 'seller') throw documentNotFound();
    if (original.kind !== 'invoice' || original.invoiceType !== 'original')
      throw refuse('فقط صورتحساب اصلی اصلاح می‌شود؛ اصلاحیه‌ها خودشان اصلاح نمی‌شوند.');
    const earlier = await createDocumentsRepo(db).corrections([id]);
    if (earlier.some((c) => c.invoiceType === 'cancelling')) throw refuse('این صورتحساب ابطال شده است.');
    return documentView(db, await issueCorrection(ctx, db, original, input));
  });
}

/** The correcting invoice itself, in the caller's transaction (the seed's cancelled demo order uses it too). */
export async function issueCorrection(
  ctx: PaperworkContext,
  db: Database,
  original: DocumentRow,
  input: {
    invoiceType: CorrectionType;
    reason: string;
    lines: { index: number; quantity: number; unitPriceRials: number }[];
  },
  sourceKey = `correct:${original.id}:${randomUUID()}`,
) {
  const id = original.id;
  const changed = new Map(input.lines.map((l) => [l.index, l]));
  for (const index of changed.keys())
    if (index >= original.lines.length) throw fieldError('body.lines', 'notFound', 'این ردیف در صورتحساب نیست.');
  if (input.invoiceType !== 'cancelling' && !changed.size)
    throw fieldError('body.lines', 'required', 'ردیف‌هایی را که اصلاح یا برگشت می‌شوند مشخص کنید.');
  const base = original.lines.map((l, index) => ({ ...l, index }));
  const picked =
    input.invoiceType === 'cancelling'
      ? base
      : input.invoiceType === 'return'
        ? base.filter((l) => changed.has(l.index))
        : base;
  const lines = picked.map((l) => {
    const change = changed.get(l.index);
    if (input.invoiceType === 'return' && change && change.quantity > l.quantity)
      throw fieldError('body.lines', 'max', 'مقدار برگشتی بیش از مقدار صورتحساب است.');
    return {
      title: l.title,
      modelCode: l.modelCode,
      productCode: l.productCode ?? null,
      unit: l.unit,
      quantity: input.invoiceType === 'cancelling' || !change ? l.quantity : change.quantity,
      unitPriceRials: input.invoiceType === 'corrective' && change ? change.unitPriceRials : l.unitPriceRials,
    };
  });
  const { lines: printed, totals } = documentTotals(lines, {
    discountRials: 0,
    shippingRials: input.invoiceType === 'return' ? 0 : original.shippingRials,
    vatBasisPoints: original.vatBasisPoints,
  });
  const row = await issueDocument(ctx, db, {
    kind: 'invoice',
    invoiceType: input.invoiceType,
    merchantId: original.merchantId,
    buyerUserId: original.buyerUserId,
    tradeRequestId: original.tradeRequestId,
    quoteId: null,
    sourceKey,
    referencesDocumentId: id,
    seller: original.seller,
    buyer: original.buyer,
    lines: printed,
    ...amounts(totals),
    validUntil: null,
    paymentTerms: original.paymentTerms,
    deliveryTerms: original.deliveryTerms,
    purchaseOrderNumber: original.purchaseOrderNumber,
    note: input.reason,
  });
  return row;
}
