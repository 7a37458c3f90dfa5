// A document's arithmetic in whole Rials (issue 31): each line's amount, the discount and VAT shared over the
// lines, and the totals, so that the lines always add up to the totals printed below them and the total is
// what secure payment asked the buyer to pay (`orderAmounts`, decision 039). Pure, for the property test.
import type { DocumentLine, DocumentTotals } from '@bazaar/contracts/paperwork-documents';
import { rialsInWords } from '@bazaar/fa/amount-words';
import { vatOf } from '../secure-payment/money-rules.js';

export interface LineInput {
  title: string;
  modelCode: string | null;
  /** The product's شناسه کالا/خدمت at issue (13 digits), null when it has none. */
  productCode?: string | null;
  quantity: number;
  unit: string;
  unitPriceRials: number;
}

/**
 * `total` split over `weights` in whole units, largest remainders first (ties to the earlier line), so the
 * shares add up to `total` exactly. All-zero weights give all to the first share.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (!weights.length) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * Lines and totals of a document: goods = round(Σ quantity × unit price), each line's amount its share of it;
 * VAT at `vatBasisPoints` on goods − discount + shipping (as secure payment computes it), shared over the lines
 * with the shipping's part kept on the totals; total = goods − discount + shipping + VAT.
 */
export function documentTotals(
  inputs: readonly LineInput[],
  options: { discountRials: number; shippingRials: number; vatBasisPoints: number },
): { lines: DocumentLine[]; totals: DocumentTotals } {
  const exact = inputs.map((l) => l.quantity * l.unitPriceRials);
  const goodsRials = Math.round(exact.reduce((a, b) => a + b, 0));
  const amounts = allocate(goodsRials, exact);
  const discountRials = Math.min(options.discountRials, goodsRials);
  const discounts = allocate(discountRials, amounts);
  const net = goodsRials - discountRials;
  const vatRials = vatOf(net + options.shippingRials, options.vatBasisPoints);
  const lineVats = allocate(vatRials, [...amounts.map((a, i) => a - (discounts[i] ?? 0)), options.shippingRials]);
  const totalRials = net + options.shippingRials + vatRials;
  return {
    lines: inputs.map((l, i) => ({
      title: l.title,
      modelCode: l.modelCode,
      productCode: l.productCode ?? null,
      quantity: l.quantity,
      unit: l.unit,
      unitPriceRials: l.unitPriceRials,
      amountRials: amounts[i] ?? 0,
      discountRials: discounts[i] ?? 0,
      vatRials: lineVats[i] ?? 0,
    })),
    totals: {
      goodsRials,
      discountRials,
      shippingRials: options.shippingRials,
      vatBasisPoints: options.vatBasisPoints,
      vatRials,
      totalRials,
      totalInWords: rialsInWords(totalRials),
    },
  };
}
