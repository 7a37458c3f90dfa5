// The trade lexicon's workflow (decision 046): a supplier (owner or agent) proposes a trade name for a catalog
// word, staff approve or refuse it (audited), or add one themselves; an approved pair joins the synonyms at
// once in this process; every process reads the approved pairs at start and on `search.terms.changed`.
import type { TradeTerm, TradeTermBody, TradeTermProposalBody } from '@bazaar/contracts/trade-terms';
import { normalizePersian } from '@bazaar/fa/normalize';
import { recordStaffAction } from '../../platform/audit/audit-log.js';
import type { UnitOfWork } from '../../platform/transaction.js';
import { AppError, notFound } from '../../shared/app-error.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import type { Synonyms } from './synonyms.js';
import { createTradeTermsRepo, type TradeTermsRepo } from './trade-terms.repo.js';

const NOT_FOUND = 'واژهٔ بازاری یافت نشد.';

export function createTradeTermsService(deps: {
  repo: TradeTermsRepo;
  uow: UnitOfWork;
  access: MerchantAccess;
  synonyms: Synonyms;
}) {
  const { repo, uow, access, synonyms } = deps;
  const clean = (body: TradeTermBody) => ({
    term: normalizePersian(body.term).trim(),
    means: normalizePersian(body.means).trim(),
    kind: body.kind,
    source: normalizePersian(body.source).trim(),
  });
  const duplicate = () =>
    new AppError('VALIDATION_FAILED', {
      errors: [{ field: 'body.term', code: 'taken', message: 'این واژه با همین معنا پیش‌تر ثبت شده است.' }],
    });
  // This process reads it at once; the others on `search.terms.changed` (emitted with the change).
  const approved = (term: TradeTerm) => synonyms.add([term.means, term.term]);

  return {
    async propose(userId: number, body: TradeTermProposalBody): Promise<TradeTerm> {
      if (!(await access.membership(userId, body.merchantId))) throw new AppError('CATALOG_NOT_A_SUPPLIER');
      const id = await repo.insert({
        ...clean(body),
        state: 'proposed',
        merchantId: body.merchantId,
        proposedBy: userId,
      });
      if (!id) throw duplicate();
      const term = await repo.find(id);
      if (!term) throw notFound(NOT_FOUND);
      return term;
    },

    queue(query: { state: TradeTerm['state']; page: number; pageSize: number }) {
      return repo.list(query.state, query.page, query.pageSize);
    },

    async add(staffUserId: number, body: TradeTermBody): Promise<TradeTerm> {
      const id = await uow.run(async (tx, emit) => {
        const inserted = await createTradeTermsRepo(tx).insert(
          { ...clean(body), state: 'approved', merchantId: null, proposedBy: staffUserId },
          staffUserId,
        );
        if (!inserted) throw duplicate();
        await recordStaffAction(tx, {
          staffUserId,
          action: 'trade_term.add',
          objectType: 'trade_term',
          objectId: inserted,
          detail: { term: body.term, means: body.means },
        });
        await emit('search.terms.changed', { termIds: [inserted] });
        return inserted;
      });
      const term = await repo.find(id);
      if (!term) throw notFound(NOT_FOUND);
      approved(term);
      return term;
    },

    async review(staffUserId: number, id: number, state: 'approved' | 'rejected', reason: string | null) {
      const term = await repo.find(id);
      if (!term) throw notFound(NOT_FOUND);
      await uow.run(async (tx, emit) => {
        if (!(await createTradeTermsRepo(tx).review(id, state, staffUserId, reason)))
          throw new AppError('SEARCH_TERM_ALREADY_REVIEWED');
        await recordStaffAction(tx, {
          staffUserId,
          action: state === 'approved' ? 'trade_term.approve' : 'trade_term.reject',
          objectType: 'trade_term',
          objectId: id,
          detail: reason ? { reason, term: term.term } : { term: term.term },
        });
        if (state === 'approved') await emit('search.terms.changed', { termIds: [id] });
      });
      const reviewed = await repo.find(id);
      if (!reviewed) throw notFound(NOT_FOUND);
      if (state === 'approved') approved(reviewed);
      return reviewed;
    },

    /** Reads the approved pairs into the synonyms (at start, and when another process approved one). */
    async load(): Promise<void> {
      for (const pair of await repo.approved()) synonyms.add([pair.means, pair.term]);
    },
  };
}

export type TradeTermsService = ReturnType<typeof createTradeTermsService>;
