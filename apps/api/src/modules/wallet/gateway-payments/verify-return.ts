// The gateway's return page (decision 018, item 6).
import type { VerifyResult } from '@bazaar/contracts/wallet-gateway-payments';
import type { GatewayCode } from '@bazaar/contracts/wallet-payments';
import { AppError } from '../../../shared/app-error.js';
import { NOT_PAID_YET, PENDING_AT_GATEWAY, type WalletContext } from '../wallet-context.js';
import { checkWithGateway } from './check-with-gateway.js';

/**
 * Finds the payment by the gateway's token, asks the gateway, settles at most once, and says what happened in
 * Persian. The gateway's own status parameter (OK/NOK) is the browser's word, which anyone can type: only the
 * gateway's answer to our verify counts.
 */
export async function verifyReturn(
  ctx: WalletContext,
  input: { gateway: GatewayCode; authority: string; status?: string },
): Promise<VerifyResult> {
  const found = await ctx.repo.paymentByAuthority(input.gateway, input.authority);
  if (!found) throw new AppError('NOT_FOUND', { detail: 'این پرداخت در سامانه یافت نشد.' });
  const { payment, notPaidYet } = found.settledAt
    ? { payment: found, notPaidYet: false }
    : await checkWithGateway(ctx, found);
  const payable = await ctx.repo.payable(payment.payableId);
  const message =
    payment.status === 'paid'
      ? `پرداخت با موفقیت انجام شد. شماره پیگیری: ${payment.referenceId ?? '—'}`
      : payment.status === 'redirected'
        ? notPaidYet
          ? NOT_PAID_YET
          : PENDING_AT_GATEWAY
        : `پرداخت انجام نشد. ${payment.failureReason ?? ''}`.trim();
  return {
    status: payment.status,
    amountRials: payment.amountRials,
    title: payable?.title ?? '',
    referenceId: payment.referenceId,
    message,
    paymentId: payment.id,
  };
}
