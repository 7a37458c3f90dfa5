// Disputes on a stage (decision 040), for the disputes module: a delivered stage disputed within its own
// objection window is frozen (the release job passes it by and the buyer cannot confirm it) until staff decide;
// the order's other stages go on as before. The caller holds the order's row lock.
import { toPersianDigits } from '@bazaar/fa/digits';
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { heldOfMoney } from './money-rules.js';
import type { SecurePaymentContext } from './secure-payment-context.js';
import { createStagesRepo } from './stages.repo.js';

const illegal = (detail: string) => new AppError('TRADE_ILLEGAL_TRANSITION', { detail });

export async function disputeStageIn(ctx: SecurePaymentContext, db: Database, id: number, n: number) {
  const stage = (await createStagesRepo(db).stages(id, true)).find((s) => s.number === n);
  const nth = `مرحلهٔ ${toPersianDigits(n)}`;
  if (!stage)
    throw new AppError('VALIDATION_FAILED', {
      errors: [{ field: 'body.stage', code: 'oneOf', message: 'این سفارش چنین مرحله‌ای ندارد.' }],
    });
  if (stage.disputedAt) throw illegal(`برای ${nth} پیش‌تر اختلاف ثبت شده است.`);
  if (!stage.paidAt || !stage.deliveredAt || !stage.releaseDueAt)
    throw illegal(`اختلاف برای مرحله‌ای ثبت می‌شود که تأمین‌کننده تحویل آن را ثبت کرده باشد؛ ${nth} هنوز تحویل نشده است.`);
  if (stage.settledAt || stage.releaseDueAt <= ctx.now())
    throw illegal(`مهلت اعتراض به ${nth} به پایان رسیده و وجه آن تسویه شده است.`);
  await createStagesRepo(db).update(id, n, { disputedAt: ctx.now() });
}

/** What a stage still holds (read in the caller's transaction when `db` is given). */
export async function stageHeld(ctx: SecurePaymentContext, id: number, n: number, db: Database = ctx.deps.db) {
  const stage = (await createStagesRepo(db).stages(id)).find((s) => s.number === n);
  return stage ? heldOfMoney(stage) : 0;
}
