// What every use case of the paperwork shares (issue 31): its dependencies, settings, the clock, who the caller
// is to a document, and the refusals it answers with.
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../platform/transaction.js';
import { AppError } from '../../shared/app-error.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import type { TradeOffer } from '../trade/for-modules.js';
import type { DocumentRow } from './documents.repo.js';

export interface PaperworkDeps {
  db: Database;
  uow: UnitOfWork;
  trade: Pick<TradeOffer, 'quoteIn' | 'visibleOrder'>;
  access: Pick<MerchantAccess, 'actsFor' | 'membership' | 'within'>;
  vatBasisPoints: number;
  proformaValidDays: number;
  chromiumPath: string;
  /** The shipping service's شناسه کالا/خدمت for the tax system's shipping line; null when not configured. */
  shippingServiceCode?: string | null;
  /** The tax system's offer, taken when first needed (it may register after the paperwork); none in a test. */
  taxSystem?: () => { sendAfterOriginal(invoiceId: string): Promise<unknown> } | undefined;
  now?: () => Date;
}

export interface PaperworkContext {
  deps: PaperworkDeps;
  now: () => Date;
}

export interface Caller {
  userId: number;
  staff: boolean;
}

export function createPaperworkContext(deps: PaperworkDeps): PaperworkContext {
  return { deps, now: deps.now ?? (() => new Date()) };
}

export const documentNotFound = () =>
  new AppError('NOT_FOUND', { detail: 'این سند پیدا نشد یا شما از طرفین آن نیستید.' });

/** Who the caller is to a document: its buyer, its seller (owner or agent), staff; 404 for anyone else. */
export async function partyTo(
  ctx: PaperworkContext,
  caller: Caller,
  row: DocumentRow | undefined,
  db: Database = ctx.deps.db,
): Promise<{ row: DocumentRow; party: 'buyer' | 'seller' | 'staff' }> {
  if (!row) throw documentNotFound();
  if (await ctx.deps.access.within(db).actsFor(caller.userId, row.merchantId)) return { row, party: 'seller' };
  if (row.buyerUserId === caller.userId) return { row, party: 'buyer' };
  if (caller.staff) return { row, party: 'staff' };
  throw documentNotFound();
}
