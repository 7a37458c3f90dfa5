// «افزایش موجودی»: a top-up of one's own wallet through a gateway.
import type { GatewayCode, PaymentStart } from '@bazaar/contracts/wallet-payments';
import { formatMoney } from '@bazaar/fa/money';
import { startGatewayPayment } from '../gateway-payments/start-gateway-payment.js';
import { idempotent } from '../idempotency.js';
import { gatewayClaimSeconds, gatewayOf, type WalletContext } from '../wallet-context.js';

/** A payable fixed at the amount, and a payment at the chosen gateway. */
export function topUp(
  ctx: WalletContext,
  userId: number,
  key: string,
  input: { amountRials: number; gateway: GatewayCode },
) {
  gatewayOf(ctx, input.gateway);
  return idempotent<PaymentStart>(
    ctx.repo,
    { userId, operation: 'charge', key, body: input, claimSeconds: gatewayClaimSeconds(ctx) },
    async (finish) => {
      const payable = await ctx.repo.createPayable({
        userId,
        kind: 'wallet_topup',
        title: `افزایش موجودی کیف پول به مبلغ ${formatMoney(input.amountRials, { unit: 'toman' })}`,
        amountRials: input.amountRials,
      });
      return startGatewayPayment(ctx, userId, payable, input.gateway, finish);
    },
  );
}
