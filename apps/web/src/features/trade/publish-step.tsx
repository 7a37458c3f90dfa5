// «تأیید نهایی و انتشار»: the buyer's plan, the publishing fee and what is left of the month's quota. There is no
// button of its own: the order is published when the buyer asks for its one payment in «پرداخت امن», whose lines
// carry the fee (decision 049).
import type { MembershipAndPrice } from '@bazaar/contracts/trade-requests';
import { formatNumberFa } from '@bazaar/fa/digits';
import { toman } from './order-view';

export function PublishStep({ price }: { price: MembershipAndPrice }) {
  return (
    <div id="fee" className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-slate-200 scroll-mt-24">
      <h3 className="font-bold text-slate-900">تأیید نهایی و انتشار</h3>
      <p className="text-slate-800" data-testid="publish-price">
        طرح عضویت: «{price.plan.name}» · کارمزد انتشار:{' '}
        <strong>{price.feeRials === 0 ? 'رایگان' : toman(price.feeRials)}</strong> · باقی‌ماندهٔ این ماه:{' '}
        {formatNumberFa(price.remainingThisMonth)} از {formatNumberFa(price.requestsPerMonth)}
      </p>
      <p className="text-sm text-slate-700">
        {price.canPublish
          ? `با «پرداخت امن مبلغ سفارش» در بخش پرداخت امن، سفارش منتشر می‌شود${price.feeRials === 0 ? '' : ' و کارمزد انتشار یکی از سطرهای همان یک پرداخت است'}.`
          : 'سهمیهٔ انتشار این ماهِ طرح عضویت شما تمام شده است؛ با ارتقای طرح یا در ماه بعد می‌توانید این سفارش را بپردازید و منتشر کنید.'}
      </p>
    </div>
  );
}
