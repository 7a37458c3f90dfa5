// «در انتظار پرداخت»: what waits to be paid, each with the wallet and gateway payment forms.

import type { Payable } from '@bazaar/contracts/wallet-membership';
import type { Gateway } from '@bazaar/contracts/wallet-payments';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { WALLET_PATH } from './notices';
import { PayPayableForms } from './pay-payable-forms';
import { toman } from './wallet-view';

export function PayablesSection({
  payables,
  gateways,
  balanceRials,
}: {
  payables: Payable[];
  gateways: Gateway[];
  balanceRials: number;
}) {
  const returnTo = WALLET_PATH;
  return (
    <section
      id="payables"
      aria-labelledby="payables-heading"
      className="scroll-mt-24 rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="payables-heading" className="text-lg font-bold text-slate-900">
        در انتظار پرداخت
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {payables.map((payable) => (
          <li key={payable.id} className="flex flex-col gap-3 rounded-lg p-3 ring-1 ring-slate-200">
            <p className="text-slate-900">
              {toPersianDigitsInText(payable.title)} · <span className="font-bold">{toman(payable.amountRials)}</span>
            </p>
            <div className="flex flex-wrap gap-3">
              <PayPayableForms
                payableId={payable.id}
                gateway={gateways[0]}
                returnTo={returnTo}
                walletShort={balanceRials < payable.amountRials}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
