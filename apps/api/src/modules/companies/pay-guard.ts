// Who may pay a company order, and from where (decision 052): a company order is the company's, so its money
// comes from the company wallet (`POST /companyorders/{id}/pay`, owner or accountant), never from a member's own
// wallet or card. Secure payment's pay step calls this check (its `beforePay`) before it makes or answers the
// order's payable; the company route marks its own call `fromCompanyWallet`. The wallet asks it too before its own
// calls pay an order's payable from a member's wallet or through a gateway (`guardPayment`, decision 058).
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { may, refused, repoOn } from './companies-context.js';

export interface PayingCaller {
  userId: number;
  /** Set only by the companies module's own payment from the company wallet. */
  fromCompanyWallet?: boolean;
}

/**
 * Refuses paying company order `tradeRequestId` other than from the company wallet: 409
 * `COMPANIES_PAY_FROM_COMPANY_WALLET` for a member whose role pays (owner, accountant: the answer names the way),
 * 403 `COMPANIES_ROLE_REFUSED` for any other member or a former one. An order of no company passes.
 */
export async function checkCompanyOrderPayment(db: Database, tradeRequestId: number, caller: PayingCaller) {
  if (caller.fromCompanyWallet) return;
  const r = repoOn(db);
  const order = await r.row(tradeRequestId);
  if (!order) return;
  const membership = await r.membershipOf(caller.userId);
  if (!membership || membership.companyId !== order.companyId)
    throw new AppError('COMPANIES_ROLE_REFUSED', {
      detail: 'این سفارش متعلق به شرکتی است که شما دیگر عضو آن نیستید؛ پرداخت آن با مالک یا حسابدار آن شرکت است.',
    });
  if (!may(membership.role, 'pay')) throw refused('pay', membership.role);
  throw new AppError('COMPANIES_PAY_FROM_COMPANY_WALLET');
}
