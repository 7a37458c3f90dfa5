// Wallet, payments and membership plans (docs/decisions/018-wallet-ledger.md). Every movement of money is one
// unit of work: the payment's state, the payable's state and a balanced ledger transaction commit together.
// A payment is settled at most once (`settled_at`, under a row lock); money a gateway confirms is never
// lost: when what it paid for can no longer be fulfilled, it goes to the payer's wallet.
import { createHash, randomUUID } from 'node:crypto';
import {
  type ChargeByUserInput,
  type CurrentMembership,
  type GatewayCode,
  type MembershipPlan,
  type MembershipPlanInput,
  type MyMembership,
  PAYABLE_KIND_LABELS,
  type Payable,
  type PayableKind,
  type Payment,
  type PaymentStart,
  type VerifyResult,
  type WalletEntry,
} from '@bazaar/contracts/wallet';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { normalizePersian } from '@bazaar/fa/normalize';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import type { Database } from '../../db/client.js';
import type { Emit, UnitOfWork } from '../../platform/transaction.js';
import { AppError } from '../../shared/app-error.js';
import { jalaliDayRange } from '../../shared/jalali-range.js';

const fieldError = (field: string, code: string, message: string) => ({ field, code, message });

import { type GatewayRegistry, GatewayUnavailable, sandboxReference } from './gateways.js';
import {
  createWalletRepo,
  InsufficientFunds,
  type LedgerKind,
  type PayableRow,
  type PaymentRow,
  type PlanRow,
  type WalletRepo,
} from './wallet.repo.js';

const DAY_MS = 86_400_000;
const PENDING_AT_GATEWAY =
  'پاسخی از درگاه پرداخت دریافت نشد. اگر مبلغ از حساب شما کم شده باشد، وضعیت پرداخت تا چند دقیقهٔ دیگر خودکار بررسی و ثبت می‌شود.';
const NOT_PAID_YET =
  'درگاه هنوز پرداخت را تأیید نکرده است. اگر پرداخت را در درگاه لغو کرده‌اید، می‌توانید از کیف پول دوباره پرداخت کنید؛ اگر مبلغ از حساب شما کم شده باشد، پرداخت خودکار بررسی و ثبت می‌شود.';
const EXPIRED_AT_GATEWAY = 'مهلت پرداخت در درگاه به پایان رسید.';
/**
 * How long an attempt holds its idempotency key before another may take it over: longer than any attempt
 * (a gateway call is bounded by GATEWAY_TIMEOUT_MS, at most 60 s); only a crashed attempt outlives it.
 */
const CLAIM_SECONDS = 90;
const NOT_FOUND_PAYMENT = 'پرداختی با این شناسه در پرداخت‌های شما یافت نشد.';
const NOT_FOUND_PAYABLE = 'موردی با این شناسه برای پرداخت شما یافت نشد.';

/** A module's fulfilment of its payables (registered with `onPaid`); see `fulfil`. */
export type PaidHandler = (
  db: Database,
  emit: Emit,
  payable: { id: number; userId: number; subject: Record<string, number> },
) => Promise<boolean>;

export interface WalletServiceDeps {
  db: Database;
  uow: UnitOfWork;
  gateways: GatewayRegistry;
  publicSiteUrl: string;
  expireMinutes: number;
  now?: () => Date;
}

const iso = (d: Date) => d.toISOString();

function toPayment(row: PaymentRow, payable: Pick<PayableRow, 'kind' | 'title'>): Payment {
  return {
    id: row.id,
    status: row.status,
    method: row.method,
    gateway: (row.gateway as GatewayCode | null) ?? null,
    amountRials: row.amountRials,
    payableId: row.payableId,
    payableKind: payable.kind,
    title: payable.title,
    referenceId: row.referenceId,
    failureReason: row.failureReason,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
const toPayable = (row: PayableRow): Payable => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  amountRials: row.amountRials,
  status: row.status,
  createdAt: iso(row.createdAt),
});
const toPlan = (row: PlanRow): MembershipPlan => ({
  id: row.id,
  name: row.name,
  description: row.description,
  priceRials: row.priceRials,
  periodDays: row.periodDays,
  requestsPerMonth: row.requestsPerMonth,
  feePerRequestRials: row.feePerRequestRials,
  isBase: row.isBase,
});

/** The attempt's claim on its idempotency key was taken over after it ran out: roll back, read the other's answer. */
class ClaimLost extends Error {}

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

export function createWalletService(deps: WalletServiceDeps) {
  const repo = createWalletRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  function gatewayOf(code: GatewayCode) {
    const gateway = deps.gateways.get(code);
    if (!gateway)
      throw new AppError('WALLET_GATEWAY_NOT_AVAILABLE', {
        errors: [fieldError('body.gateway', 'oneOf', 'این درگاه پرداخت فعال نیست.')],
      });
    return gateway;
  }

  /**
   * Idempotency (decision 018): the first request with a key runs and its answer is kept; a repeat with the
   * same body gets that answer, with another body a 422; a repeat while the first still runs waits for it.
   * The attempt that holds the key stores its answer with `finish`, on the transaction that moves the money,
   * so the money and the answer commit together or not at all. A failed attempt releases the key; a crashed
   * one holds it for CLAIM_SECONDS, then a repeat takes it over (and the crashed attempt, should it wake,
   * can no longer commit: `finish` checks the claim).
   */
  async function idempotent<T>(
    userId: number,
    operation: string,
    key: string,
    body: unknown,
    work: (finish: (db: Database, result: { status: number; body: T }) => Promise<void>) => Promise<{
      status: number;
      body: T;
    }>,
  ): Promise<{ status: number; body: T }> {
    const requestHash = hashOf(body);
    for (let attempt = 0; ; attempt += 1) {
      const token = randomUUID();
      const claim = { userId, operation, key, token };
      if (await repo.claimKey({ ...claim, requestHash, claimSeconds: CLAIM_SECONDS })) {
        try {
          return await work(async (db, result) => {
            if (!(await createWalletRepo(db).finishKey(claim, result.status, result.body))) throw new ClaimLost();
          });
        } catch (error) {
          if (!(error instanceof ClaimLost)) {
            await repo.releaseKey(claim).catch(() => undefined); // else the claim runs out by itself
            throw error;
          }
          // Another attempt took the key over: its answer is the answer.
        }
      }
      const record = await repo.keyRecord(userId, operation, key);
      if (!record) continue; // released by a failed attempt: claim it now
      if (record.requestHash !== requestHash) throw new AppError('WALLET_IDEMPOTENCY_KEY_REUSED');
      if (record.responseStatus !== null) return { status: record.responseStatus, body: record.responseBody as T };
      if (attempt > 200) throw new AppError('WALLET_IDEMPOTENCY_IN_PROGRESS');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /**
   * What other modules deliver when a payable of theirs is paid (a trade request's fee publishes it), run in
   * the settling transaction on its `db`. It answers false when what was bought can no longer be delivered
   * (the request was cancelled meanwhile): then nothing is charged (wallet) or the money goes to the wallet.
   */
  const fulfilments = new Map<PayableKind, PaidHandler>();

  /** Delivers what a paid payable bought, inside the settling transaction; false when it cannot be delivered. */
  async function fulfil(
    db: Database,
    emit: Emit,
    tx: WalletRepo,
    payable: PayableRow,
    payment: PaymentRow,
    source: number,
  ): Promise<boolean> {
    const handler = fulfilments.get(payable.kind);
    if (handler && !(await handler(db, emit, { id: payable.id, userId: payable.userId, subject: payable.subject }))) {
      await tx.markPayable(payable.id, 'cancelled', null);
      return false;
    }
    if (payable.kind === 'wallet_topup') {
      await tx.post({
        kind: 'topup',
        description: 'افزایش موجودی از درگاه بانکی',
        actorUserId: payable.userId,
        paymentId: payment.id,
        lines: [
          { accountId: source, amountRials: -payable.amountRials },
          { accountId: await tx.walletAccount(payable.userId), amountRials: payable.amountRials },
        ],
      });
    } else {
      await tx.post({
        kind: 'payment',
        description: payable.title,
        actorUserId: payable.userId,
        paymentId: payment.id,
        lines: [
          { accountId: source, amountRials: -payable.amountRials },
          { accountId: await tx.systemAccount('platform_revenue'), amountRials: payable.amountRials },
        ],
      });
    }
    const { merchantId, planId } = payable.subject as { merchantId?: number; planId?: number };
    if (payable.kind === 'membership_plan' && merchantId && planId) {
      const plan = await tx.plan(planId);
      const periodDays = plan?.periodDays ?? Number(payable.subject.periodDays ?? 30);
      const latest = await tx.latestExpiry(merchantId, planId);
      const startsAt = latest && latest > now() ? latest : now();
      await tx.addMembership({
        merchantId,
        planId,
        startsAt,
        expiresAt: new Date(startsAt.getTime() + periodDays * DAY_MS),
        paymentId: payment.id,
      });
    }
    await tx.markPayable(payable.id, 'paid', payment.id);
    return true;
  }

  /** A gateway confirmed the money: record it once, then fulfil or (when no longer possible) credit the wallet. */
  async function settleGatewayPayment(paymentId: number, referenceId: string): Promise<PaymentRow> {
    return deps.uow.run(async (db, emit) => {
      const tx = createWalletRepo(db);
      const payment = await tx.paymentForUpdate(paymentId);
      if (!payment) throw new Error(`payment ${paymentId} vanished`);
      if (payment.settledAt) return payment;
      const settled = await tx.updatePayment(payment.id, {
        status: 'paid',
        referenceId,
        failureReason: null,
        settledAt: now(),
      });
      const clearing = await tx.systemAccount('gateway_clearing');
      const payable = await tx.payableForUpdate(payment.payableId);
      if (!payable) throw new Error(`payable ${payment.payableId} vanished`);
      if (!(payable.status === 'open' && settled && (await fulfil(db, emit, tx, payable, settled, clearing)))) {
        // Paid twice, or paid after it was cancelled: the money is the payer's, in the wallet.
        await tx.post({
          kind: 'overpayment',
          description: `بازگشت وجه «${payable.title}» به کیف پول`,
          actorUserId: payment.userId,
          paymentId: payment.id,
          lines: [
            { accountId: clearing, amountRials: -payment.amountRials },
            { accountId: await tx.walletAccount(payment.userId), amountRials: payment.amountRials },
          ],
        });
      }
      return settled ?? payment;
    });
  }

  /**
   * Registers a payment at the gateway. The redirect and the idempotency key's answer commit together; a crash
   * before that leaves a payment no payer ever saw, which reconciliation expires.
   */
  async function startGatewayPayment(
    userId: number,
    payable: PayableRow,
    code: GatewayCode,
    finish: (db: Database, result: { status: number; body: PaymentStart }) => Promise<void>,
  ): Promise<{ status: number; body: PaymentStart }> {
    const gateway = gatewayOf(code);
    const created = await repo.createPayment({
      userId,
      payableId: payable.id,
      method: 'gateway',
      gateway: code,
      amountRials: payable.amountRials,
    });
    const callbackUrl = `${deps.publicSiteUrl.replace(/\/$/, '')}/payment/callback?gateway=${code}`;
    try {
      const started = await gateway.request({
        amountRials: payable.amountRials,
        description: payable.title,
        callbackUrl,
      });
      return await deps.uow.run(async (db) => {
        const redirected = await createWalletRepo(db).updatePayment(
          created.id,
          { status: 'redirected', authority: started.authority },
          ['created'],
        );
        const result = {
          status: 201,
          body: { payment: toPayment(redirected ?? created, payable), redirectUrl: started.redirectUrl },
        };
        await finish(db, result);
        return result;
      });
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      await repo.updatePayment(
        created.id,
        {
          status: 'failed',
          failureReason: 'درگاه پرداخت پاسخ نداد؛ می‌توانید دوباره تلاش کنید.',
          gatewayClosedAt: now(), // the gateway gave it no token: there is nothing it could settle
        },
        ['created'],
      );
      throw new AppError('WALLET_GATEWAY_UNREACHABLE', { cause: error, retryAfterSeconds: 60 });
    }
  }

  async function ownPayment(userId: number, paymentId: number) {
    const payment = await repo.payment(paymentId);
    if (!payment || payment.userId !== userId) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_PAYMENT });
    const payable = await repo.payable(payment.payableId);
    if (!payable) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_PAYMENT });
    return { payment, payable };
  }

  /**
   * Asks the gateway about one payment and records what it says. Only the gateway's final word ends a payment
   * («failed»); «not paid yet» changes nothing, so whoever calls verify early (the payer too soon, or anyone
   * who knows the authority) changes nothing that waiting would not (issue 28).
   */
  async function checkWithGateway(payment: PaymentRow): Promise<{ payment: PaymentRow; notPaidYet: boolean }> {
    const gateway = payment.gateway ? deps.gateways.get(payment.gateway as GatewayCode) : undefined;
    if (!gateway || !payment.authority) return { payment, notPaidYet: false };
    let outcome: Awaited<ReturnType<typeof gateway.verify>>;
    try {
      outcome = await gateway.verify({ authority: payment.authority, amountRials: payment.amountRials });
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      const touched = await repo.updatePayment(payment.id, { failureReason: PENDING_AT_GATEWAY }, [
        'created',
        'redirected',
      ]);
      return { payment: touched ?? payment, notPaidYet: false };
    }
    if (outcome.paid)
      return { payment: await settleGatewayPayment(payment.id, outcome.referenceId), notPaidYet: false };
    if (!outcome.final) {
      // Touched, so that reconciliation's oldest-first walk moves on to the others.
      const touched = await repo.updatePayment(payment.id, {}, ['created', 'redirected', 'failed', 'cancelled']);
      return { payment: touched ?? payment, notPaidYet: true };
    }
    const failed =
      (await repo.updatePayment(
        payment.id,
        { status: 'failed', failureReason: outcome.reason, gatewayClosedAt: now() },
        ['created', 'redirected', 'failed'],
      )) ??
      // Cancelled here, or already expired: only closed at the gateway.
      (await repo.updatePayment(payment.id, { gatewayClosedAt: now() }, ['cancelled', 'expired'])) ??
      ((await repo.payment(payment.id)) as PaymentRow);
    return { payment: failed, notPaidYet: false };
  }

  return {
    repo,

    /** Registers what paying a payable of this kind delivers (one handler per kind, from app.ts). */
    onPaid(kind: PayableKind, handler: PaidHandler) {
      fulfilments.set(kind, handler);
    },

    /** A payable made by another module inside its own unit of work (`db` is its transaction). */
    async createPayableIn(
      db: Database,
      row: { userId: number; kind: PayableKind; title: string; amountRials: number; subject: Record<string, number> },
    ): Promise<Payable> {
      return toPayable(await createWalletRepo(db).createPayable(row));
    },
    /** A payable's state, read in the caller's transaction. */
    async payableIn(db: Database, id: number): Promise<Payable | undefined> {
      const row = await createWalletRepo(db).payable(id);
      return row && toPayable(row);
    },
    /** Cancels an open payable (what it was for is gone); a gateway paying it later credits the wallet. */
    async cancelPayableIn(db: Database, id: number) {
      const tx = createWalletRepo(db);
      const row = await tx.payableForUpdate(id);
      if (row?.status === 'open') await tx.markPayable(id, 'cancelled', null);
    },
    /**
     * The plan that prices a person's trade requests: the current plan of the first merchant they own (or
     * represent), else the free base plan.
     */
    async planForUser(userId: number): Promise<{ merchantId: number | null; plan: MembershipPlan }> {
      const [member] = [...(await repo.memberships(userId))].sort((a, b) =>
        a.role === b.role ? a.merchantId - b.merchantId : a.role === 'owner' ? -1 : 1,
      );
      if (member) {
        const current = await repo.currentMembership(member.merchantId, now());
        if (current) return { merchantId: member.merchantId, plan: toPlan(current.plan) };
      }
      return { merchantId: member?.merchantId ?? null, plan: toPlan(await repo.ensureBasePlan()) };
    },

    async balance(userId: number) {
      return { balanceRials: await repo.balance(userId) };
    },

    async transactions(
      userId: number,
      q: { page: number; pageSize: number; kind?: LedgerKind; from?: string; to?: string },
    ) {
      const page = await repo.walletEntries(userId, {
        page: q.page,
        pageSize: q.pageSize,
        kind: q.kind,
        ...jalaliDayRange(q),
      });
      return {
        ...page,
        items: page.items.map(
          (row): WalletEntry => ({
            ...row,
            createdAt: iso(row.createdAt),
          }),
        ),
      };
    },

    /** A top-up: a payable fixed at the amount, and a payment at the chosen gateway. */
    charge(userId: number, key: string, input: { amountRials: number; gateway: GatewayCode }) {
      gatewayOf(input.gateway);
      return idempotent(userId, 'charge', key, input, async (finish) => {
        const payable = await repo.createPayable({
          userId,
          kind: 'wallet_topup',
          title: `افزایش موجودی کیف پول به مبلغ ${formatMoney(input.amountRials, { unit: 'toman' })}`,
          amountRials: input.amountRials,
        });
        return startGatewayPayment(userId, payable, input.gateway, finish);
      });
    },

    chargeByUser(staffId: number, key: string, input: ChargeByUserInput) {
      return idempotent(staffId, 'charge-by-user', key, input, async (finish) => {
        const phone = normalizeIranianMobile(input.phoneNumber);
        const userId = phone ? await repo.userIdByPhone(phone) : undefined;
        if (!userId)
          throw new AppError('WALLET_USER_NOT_FOUND', {
            errors: [fieldError('body.phoneNumber', 'notFound', 'کاربری با این شمارهٔ همراه ثبت نشده است.')],
          });
        const reason = normalizePersian(input.reason);
        const credit = input.direction === 'credit';
        const result = await deps.uow.run(async (db) => {
          const tx = createWalletRepo(db);
          const wallet = await tx.walletAccount(userId);
          const adjustments = await tx.systemAccount('adjustments');
          const amount = input.amountRials;
          const transactionId = await tx.post({
            kind: credit ? 'staff_credit' : 'staff_debit',
            description: credit ? 'واریز به کیف پول توسط پشتیبانی' : 'برداشت از کیف پول توسط پشتیبانی',
            actorUserId: staffId,
            reason,
            lines: [
              { accountId: wallet, amountRials: credit ? amount : -amount },
              { accountId: adjustments, amountRials: credit ? -amount : amount },
            ],
          });
          const answer = { status: 201, body: { transactionId, userId, balanceRials: await tx.balance(userId) } };
          await finish(db, answer);
          return answer;
        });
        return result;
      }).catch((error) => {
        if (error instanceof InsufficientFunds)
          throw new AppError('WALLET_INSUFFICIENT_FUNDS', {
            detail: 'موجودی کیف پول این کاربر از مبلغ برداشت کمتر است.',
          });
        throw error;
      });
    },

    /** Pays a payable from the wallet: the wallet is debited, the payable paid, in one transaction. */
    walletPay(userId: number, key: string, payableId: number) {
      return idempotent(userId, 'wallet-pay', key, { payableId }, async (finish) => {
        try {
          return await deps.uow.run(async (db, emit) => {
            const tx = createWalletRepo(db);
            const payable = await tx.payableForUpdate(payableId, userId);
            if (!payable) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_PAYABLE });
            if (payable.status === 'paid') throw new AppError('WALLET_ALREADY_PAID');
            if (payable.status === 'cancelled') throw new AppError('WALLET_PAYABLE_CANCELLED');
            if (payable.kind === 'wallet_topup') throw new AppError('WALLET_NOT_PAYABLE_BY_WALLET');
            const created = await tx.createPayment({
              userId,
              payableId,
              method: 'wallet',
              status: 'paid',
              amountRials: payable.amountRials,
              settledAt: now(),
            });
            if (!(await fulfil(db, emit, tx, payable, created, await tx.walletAccount(userId))))
              throw new AppError('WALLET_PAYABLE_CANCELLED');
            const answer = { status: 200, body: toPayment(created, payable) };
            await finish(db, answer);
            return answer;
          });
        } catch (error) {
          if (error instanceof InsufficientFunds) throw new AppError('WALLET_INSUFFICIENT_FUNDS');
          throw error;
        }
      });
    },

    requestOnline(userId: number, key: string, input: { payableId: number; gateway: GatewayCode }) {
      gatewayOf(input.gateway);
      return idempotent(userId, 'online-request', key, input, async (finish) => {
        const payable = await repo.payable(input.payableId);
        if (!payable || payable.userId !== userId) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_PAYABLE });
        if (payable.status === 'paid') throw new AppError('WALLET_ALREADY_PAID');
        if (payable.status === 'cancelled') throw new AppError('WALLET_PAYABLE_CANCELLED');
        return startGatewayPayment(userId, payable, input.gateway, finish);
      });
    },

    async paymentById(caller: { userId: number; staff: boolean }, paymentId: number) {
      const payment = await repo.payment(paymentId);
      if (!payment || (payment.userId !== caller.userId && !caller.staff))
        throw new AppError('NOT_FOUND', { detail: NOT_FOUND_PAYMENT });
      const payable = await repo.payable(payment.payableId);
      return toPayment(payment, payable ?? { kind: 'wallet_topup', title: '' });
    },

    async forRetry(userId: number) {
      return (await repo.retryable(userId)).map(({ payment, payable }) => toPayment(payment, payable));
    },

    async payables(userId: number) {
      return (await repo.openPayables(userId)).map(toPayable);
    },

    retry(userId: number, key: string, input: { paymentId: number; gateway?: GatewayCode }) {
      return idempotent(userId, 'retry', key, input, async (finish) => {
        const { payment, payable } = await ownPayment(userId, input.paymentId);
        // A payment still waiting at the gateway may be retried too (the payer gave up on that bank page); should
        // both be paid, the second payment's money goes to the wallet.
        if (!['failed', 'expired', 'redirected'].includes(payment.status) || payable.status !== 'open')
          throw new AppError('WALLET_PAYMENT_NOT_RETRYABLE');
        const code = input.gateway ?? (payment.gateway as GatewayCode | null) ?? 'sandbox';
        return startGatewayPayment(userId, payable, code, finish);
      });
    },

    /** Cancels an unpaid payment and what it was for. A gateway that later confirms it credits the wallet. */
    async cancel(userId: number, paymentId: number): Promise<Payment> {
      await ownPayment(userId, paymentId);
      return deps.uow.run(async (db) => {
        const tx = createWalletRepo(db);
        const payment = await tx.paymentForUpdate(paymentId);
        if (!payment || payment.settledAt || !['created', 'redirected', 'failed', 'expired'].includes(payment.status))
          throw new AppError('WALLET_PAYMENT_NOT_CANCELLABLE');
        const cancelled = await tx.updatePayment(paymentId, {
          status: 'cancelled',
          failureReason: 'این پرداخت را خودتان لغو کردید.',
        });
        const payable = await tx.payableForUpdate(payment.payableId);
        if (!payable) throw new Error('payable vanished');
        if (payable.status === 'open') await tx.markPayable(payable.id, 'cancelled', null);
        return toPayment(cancelled ?? payment, payable);
      });
    },

    /** The return page: find the payment by the gateway's token, ask the gateway, settle at most once. */
    async verify(input: { gateway: GatewayCode; authority: string; status?: string }): Promise<VerifyResult> {
      const found = await repo.paymentByAuthority(input.gateway, input.authority);
      if (!found) throw new AppError('NOT_FOUND', { detail: 'این پرداخت در سامانه یافت نشد.' });
      // The gateway's own status parameter (OK/NOK) is the browser's word, which anyone can type: only the
      // gateway's answer to our verify counts.
      const { payment, notPaidYet } = found.settledAt
        ? { payment: found, notPaidYet: false }
        : await checkWithGateway(found);
      const payable = await repo.payable(payment.payableId);
      const title = payable?.title ?? '';
      const message =
        payment.status === 'paid'
          ? `پرداخت با موفقیت انجام شد. شماره پیگیری: ${payment.referenceId ?? '—'}`
          : payment.status === 'redirected'
            ? notPaidYet
              ? NOT_PAID_YET
              : PENDING_AT_GATEWAY
            : `پرداخت انجام نشد. ${payment.failureReason ?? ''}`.trim();
      return {
        status: payment.status,
        amountRials: payment.amountRials,
        title,
        referenceId: payment.referenceId,
        message,
        paymentId: payment.id,
      };
    },

    /**
     * The job: every payment the gateway may still settle is asked about, whatever its status (a payment the
     * payer cancelled here may still be paid at the bank), until the gateway's final word or the payment's
     * expiry. Paid ones settle (into the wallet when what they paid for is gone); unpaid ones expire.
     */
    async reconcile(options: { olderThanMs?: number; limit?: number } = {}) {
      const before = new Date(now().getTime() - (options.olderThanMs ?? 60_000));
      const open = await repo.openAtGateway(before, options.limit ?? 200);
      const result = { checked: 0, paid: 0, failed: 0, expired: 0, pending: 0 };
      for (const payment of open) {
        result.checked += 1;
        const { payment: after } = await checkWithGateway(payment);
        if (after.status === 'paid') result.paid += 1;
        else if (after.gatewayClosedAt) result.failed += 1;
        else if (now().getTime() - payment.createdAt.getTime() >= deps.expireMinutes * 60_000) {
          // Its time at the gateway is over: the gateway will not settle it any more.
          const closed =
            (await repo.updatePayment(
              payment.id,
              { status: 'expired', failureReason: EXPIRED_AT_GATEWAY, gatewayClosedAt: now() },
              ['created', 'redirected', 'failed'],
            )) ?? (await repo.updatePayment(payment.id, { gatewayClosedAt: now() }, ['cancelled', 'expired']));
          if (closed) result.expired += 1;
        } else result.pending += 1;
      }
      return result;
    },

    async staffPayments(q: { page: number; pageSize: number; status?: PaymentRow['status'] }) {
      const page = await repo.staffPayments(q);
      return {
        ...page,
        items: page.items.map(({ payment, payable, userPhone }) => ({
          ...toPayment(payment, payable),
          userId: payment.userId,
          userPhone,
        })),
      };
    },

    // The sandbox gateway's bank page.
    async sandboxPayment(authority: string) {
      if (!deps.gateways.has('sandbox')) throw new AppError('NOT_FOUND');
      const row = await repo.sandbox.get(authority);
      if (!row) throw new AppError('NOT_FOUND', { detail: 'این پرداخت در درگاه آزمایشی یافت نشد.' });
      return {
        authority: row.authority,
        amountRials: row.amountRials,
        description: row.description,
        state: row.state as 'pending' | 'paid' | 'cancelled',
        callbackUrl: `${row.callbackUrl}&Authority=${encodeURIComponent(row.authority)}&Status=${row.state === 'paid' ? 'OK' : 'NOK'}`,
      };
    },
    async sandboxComplete(authority: string, outcome: 'paid' | 'cancelled') {
      if (!deps.gateways.has('sandbox')) throw new AppError('NOT_FOUND');
      const row = await repo.sandbox.get(authority);
      if (!row) throw new AppError('NOT_FOUND', { detail: 'این پرداخت در درگاه آزمایشی یافت نشد.' });
      if (row.state === 'pending')
        await repo.sandbox.decide(authority, outcome, outcome === 'paid' ? sandboxReference() : null);
      return this.sandboxPayment(authority);
    },

    // Membership plans.
    async plans() {
      await repo.ensureBasePlan();
      return (await repo.plans()).map(toPlan);
    },
    async createPlan(input: MembershipPlanInput & { description: string }) {
      await repo.ensureBasePlan();
      return toPlan(
        await repo.createPlan({
          ...input,
          name: normalizePersian(input.name),
          description: normalizePersian(input.description),
        }),
      );
    },
    async currentPlan(caller: { userId: number; staff: boolean }, merchantId: number): Promise<CurrentMembership> {
      if (!caller.staff && !(await repo.memberRole(caller.userId, merchantId)))
        throw new AppError('NOT_FOUND', { detail: 'تأمین‌کننده‌ای با این شناسه در حساب شما یافت نشد.' });
      const current = await repo.currentMembership(merchantId, now());
      if (current)
        return {
          merchantId,
          plan: toPlan(current.plan),
          startedAt: iso(current.membership.startsAt),
          expiresAt: iso(current.membership.expiresAt),
        };
      return { merchantId, plan: toPlan(await repo.ensureBasePlan()), startedAt: null, expiresAt: null };
    },
    async myMemberships(userId: number): Promise<MyMembership[]> {
      const rows = await repo.memberships(userId);
      return Promise.all(
        rows.map(async (row) => ({
          ...(await this.currentPlan({ userId, staff: false }, row.merchantId)),
          merchantName: row.merchantName,
          role: row.role,
        })),
      );
    },
    async buyPlan(userId: number, input: { merchantId: number; planId: number }): Promise<Payable> {
      if ((await repo.memberRole(userId, input.merchantId)) !== 'owner')
        throw new AppError('NOT_FOUND', { detail: 'تأمین‌کننده‌ای با این شناسه در مالکیت شما یافت نشد.' });
      const plan = await repo.plan(input.planId);
      if (!plan)
        throw new AppError('NOT_FOUND', {
          errors: [fieldError('body.planId', 'notFound', 'این طرح عضویت یافت نشد.')],
        });
      if (plan.isBase || plan.priceRials === 0) throw new AppError('WALLET_PLAN_IS_FREE');
      return toPayable(
        await repo.createPayable({
          userId,
          kind: 'membership_plan',
          title: `${PAYABLE_KIND_LABELS.membership_plan} «${plan.name}» برای ${toPersianDigits(plan.periodDays)} روز`,
          amountRials: plan.priceRials,
          subject: { merchantId: input.merchantId, planId: plan.id, periodDays: plan.periodDays },
        }),
      );
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
