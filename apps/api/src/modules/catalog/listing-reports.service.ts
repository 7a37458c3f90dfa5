// «گزارش تخلف» (decision 034). A signed-in visitor reports a public product with a reason of the fixed list;
// a second report of the same listing rewrites the open one (never a second row); members of the product's
// merchant cannot report it. Staff dismiss a listing's open reports or unpublish it with a reason its supplier
// reads; either closes every open report of the listing, writes the audit row on the same transaction, and an
// unpublication emits `catalog.product.changed` like the product editor, so caches and pages follow.
import type { ListingReportBody, ListingReportReceipt, ListingReportState } from '@bazaar/contracts/listing-reports';
import { toPersianDigits } from '@bazaar/fa/digits';
import { normalizePersian } from '@bazaar/fa/normalize';
import { recordStaffAction } from '../../platform/audit/audit-log.js';
import type { UnitOfWork } from '../../platform/transaction.js';
import { AppError, fieldError, notFound } from '../../shared/app-error.js';
import type { RateStore } from '../../shared/rate-store.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import { createListingReportsRepo, type ListingReportsRepo } from './listing-reports.repo.js';

const PRODUCT_NOT_FOUND = 'محصولی با این شناسه یافت نشد.';
/** Reports one person may file (or rewrite) in an hour. */
export const REPORTS_PER_HOUR = 20;
/** Shortest explanation of «سایر». */
const OTHER_TEXT_MIN = 5;

/** Free text as stored: ی/ک and digits unified, line breaks kept (a note may have several lines). */
const cleanText = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => normalizePersian(line))
    .filter(Boolean)
    .join('\n');

export function createListingReportsService({
  repo,
  uow,
  rates,
  access,
}: {
  repo: ListingReportsRepo;
  uow: UnitOfWork;
  rates: RateStore;
  /** Whether the person owns or represents the merchant (customers). */
  access: Pick<MerchantAccess, 'actsFor'>;
}) {
  async function reported(productId: number) {
    const product = await repo.product(productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }

  return {
    async report(userId: number, productId: number, body: Required<ListingReportBody>): Promise<ListingReportReceipt> {
      const product = await repo.publicProduct(productId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      if (await access.actsFor(userId, product.merchantId)) throw new AppError('CATALOG_OWN_LISTING_REPORT');
      const text = cleanText(body.text);
      if (body.reason === 'other' && text.length < OTHER_TEXT_MIN)
        throw fieldError('body.text', 'required', 'برای «سایر» در چند کلمه بنویسید چه چیزی در این آگهی نادرست است.');
      const hit = await rates.hit(`listing-reports:${userId}`, 3600);
      if (hit.count > REPORTS_PER_HOUR) {
        const seconds = Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000));
        throw new AppError('RATE_LIMITED', {
          detail: `گزارش‌های زیادی از شما ثبت شده است؛ ${toPersianDigits(Math.ceil(seconds / 60))} دقیقهٔ دیگر دوباره تلاش کنید.`,
          retryAfterSeconds: seconds,
        });
      }
      const stored = await uow.run((tx) =>
        createListingReportsRepo(tx).upsertOpen(productId, userId, body.reason, text),
      );
      return {
        id: stored.id,
        productId,
        reason: body.reason,
        text,
        updated: stored.updated,
        message: stored.updated
          ? 'شما پیش‌تر این آگهی را گزارش کرده بودید؛ گزارش شما با دلیل و توضیح تازه به‌روز شد.'
          : 'گزارش شما ثبت شد. کارشناسان بازار صنعت آن را بررسی می‌کنند؛ از همراهی شما سپاسگزاریم.',
      };
    },

    queue: (state: ListingReportState, page: number, pageSize: number) => repo.queue(state, page, pageSize),

    async dismiss(staffUserId: number, productId: number, note: string) {
      const product = await reported(productId);
      const cleaned = cleanText(note);
      const closed = await uow.run(async (tx) => {
        const count = await createListingReportsRepo(tx).resolve(productId, 'dismissed', staffUserId, cleaned);
        if (!count) throw new AppError('CATALOG_NO_OPEN_REPORTS');
        await recordStaffAction(tx, {
          staffUserId,
          action: 'listing.dismiss_reports',
          objectType: 'supplier_product',
          objectId: productId,
          detail: { title: product.title, closed: count, ...(cleaned ? { note: cleaned } : {}) },
        });
        return count;
      });
      return { productId, closed, state: 'dismissed' as const };
    },

    async unpublish(staffUserId: number, productId: number, reason: string) {
      const product = await reported(productId);
      const cleaned = cleanText(reason);
      if (cleaned.length < 5) throw fieldError('body.reason', 'minLength', 'دلیل را دست‌کم در ۵ نویسه بنویسید.');
      const closed = await uow.run(async (tx, emit) => {
        const reports = createListingReportsRepo(tx);
        const count = await reports.resolve(productId, 'unpublished', staffUserId, cleaned);
        if (!count) throw new AppError('CATALOG_NO_OPEN_REPORTS');
        await reports.unpublish(productId, cleaned);
        await recordStaffAction(tx, {
          staffUserId,
          action: 'listing.unpublish',
          objectType: 'supplier_product',
          objectId: productId,
          detail: { title: product.title, closed: count, reason: cleaned, previousStatus: product.status },
        });
        await emit('catalog.product.changed', { productIds: [productId] });
        return count;
      });
      return { productId, closed, state: 'unpublished' as const };
    },
  };
}

export type ListingReportsService = ReturnType<typeof createListingReportsService>;
