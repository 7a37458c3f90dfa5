// The order page's «پرداخت امن» section (decision 039): the money panel, the next step this viewer may take now
// (pay, ship, confirm or dispute, refuse), the shipment both parties read, and the dispute with its thread and
// decision. An order split into stages (decision 040) shows its stages, each with its own step, instead of the
// whole order's pay, ship and receipt; its supplier may split a priced, unpaid order into stages here.
// A server component: the page's live refresh (`trade.request.changed`) renders it again.
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import type { Gateway } from '@bazaar/contracts/wallet-payments';
import { formatNumberFa } from '@bazaar/fa/digits';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { DisputeDecision, DisputeMessageForm, DisputeSummary, DisputeThread } from './dispute-thread';
import { MoneyPanel, MoneyStateBadge } from './money-panel';
import { PayBox, ReceiptBox, RefuseBox } from './order-actions';
import { writeDisputeMessage } from './secure-payment-actions';
import { loadOrderMoney, securePaymentApi, unlessMissing } from './secure-payment-data.server';
import { ShipForm, ShipmentView } from './shipment';
import { PlanStagesForm, StagesPanel } from './stages';

const sectionClass = 'scroll-mt-24 rounded-xl bg-white p-5 ring-1 ring-slate-200';
/** States in which an order may have a dispute to show. */
const DISPUTE_STATES = new Set(['disputed', 'completed', 'refunded']);
/** States in which a staged order's later stages are paid, and in which a supplier may plan stages. */
const UNDER_WAY = new Set(['paid', 'in_progress', 'shipped', 'delivered']);
const PLANNABLE = new Set(['supplier_confirmed', 'published']);

export async function OrderSecurePayment({
  request,
  path,
  payForms,
  companyOrderHref,
}: {
  request: TradeRequest;
  path: string;
  /** A company order's page in the company's books: it is paid there from the company wallet (decision 052). */
  companyOrderHref?: string;
  /** The wallet's forms paying one payable (the order page renders them for its fee too). */
  payForms: (payableId: number, walletShort: boolean, gateway: Gateway | undefined) => ReactNode;
}) {
  const party = request.viewerParty;
  if (party === 'quoter') return null;
  const id = request.id;
  const allowed = new Set(request.allowedActions);
  const api = await securePaymentApi(path);
  const money = await loadOrderMoney(id, path);
  if (!money || money.state === 'not_priced') return null;
  // A stage's dispute leaves the order's state as it is (decision 040).
  const stageDisputed = money.stages.some((s) => ['in_dispute', 'split', 'refunded'].includes(s.state));
  const dispute =
    DISPUTE_STATES.has(request.state) || stageDisputed
      ? await unlessMissing(api.money.dispute({ params: { id } }), path)
      : null;
  // An order split into stages (decision 040) is paid, delivered and confirmed stage by stage.
  const staged = money.stages.length > 0;
  const stagePayable = allowed.has('pay') || UNDER_WAY.has(request.state);
  const payable = staged
    ? party === 'buyer' && stagePayable && money.stages.some((s) => s.state === 'unpaid')
    : allowed.has('pay');
  const paying = payable && !companyOrderHref;
  const [balance, gateways] = paying
    ? await Promise.all([api.wallet.balance(), api.payments.gateways()])
    : [null, [] as Gateway[]];
  const supplierSide = party === 'supplier';
  const receiving = !staged && allowed.has('confirm_receipt');
  const planning = supplierSide && !staged && !money.paidAt && PLANNABLE.has(request.state);

  return (
    <>
      <section id="secure-payment" aria-labelledby="secure-payment-heading" className={sectionClass}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id="secure-payment-heading" className="text-lg font-bold text-slate-900">
            پرداخت امن
          </h2>
          <MoneyStateBadge state={money.state} />
        </div>
        <div className="flex flex-col gap-4">
          {payable && companyOrderHref ? (
            <p className="text-slate-800" data-testid="company-pays">
              این سفارش شرکت است و مالک یا حسابدار شرکت آن را از کیف پول شرکت می‌پردازد:{' '}
              <Link href={companyOrderHref} className="text-brand-800 underline">
                سفارش در حساب شرکت
              </Link>
            </p>
          ) : null}
          {paying && !staged ? (
            <PayBox
              id={id}
              money={money}
              balanceRials={balance?.balanceRials ?? 0}
              payForms={(payableId, short) => payForms(payableId, short, gateways[0])}
            />
          ) : null}
          {receiving ? <ReceiptBox id={id} money={money} canDispute={allowed.has('open_dispute')} /> : null}
          {!staged && allowed.has('ship') ? (
            <div className="rounded-lg p-3 ring-1 ring-slate-200">
              <ShipForm id={id} />
            </div>
          ) : null}
          {planning ? <PlanStagesForm id={id} goodsRials={money.goodsRials} /> : null}
          <MoneyPanel money={money} supplierSide={supplierSide} />
          {staged ? (
            <StagesPanel
              id={id}
              money={money}
              party={party}
              payable={stagePayable}
              payForms={(payableId) =>
                payForms(
                  payableId,
                  (balance?.balanceRials ?? 0) <
                    (money.stages.find((s) => s.payable?.id === payableId)?.totalRials ?? 0),
                  gateways[0],
                )
              }
            />
          ) : null}
          {money.shipment ? <ShipmentView id={id} shipment={money.shipment} /> : null}
          {allowed.has('refuse') ? <RefuseBox id={id} paid={money.paidAt !== null} /> : null}
        </div>
      </section>
      {dispute ? (
        <section id="dispute" aria-labelledby="dispute-heading" className={sectionClass}>
          <h2 id="dispute-heading" className="mb-3 text-lg font-bold text-slate-900">
            {dispute.status === 'open' ? 'اختلاف در بررسی پشتیبانی' : 'اختلاف (تصمیم گرفته شد)'}
            {dispute.stage ? ` · مرحلهٔ ${formatNumberFa(dispute.stage)}` : ''}
          </h2>
          <div className="flex flex-col gap-4">
            <DisputeDecision dispute={dispute} />
            <DisputeSummary dispute={dispute} />
            <DisputeThread dispute={dispute} />
            {dispute.status === 'open' && party !== 'staff' ? (
              <DisputeMessageForm
                action={writeDisputeMessage}
                hidden={{ id }}
                label={supplierSide ? 'پاسخ شما به اختلاف' : 'پیام یا مدرک تازه'}
              />
            ) : null}
          </div>
        </section>
      ) : null}
    </>
  );
}
