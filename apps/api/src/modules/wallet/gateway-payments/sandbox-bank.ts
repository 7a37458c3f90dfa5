// The sandbox gateway's bank page (decision 018, item 5): offered outside production and in the demo only.
import { AppError } from '../../../shared/app-error.js';
import { sandboxReference } from '../gateways.js';
import type { WalletContext } from '../wallet-context.js';

export async function sandboxPayment(ctx: WalletContext, authority: string) {
  if (!ctx.deps.gateways.has('sandbox')) throw new AppError('NOT_FOUND');
  const row = await ctx.repo.sandbox.get(authority);
  if (!row) throw new AppError('NOT_FOUND', { detail: 'این پرداخت در درگاه آزمایشی یافت نشد.' });
  return {
    authority: row.authority,
    amountRials: row.amountRials,
    description: row.description,
    state: row.state as 'pending' | 'paid' | 'cancelled',
    callbackUrl: `${row.callbackUrl}&Authority=${encodeURIComponent(row.authority)}&Status=${row.state === 'paid' ? 'OK' : 'NOK'}`,
  };
}

/** The payer's «پرداخت» or «انصراف» on the bank page: decided once, as a bank would. */
export async function sandboxComplete(ctx: WalletContext, authority: string, outcome: 'paid' | 'cancelled') {
  if (!ctx.deps.gateways.has('sandbox')) throw new AppError('NOT_FOUND');
  const row = await ctx.repo.sandbox.get(authority);
  if (!row) throw new AppError('NOT_FOUND', { detail: 'این پرداخت در درگاه آزمایشی یافت نشد.' });
  if (row.state === 'pending')
    await ctx.repo.sandbox.decide(authority, outcome, outcome === 'paid' ? sandboxReference() : null);
  return sandboxPayment(ctx, authority);
}
