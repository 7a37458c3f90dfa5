// Bank accounts (decision 038): a merchant's, listed to its members and added or changed by its owner; a
// person's own, seen and added by that person only. Each is added with a شبا checked by checksum and bank and a
// fresh one-time code sent to the caller's own mobile.
import type { BankAccount, BankAccountBody } from '@bazaar/contracts/payouts';
import { normalizePersian } from '@bazaar/fa/normalize';
import { checkSheba, SHEBA_PROBLEM_MESSAGES } from '@bazaar/fa/sheba';
import { AppError, fieldError } from '../../shared/app-error.js';
import { checkHolder } from './holder-check.js';
import { createPayoutsRepo, ownerColumns, type PayoutOwner } from './payouts.repo.js';
import { actFor, type PayoutsContext, toBankAccount } from './payouts-context.js';

export async function bankAccounts(ctx: PayoutsContext, userId: number, owner: PayoutOwner): Promise<BankAccount[]> {
  await actFor(ctx, owner, userId, 'read');
  return (await ctx.repo.liveAccounts(owner)).map(toBankAccount);
}

export async function sendAccountCode(ctx: PayoutsContext, userId: number, owner: PayoutOwner, ip: string) {
  await actFor(ctx, owner, userId, 'manage');
  return ctx.deps.codes.sendCodeToUser(userId, ip);
}

const CODE_ERRORS = new Set(['IDENTITY_CODE_WRONG', 'IDENTITY_CODE_EXPIRED', 'IDENTITY_CODE_USED']);

/** The login's refusals of a code, told on the form's code field. */
async function confirmCode(ctx: PayoutsContext, userId: number, code: string, ip: string) {
  try {
    await ctx.deps.codes.confirmCodeOfUser(userId, code, ip);
  } catch (error) {
    if (error instanceof AppError && CODE_ERRORS.has(error.code))
      throw new AppError(error.code, {
        detail: error.detail,
        errors: [{ field: 'body.code', code: 'otp', message: error.detail }],
      });
    throw error;
  }
}

export async function addBankAccount(
  ctx: PayoutsContext,
  userId: number,
  owner: PayoutOwner,
  body: BankAccountBody,
  ip: string,
): Promise<BankAccount> {
  await actFor(ctx, owner, userId, 'manage');
  const checked = checkSheba(body.sheba);
  if (!checked.ok) throw fieldError('body.sheba', `sheba.${checked.problem}`, SHEBA_PROBLEM_MESSAGES[checked.problem]);
  const holderName = normalizePersian(body.holderName);
  const live = await ctx.repo.liveAccounts(owner);
  if (live.some((account) => account.sheba === checked.sheba && account.id !== body.replacesBankAccountId))
    throw new AppError('PAYOUTS_BANK_ACCOUNT_EXISTS', {
      errors: [
        {
          field: 'body.sheba',
          code: 'duplicate',
          message:
            owner.kind === 'merchant'
              ? 'این شمارهٔ شبا پیش‌تر برای این تأمین‌کننده ثبت شده است.'
              : 'این شمارهٔ شبا پیش‌تر در حساب‌های شما ثبت شده است.',
        },
      ],
    });
  if (body.replacesBankAccountId !== undefined && !live.some((a) => a.id === body.replacesBankAccountId))
    throw new AppError('NOT_FOUND', {
      errors: [{ field: 'body.replacesBankAccountId', code: 'notFound', message: 'این حساب در حساب‌های شما یافت نشد.' }],
    });
  // The code is used up only for a change that is otherwise valid.
  await confirmCode(ctx, userId, body.code, ip);
  const created = await ctx.deps.uow.run(async (tx) => {
    const repo = createPayoutsRepo(tx);
    if (body.replacesBankAccountId !== undefined) await repo.archiveAccount(owner, body.replacesBankAccountId);
    return repo.insertAccount({
      ...ownerColumns(owner),
      sheba: checked.sheba,
      bankCode: checked.bankCode,
      bankName: checked.bankName,
      holderName,
      addedByUserId: userId,
    });
  });
  if (!created) throw new AppError('PAYOUTS_BANK_ACCOUNT_EXISTS');
  // A merchant's account is matched with the company at once; if the provider is down, by the job later.
  return toBankAccount(ctx.deps.registry ? await checkHolder(ctx, ctx.deps.registry, created) : created);
}
