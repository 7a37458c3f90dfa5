// «پرداخت از کیف پول» and «پرداخت با {درگاه}» for one payable: two plain forms posting to the payPayable action,
// each with its own idempotency key made now, so a double submit pays once.
import type { Gateway } from '@bazaar/contracts/wallet-payments';
import { buttonClass } from '@/components/ui/button-styles';
import { payPayable } from './wallet-actions';

export function PayPayableForms({
  payableId,
  gateway,
  returnTo,
  walletShort,
}: {
  payableId: number;
  gateway: Gateway | undefined;
  returnTo: string;
  /** The wallet holds less than the amount: the wallet button is shown disabled. */
  walletShort: boolean;
}) {
  return (
    <>
      <form action={payPayable}>
        <input type="hidden" name="payableId" value={payableId} />
        <input type="hidden" name="method" value="wallet" />
        <input type="hidden" name="idempotencyKey" value={crypto.randomUUID()} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" className={buttonClass('primary')} disabled={walletShort}>
          پرداخت از کیف پول
        </button>
      </form>
      {gateway ? (
        <form action={payPayable}>
          <input type="hidden" name="payableId" value={payableId} />
          <input type="hidden" name="gateway" value={gateway.code} />
          <input type="hidden" name="idempotencyKey" value={crypto.randomUUID()} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className={buttonClass('secondary')}>
            پرداخت با {gateway.name}
          </button>
        </form>
      ) : null}
    </>
  );
}
