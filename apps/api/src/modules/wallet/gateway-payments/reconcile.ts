// The reconciliation job (decision 018, item 7).
import { EXPIRED_AT_GATEWAY, type WalletContext } from '../wallet-context.js';
import { checkWithGateway } from './check-with-gateway.js';

/**
 * Every payment the gateway may still settle is asked about, whatever its status (a payment the payer cancelled
 * here may still be paid at the bank), until the gateway's final word or the payment's expiry. Paid ones
 * settle (into the wallet when what they paid for is gone); unpaid ones expire.
 */
export async function reconcile(ctx: WalletContext, options: { olderThanMs?: number; limit?: number } = {}) {
  const { repo, now } = ctx;
  const before = new Date(now().getTime() - (options.olderThanMs ?? 60_000));
  const open = await repo.openAtGateway(before, options.limit ?? 200);
  const result = { checked: 0, paid: 0, failed: 0, expired: 0, pending: 0 };
  for (const payment of open) {
    result.checked += 1;
    const { payment: after } = await checkWithGateway(ctx, payment);
    if (after.status === 'paid') result.paid += 1;
    else if (after.gatewayClosedAt) result.failed += 1;
    else if (now().getTime() - payment.createdAt.getTime() >= ctx.deps.expireMinutes * 60_000) {
      // Its time at the gateway is over: the gateway will not settle it any more.
      const closed =
        (await repo.updatePayment(
          payment.id,
          { status: 'expired', failureReason: EXPIRED_AT_GATEWAY, gatewayClosedAt: now() },
          ['created', 'redirected', 'failed'],
        )) ?? (await repo.updatePayment(payment.id, { gatewayClosedAt: now() }, ['cancelled', 'expired']));
      if (closed) result.expired += 1;
    } else {
      // Touched, so that the oldest-first walk moves on to the others next time.
      await repo.updatePayment(payment.id, {}, ['created', 'redirected', 'failed', 'cancelled']);
      result.pending += 1;
    }
  }
  return result;
}
