// «تأیید نهایی و انتشار»: the buyer's plan, the publishing fee and what is left of the month's quota; then the
// confirm button, or, once the fee is a payable, its amount beside the wallet balance and the payment forms
// the page gives (the wallet feature's).
import type { MembershipAndPrice } from '@bazaar/contracts/trade-requests';
import type { Payable } from '@bazaar/contracts/wallet-membership';
import { formatNumberFa } from '@bazaar/fa/digits';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { toman } from './order-view';
import { confirmAndPublish } from './trade-actions';

export function PublishStep({
  requestId,
  price,
  fee,
  balanceRials,
  payForms,
}: {
  requestId: number;
  price: MembershipAndPrice;
  /** The publishing fee's open payable, once there is one. */
  fee: Payable | undefined;
  balanceRials: number;
  /** How the fee is paid (wallet or gateway), shown with it. */
  payForms: ReactNode;
}) {
  return (
    <div id="fee" className="flex flex-col gap-3 rounded-lg p-3 ring-1 ring-slate-200 scroll-mt-24">
      <h3 className="font-bold text-slate-900">تأیید نهایی و انتشار</h3>
      <p className="text-slate-800" data-testid="publish-price">
        طرح عضویت: «{price.plan.name}» · کارمزد انتشار:{' '}
        <strong>{price.feeRials === 0 ? 'رایگان' : toman(price.feeRials)}</strong> · باقی‌ماندهٔ این ماه:{' '}
        {formatNumberFa(price.remainingThisMonth)} از {formatNumberFa(price.requestsPerMonth)}
      </p>
      {fee ? (
        <div id="payables" className="flex flex-wrap items-center gap-3">
          <span className="text-slate-800">
            کارمزد {toman(fee.amountRials)} · موجودی کیف پول: {toman(balanceRials)}
          </span>
          {payForms}
        </div>
      ) : (
        <form noValidate action={confirmAndPublish}>
          <input type="hidden" name="id" value={requestId} />
          <button type="submit" className={buttonClass('primary')} disabled={!price.canPublish}>
            {price.feeRials === 0 ? 'تأیید نهایی و انتشار' : 'تأیید نهایی و پرداخت کارمزد'}
          </button>
        </form>
      )}
    </div>
  );
}
