// Sending the payer to a gateway (decision 018, item 5).
import type { GatewayCode, PaymentStart } from '@bazaar/contracts/wallet-payments';
import { AppError } from '../../../shared/app-error.js';
import { GatewayUnavailable } from '../gateways.js';
import type { Answer, Finish } from '../idempotency.js';
import { createWalletRepo, type PayableRow } from '../wallet.repo.js';
import { gatewayOf, guardPaying, toPayment, type WalletContext } from '../wallet-context.js';

/**
 * Registers a payment of the payable at the gateway. The redirect and the idempotency key's answer commit
 * together; a crash before that leaves a payment no payer ever saw, which reconciliation expires. A gateway
 * that does not answer fails the payment (retryable) and answers 503 with Retry-After.
 */
export async function startGatewayPayment(
  ctx: WalletContext,
  userId: number,
  payable: PayableRow,
  code: GatewayCode,
  finish: Finish<PaymentStart>,
): Promise<Answer<PaymentStart>> {
  const gateway = gatewayOf(ctx, code);
  await guardPaying(ctx, ctx.deps.db, payable, userId, 'gateway');
  const created = await ctx.repo.createPayment({
    userId,
    payableId: payable.id,
    method: 'gateway',
    gateway: code,
    amountRials: payable.amountRials,
  });
  const callbackUrl = `${ctx.deps.publicSiteUrl.replace(/\/$/, '')}/payment/callback?gateway=${code}`;
  try {
    const started = await gateway.request({
      amountRials: payable.amountRials,
      description: payable.title,
      callbackUrl,
    });
    return await ctx.deps.uow.run(async (db) => {
      const redirected = await createWalletRepo(db).updatePayment(
        created.id,
        { status: 'redirected', authority: started.authority },
        ['created'],
      );
      const result = {
        status: 201,
        body: { payment: toPayment(redirected ?? created, payable), redirectUrl: started.redirectUrl },
      };
      await finish(db, result);
      return result;
    });
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    await ctx.repo.updatePayment(
      created.id,
      {
        status: 'failed',
        failureReason: 'درگاه پرداخت پاسخ نداد؛ می‌توانید دوباره تلاش کنید.',
        gatewayClosedAt: ctx.now(), // the gateway gave it no token: there is nothing it could settle
      },
      ['created'],
    );
    throw new AppError('WALLET_GATEWAY_UNREACHABLE', { cause: error, retryAfterSeconds: 60 });
  }
}
