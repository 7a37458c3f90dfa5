// What every use case of buyer companies shares (decision 044): its dependencies, who the caller is in a
// company (read from the database on every call: no cache, so a removed member is refused at the next request),
// and the view of a company.
import {
  COMPANY_ROLE_RIGHTS,
  type Company,
  type CompanyRight,
  type CompanyRole,
} from '@bazaar/contracts/companies-model';
import type { Payment } from '@bazaar/contracts/wallet-payments';
import type { Database } from '../../db/client.js';
import type { Emit, UnitOfWork } from '../../platform/transaction.js';
import { AppError } from '../../shared/app-error.js';
import type { TradeOffer } from '../trade/for-modules.js';
import { type CompaniesRepo, createCompaniesRepo } from './companies.repo.js';

export interface CompanyWallet {
  balance(companyId: number): Promise<number>;
  deposit(input: { userId: number; companyId: number; key: string; amountRials: number }): Promise<{
    status: number;
    body: { walletRials: number };
  }>;
  pay(input: {
    userId: number;
    companyId: number;
    key: string;
    payableId: number;
    work?: (db: Database, emit: Emit) => Promise<void>;
  }): Promise<{ status: number; body: Payment }>;
}

export interface CompaniesDeps {
  db: Database;
  uow: UnitOfWork;
  wallet: CompanyWallet;
  trade: Pick<TradeOffer, 'orderIn'>;
  /** Secure payment's payable of a published order, asked as its buyer (decision 039). */
  orderPayable(buyerUserId: number, tradeRequestId: number): Promise<{ id: number }>;
  /** VAT on goods and shipping (VAT_BASIS_POINTS): budgets count what the company pays (decision 052). */
  vatBasisPoints: number;
  now?: () => Date;
}

export interface CompaniesContext {
  deps: CompaniesDeps;
  repo: CompaniesRepo;
  now: () => Date;
}

export function createCompaniesContext(deps: CompaniesDeps): CompaniesContext {
  return { deps, repo: createCompaniesRepo(deps.db), now: deps.now ?? (() => new Date()) };
}

export const repoOn = (db: Database) => createCompaniesRepo(db);

export const NOT_YOUR_COMPANY = 'شرکتی با این شناسه در شرکت‌های شما یافت نشد.';
export const NOT_YOUR_ORDER = 'سفارشی با این شناسه در سفارش‌های شرکت شما یافت نشد.';

export interface Member {
  userId: number;
  companyId: number;
  role: CompanyRole;
}

export const may = (role: CompanyRole, right: CompanyRight) => COMPANY_ROLE_RIGHTS[role].includes(right);

export function refused(right: CompanyRight, role: CompanyRole): AppError {
  const what: Record<CompanyRight, string> = {
    manage: 'مدیریت اعضا، قواعد و بودجه‌ها',
    approve: 'تأیید یا رد سفارش‌ها',
    draft: 'نوشتن سفارش و درخواست',
    send: 'ارسال، انتشار یا تأیید نهایی سفارش',
    pay: 'پرداخت از کیف پول شرکت',
    read: 'دیدن سفارش‌های شرکت',
  };
  return new AppError('COMPANIES_ROLE_REFUSED', {
    detail: `«${what[right]}» در اختیارات نقش شما (${ROLE_NAMES[role]}) نیست.`,
  });
}
const ROLE_NAMES: Record<CompanyRole, string> = {
  owner: 'مالک',
  purchasing_manager: 'مدیر خرید',
  buyer: 'کارشناس خرید',
  requester: 'درخواست‌دهنده',
  accountant: 'حسابدار',
};

/**
 * The caller as a member of company `companyId` with `right`: 404 when they are not its member (another
 * company learns nothing), 403 when their role lacks the right. Read from `r` (the pool, or a transaction).
 */
export async function memberOf(
  r: CompaniesRepo,
  userId: number,
  companyId: number,
  right: CompanyRight,
): Promise<Member> {
  const membership = await r.membershipOf(userId);
  if (!membership || membership.companyId !== companyId) throw new AppError('NOT_FOUND', { detail: NOT_YOUR_COMPANY });
  if (!may(membership.role, right)) throw refused(right, membership.role);
  return { userId, ...membership };
}

/** The caller as a member of the company whose order `id` is, with `right`; 404 for anyone else. */
export async function memberOfOrder(r: CompaniesRepo, userId: number, id: number, right: CompanyRight, lock = false) {
  const order = await r.row(id, lock);
  const membership = await r.membershipOf(userId);
  if (!order || !membership || membership.companyId !== order.companyId)
    throw new AppError('NOT_FOUND', { detail: NOT_YOUR_ORDER });
  if (!may(membership.role, right)) throw refused(right, membership.role);
  return { member: { userId, ...membership } as Member, order };
}

export async function companyView(ctx: CompaniesContext, member: Member): Promise<Company> {
  const r = ctx.repo;
  const company = await r.company(member.companyId);
  if (!company) throw new AppError('NOT_FOUND', { detail: NOT_YOUR_COMPANY });
  return {
    ...company,
    myRole: member.role,
    myRights: [...COMPANY_ROLE_RIGHTS[member.role]],
    walletRials: await ctx.deps.wallet.balance(member.companyId),
    members: await r.members(member.companyId),
    invitations: may(member.role, 'manage') ? await r.invitations({ companyId: member.companyId }) : [],
  };
}
