// What the use cases of disputes share (decision 039).
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../platform/transaction.js';
import { AppError } from '../../shared/app-error.js';
import type { SecurePaymentService } from '../secure-payment/secure-payment.service.js';
import type { TradeOffer } from '../trade/for-modules.js';
import { createDisputesRepo } from './disputes.repo.js';

export interface DisputesDeps {
  db: Database;
  uow: UnitOfWork;
  trade: TradeOffer;
  securePayment: Pick<
    SecurePaymentService,
    'settleIn' | 'heldRials' | 'releaseDueAtIn' | 'disputeStageIn' | 'settleStageIn' | 'finishStagedOrderIn'
  >;
  files: { ownedFile(userId: number, id: string): Promise<{ fileName: string }> };
  answerDays: number;
  now?: () => Date;
}

export interface DisputesContext {
  deps: DisputesDeps;
  repo: ReturnType<typeof createDisputesRepo>;
  now: () => Date;
}

export const createDisputesContext = (deps: DisputesDeps): DisputesContext => ({
  deps,
  repo: createDisputesRepo(deps.db),
  now: deps.now ?? deps.trade.now,
});

export type Caller = { userId: number; staff: boolean };
export const DAY_MS = 86_400_000;
export const NO_DISPUTE = 'برای این سفارش اختلافی ثبت نشده است.';
export const noDispute = () => new AppError('NOT_FOUND', { detail: NO_DISPUTE });
export const fieldError = (field: string, code: string, message: string) => ({ field, code, message });

/** Files named as evidence must be the author's own uploads; their names are kept with the message. */
export async function evidence(ctx: DisputesContext, userId: number, fileIds: string[]) {
  const files: { fileId: string; fileName: string }[] = [];
  for (const fileId of fileIds) {
    const file = await ctx.deps.files.ownedFile(userId, fileId).catch(() => {
      throw new AppError('VALIDATION_FAILED', {
        errors: [fieldError('body.fileIds', 'oneOf', 'این فایل در فایل‌های بارگذاری‌شدهٔ شما یافت نشد.')],
      });
    });
    files.push({ fileId, fileName: file.fileName });
  }
  return files;
}
