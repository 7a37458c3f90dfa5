// Paying a payable through a gateway, and paying it again after a failed, expired or abandoned attempt.
import type { GatewayCode, PaymentStart } from '@bazaar/contracts/wallet-payments';
import { AppError } from '../../../shared/app-error.js';
import { startGatewayPayment } from '../gateway-payments/start-gateway-payment.js';
import { idempotent } from '../idempotency.js';
import {
  gatewayClaimSeconds,
  gatewayOf,
  NOT_FOUND_PAYABLE,
  ownPayment,
  type WalletContext,
} from '../wallet-context.js';

export function payOnline(
  ctx: WalletContext,
  userId: number,
  key: string,
  input: { payableId: number; gateway: GatewayCode },
) {
  gatewayOf(ctx, input.gateway);
  return idempotent<PaymentStart>(
    ctx.repo,
    { userId, operation: 'online-request', key, body: input, claimSeconds: gatewayClaimSeconds(ctx) },
    async (finish) => {
      const payable = await ctx.repo.payable(input.payableId);
      if (!payable || payable.userId !== userId) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_PAYABLE });
      if (payable.status === 'paid') throw new AppError('WALLET_ALREADY_PAID');
      if (payable.status === 'cancelled') throw new AppError('WALLET_PAYABLE_CANCELLED');
      return startGatewayPayment(ctx, userId, payable, input.gateway, finish);
    },
  );
}

/**
 * A new gateway payment for the payable of an earlier one. A payment still waiting at the gateway may be
 * retried too (the payer gave up on that bank page); should both be paid, the second one's money goes to the
 * wallet.
 */
export function retryPayment(
  ctx: WalletContext,
  userId: number,
  key: string,
  input: { paymentId: number; gateway?: GatewayCode },
) {
  return idempotent<PaymentStart>(
    ctx.repo,
    { userId, operation: 'retry', key, body: input, claimSeconds: gatewayClaimSeconds(ctx) },
    async (finish) => {
      const { payment, payable } = await ownPayment(ctx, userId, input.paymentId);
      if (!['failed', 'expired', 'redirected'].includes(payment.status) || payable.status !== 'open')
        throw new AppError('WALLET_PAYMENT_NOT_RETRYABLE');
      const code = input.gateway ?? (payment.gateway as GatewayCode | null) ?? 'sandbox';
      return startGatewayPayment(ctx, userId, payable, code, finish);
    },
  );
}
