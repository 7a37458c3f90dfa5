// Trust (issue 32, decision 043): reviews only from completed orders, in both directions, and figures the site
// measured from its own timestamps. It asks trade who a caller is in an order and whether the order is complete
// (trade's offer; secure payment completes orders), files for review photos; trade knows nothing of it. The trust
// job measures every supplier and buyer on a timer; search reads the supplier's score from `trust_figures`.
// Certificates reviewed by staff (private files, the members' rights from customers' `merchantAccess`) and a daily
// job that texts owners 30 days before one expires. Registry inquiries (decisions 051, 059): the `trust.registry-check`
// job asks the provider REGISTRY_PROVIDER names about suppliers' national ids, new or changed ones first, then those
// last asked more than REGISTRY_RECHECK_DAYS ago, re-measures when an answer changed and texts the owner of a company
// the registry holds as inactive, once; payouts takes the same provider (the
// `registry` offer) for the شبا inquiry that matches an account's holder with the company.
import { type AppModule, slotJobId } from '../../platform/modules.js';
import { createCertificates } from './certificates.js';
import { createCertificatesRepo } from './certificates.repo.js';
import { certificateRoutes } from './certificates.routes.js';
import { holderIsCompany } from './registry/company-names.js';
import { registeredNameOf, runRegistryJob } from './registry/registry-check.js';
import { createRegistryInquiry, type RegistryOffer } from './registry/registry-offer.js';
import { trustRoutes } from './trust.routes.js';
import { createTrustService } from './trust.service.js';

/** The order steps after which its supplier's measured figures differ (decision 043's figures). */
const MOVES_FIGURES = new Set(['deliver', 'confirm_receipt', 'auto_release', 'decide_dispute', 'supplier_confirm']);

const DAY_MS = 86_400_000;

declare module '../../platform/modules.js' {
  interface ModuleOffers {
    /** Registry inquiries (decision 051), for payouts' match of a bank account's holder with the company. */
    registry: RegistryOffer;
  }
}

export const trustModule: AppModule = {
  name: 'trust',
  async register(api, ctx) {
    const trade = ctx.use('trade');
    const files = ctx.use('files');
    const service = createTrustService({
      db: ctx.database.db,
      uow: ctx.platform.uow,
      trade,
      files,
      minCases: ctx.config.TRUST_MIN_CASES,
      payDays: ctx.config.TRUST_PAY_DAYS,
    });
    ctx.every('trust.measure', ctx.config.TRUST_MEASURE_MS, async () => {
      await service.measure();
    });
    // A delivery recorded or an order ended moves its supplier's figures (on time, disputes, repeat buyers): measure
    // again now instead of at the next hourly run. At most twice a minute however many orders move: the minute's
    // first step runs it at once, and one more run at the minute's end takes in the steps after it.
    ctx.platform.events.subscribe('trade.request.changed', 'trust.measure-soon', async (event) => {
      if (!MOVES_FIGURES.has(event.payload.action)) return;
      const minute = Math.floor(Date.now() / 60_000);
      await ctx.platform.jobs.send('trust.measure', { minute }, { id: slotJobId(`trust.measure:now:${minute}`) });
      await ctx.platform.jobs.send(
        'trust.measure',
        { minute: minute + 1 },
        {
          id: slotJobId(`trust.measure:after:${minute}`),
          startAfterSeconds: Math.max(1, Math.ceil(((minute + 1) * 60_000 - Date.now()) / 1000)),
        },
      );
    });
    await api.register(trustRoutes, { service });
    const access = ctx.use('merchantAccess');
    const sms = ctx.use('sms');
    const certificates = createCertificates({
      db: ctx.database.db,
      access,
      files,
      sms,
      now: trade.now,
      pageChanged: (merchantId) =>
        ctx.platform.uow.run((_tx, emit) => emit('suppliers.merchant.changed', { merchantId })),
    });
    ctx.every('trust.certificate-expiry', DAY_MS, async () => {
      await certificates.noticeExpiring();
    });
    // Registry inquiries: none in production without a provider (the sandbox would claim checks nobody made).
    const inquiry = createRegistryInquiry(ctx.config);
    if (!inquiry) ctx.log.warn('REGISTRY_PROVIDER=sandbox in production: no registry inquiries are made');
    const db = ctx.database.db;
    ctx.offer('registry', {
      inquiry,
      registeredName: (merchantId) => registeredNameOf(db, merchantId),
      holderIsCompany,
    });
    const lookups = createCertificatesRepo(db);
    ctx.every('trust.registry-check', inquiry ? ctx.config.REGISTRY_CHECK_MS : 0, async () => {
      if (!inquiry) return;
      await runRegistryJob(
        {
          db,
          registry: inquiry,
          recheckDays: ctx.config.REGISTRY_RECHECK_DAYS,
          rescore: () => service.measure(),
          async tell(merchantId, text) {
            const owner = (await access.owners([merchantId])).get(merchantId);
            const phone = owner === undefined ? undefined : await lookups.phoneOf(owner);
            if (phone) await sms.sendText(phone, text);
          },
        },
        trade.now(),
      );
    });
    await api.register(certificateRoutes, {
      certificates,
      files,
      checks: { db: ctx.database.db, access, now: trade.now },
    });
  },
};
