// Secure payment («پرداخت امن», decision 039): an order's money paid into a holding account of the ledger and
// held until the buyer confirms receipt, the objection window ends or staff decide a dispute. It pays through
// the wallet (a 'trade_order' payable, its `onPaid` hook), moves orders through trade's offer, refunds on
// trade's cancel and refuse (declared hooks), and releases due orders on a timer; the reminder SMS is a durable
// subscriber of its own event.
import type { AppModule } from '../../platform/modules.js';
import { refuseWholeOrderStep } from './fulfil-stage.js';
import { refundOnCancel, startObjectionWindow } from './hooks.js';
import { releaseReminderSms } from './release-reminder-sms.js';
import { securePaymentRoutes } from './secure-payment.routes.js';
import { createSecurePaymentService, type SecurePaymentService } from './secure-payment.service.js';

declare module '../../platform/modules.js' {
  interface ModuleOffers {
    securePayment: Pick<
      SecurePaymentService,
      | 'settleIn'
      | 'heldRials'
      | 'releaseDueAtIn'
      | 'disputeStageIn'
      | 'settleStageIn'
      | 'finishStagedOrderIn'
      | 'pay'
      | 'beforePay'
    >;
  }
}

export const securePaymentModule: AppModule = {
  name: 'secure-payment',
  async register(api, ctx) {
    const trade = ctx.use('trade');
    const wallet = ctx.use('wallet');
    const files = ctx.use('files');
    const service = createSecurePaymentService(
      {
        db: ctx.database.db,
        uow: ctx.platform.uow,
        wallet,
        trade,
        access: ctx.use('merchantAccess'),
        vatBasisPoints: ctx.config.VAT_BASIS_POINTS,
        objectionDays: ctx.config.OBJECTION_WINDOW_DAYS,
      },
      files,
    );
    const sp = service.ctx;
    wallet.onPaid('trade_order', service.onOrderPaid);
    trade.beforeTransition('cancel', (db, _emit, order, caller) => refundOnCancel(sp, db, order, caller, 'لغو خریدار'));
    trade.beforeTransition('refuse', (db, _emit, order, caller) =>
      refundOnCancel(sp, db, order, caller, 'انصراف تأمین‌کننده'),
    );
    trade.beforeTransition('deliver', (db, _emit, order) => startObjectionWindow(sp, db, order));
    // An order split into stages moves by its stages (decision 040), never shipped or confirmed whole.
    for (const action of ['ship', 'deliver', 'confirm_receipt', 'open_dispute'] as const)
      trade.beforeTransition(action, (db, _emit, order) => refuseWholeOrderStep(db, order));
    // A quote that proposes stages makes them the order's when it is accepted (decision 056).
    trade.onQuoteAccepted(service.stagesFromQuote);
    ctx.platform.events.subscribe(
      'secure-payment.release.soon',
      'secure-payment.sms-release-reminder',
      releaseReminderSms({ trade, sms: ctx.use('sms') }),
    );
    ctx.every('secure-payment.release-due', ctx.config.RELEASE_CHECK_MS, async () => {
      await service.releaseDue();
    });
    ctx.offer('securePayment', service);
    await api.register(securePaymentRoutes, { service, files });
  },
};
