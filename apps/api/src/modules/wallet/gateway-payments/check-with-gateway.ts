// Asking a gateway about one payment (decision 018, items 6 and 7).
import type { GatewayCode } from '@bazaar/contracts/wallet-payments';
import { GatewayUnavailable } from '../gateways.js';
import { settleGatewayPayment } from '../settlement/settle-gateway-payment.js';
import type { PaymentRow } from '../wallet.repo.js';
import { PENDING_AT_GATEWAY, type WalletContext } from '../wallet-context.js';

/**
 * Asks the gateway about one payment and records what it says. Only the gateway's final word ends a payment
 * («failed», closed); «not paid yet» changes nothing, so whoever calls verify early (the payer too soon, or
 * anyone who knows the authority) changes nothing that waiting would not (issue 28).
 */
export async function checkWithGateway(
  ctx: WalletContext,
  payment: PaymentRow,
): Promise<{ payment: PaymentRow; notPaidYet: boolean }> {
  const { repo } = ctx;
  const gateway = payment.gateway ? ctx.deps.gateways.get(payment.gateway as GatewayCode) : undefined;
  if (!gateway || !payment.authority) return { payment, notPaidYet: false };
  let outcome: Awaited<ReturnType<typeof gateway.verify>>;
  try {
    outcome = await gateway.verify({ authority: payment.authority, amountRials: payment.amountRials });
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    const touched = await repo.updatePayment(payment.id, { failureReason: PENDING_AT_GATEWAY }, [
      'created',
      'redirected',
    ]);
    return { payment: touched ?? payment, notPaidYet: false };
  }
  if (outcome.paid)
    return { payment: await settleGatewayPayment(ctx, payment.id, outcome.referenceId), notPaidYet: false };
  // «Not yet»: nothing is written, so a verify by anyone changes nothing (not even when reconciliation asks next).
  if (!outcome.final) return { payment, notPaidYet: true };
  const failed =
    (await repo.updatePayment(
      payment.id,
      { status: 'failed', failureReason: outcome.reason, gatewayClosedAt: ctx.now() },
      ['created', 'redirected', 'failed'],
    )) ??
    // Cancelled here, or already expired: only closed at the gateway.
    (await repo.updatePayment(payment.id, { gatewayClosedAt: ctx.now() }, ['cancelled', 'expired'])) ??
    ((await repo.payment(payment.id)) as PaymentRow);
  return { payment: failed, notPaidYet: false };
}
