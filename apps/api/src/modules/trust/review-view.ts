// A review row as the contract shows it (decision 043): the buyer by first name and the initial of the last
// (never a number), the aspects of its side, public photo links; `hidden` only for its author and staff.
import type { Review } from '@bazaar/contracts/trust-reviews';
import { toPersianDigits } from '@bazaar/fa/digits';
import type { ReviewRow } from './reviews.repo.js';

export function buyerDisplayName(first: string | null, last: string | null) {
  const name = [first?.trim(), last?.trim() ? `${last.trim().slice(0, 1)}.` : ''].filter(Boolean).join(' ');
  return first?.trim() ? name : 'خریدار';
}

export function reviewView(row: ReviewRow, showHidden: boolean): Review {
  const aspects: Record<string, number> =
    row.subject === 'supplier'
      ? {
          quality: row.quality ?? 0,
          onTime: row.onTime ?? 0,
          communication: row.communication ?? 0,
          asDescribed: row.asDescribed ?? 0,
        }
      : { paidOnTime: row.paidOnTime ?? 0, clearRequirements: row.clearRequirements ?? 0 };
  const first = row.orderTitle ?? 'سفارش';
  return {
    id: row.id,
    tradeRequestId: row.tradeRequestId,
    subject: row.subject,
    merchantId: row.merchantId,
    merchantName: row.merchantName,
    buyerName: buyerDisplayName(row.buyerFirstName, row.buyerLastName),
    overall: row.overall,
    aspects,
    text: row.text,
    photos: row.photos.map((p) => ({ ...p, url: `/api/v1/files/${p.fileId}` })),
    orderTitle: row.itemCount > 1 ? `${first} و ${toPersianDigits(row.itemCount - 1)} قلم دیگر` : first,
    productIds: row.productIds ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editableUntil: row.editableUntil.toISOString(),
    answer:
      row.answerText && row.answeredAt ? { text: row.answerText, answeredAt: row.answeredAt.toISOString() } : null,
    hidden:
      showHidden && row.hiddenAt && row.hiddenReason
        ? { reason: row.hiddenReason, hiddenAt: row.hiddenAt.toISOString() }
        : null,
  };
}
