// What the use cases of trust share (decision 043): the database, the trade offer that says who a caller is in an
// order, public uploads for review photos, the settings and the clock.
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../platform/transaction.js';
import { AppError } from '../../shared/app-error.js';
import type { FilesService } from '../files/files.service.js';
import type { TradeOffer } from '../trade/for-modules.js';
import { createReviewsRepo } from './reviews.repo.js';

export interface TrustDeps {
  db: Database;
  uow: UnitOfWork;
  trade: Pick<TradeOffer, 'visibleOrder' | 'orderIn' | 'now'>;
  files: Pick<FilesService, 'ownedFile'>;
  minCases: number;
  payDays: number;
  now?: () => Date;
}

export interface TrustContext {
  deps: TrustDeps;
  reviews: ReturnType<typeof createReviewsRepo>;
  now: () => Date;
}

export const createTrustContext = (deps: TrustDeps): TrustContext => ({
  deps,
  reviews: createReviewsRepo(deps.db),
  now: deps.now ?? deps.trade.now,
});

export type Caller = { userId: number; staff: boolean };
export const DAY_MS = 86_400_000;
export const fieldError = (field: string, code: string, message: string) => ({ field, code, message });
export const NO_REVIEW = 'نظری برای این سفارش از این طرف ثبت نشده است.';
export const noReview = () => new AppError('NOT_FOUND', { detail: NO_REVIEW });
