// The drill's money check: every payment the API acknowledged (2xx) and every top-up the bank took is in the
// ledger exactly once, and nothing else moved in the payers' wallets; plus the ledger's own invariants.
import type pg from 'pg';

export interface ExpectedMoney {
  /** Staff credits answered 201 (the transaction id from the answer). */
  credits: { userId: number; transactionId: number; amount: number }[];
  /** Top-ups whose sandbox payment the bank page confirmed: the money is owed to the wallet once. */
  topUps: { userId: number; paymentId: number; amount: number; phase: string }[];
  /**
   * Wallet payments the payer knows were made: answered 200 (with the payment), or answered «already paid»
   * to a retry with the same key after a failed first answer.
   */
  payments: { userId: number; payableId: number; amount: number; paymentId?: number; phase: string }[];
  /** Operations that never got a definitive answer before the drill ended. */
  unresolved: { userId: number; what: string; payableId?: number; phase: string }[];
}

interface WalletRow {
  transactionId: number;
  kind: string;
  paymentId: number | null;
  amount: number;
}

export interface LedgerReport {
  lost: string[];
  doubled: string[];
  /** Movements of a payer's wallet no acknowledged operation accounts for. */
  unacknowledged: string[];
  invariants: string[];
  /** Idempotency keys of the payers still claimed without an answer (a retry with them cannot finish). */
  stuckKeys: number;
  checkedUsers: number;
  summary: string;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export async function checkLedger(db: pg.Client, users: number[], expected: ExpectedMoney): Promise<LedgerReport> {
  const report: LedgerReport = {
    lost: [],
    doubled: [],
    unacknowledged: [],
    invariants: [],
    stuckKeys: 0,
    checkedUsers: users.length,
    summary: '',
  };
  let expectedTotal = 0;
  let actualTotal = 0;
  for (const userId of users) {
    const { rows } = await db.query<{
      transaction_id: number;
      kind: string;
      payment_id: number | null;
      amount: string;
    }>(
      `select t.id as transaction_id, t.kind, t.payment_id, e.amount_rials as amount
         from ledger_accounts a
         join ledger_entries e on e.account_id = a.id
         join ledger_transactions t on t.id = e.transaction_id
        where a.kind = 'wallet' and a.user_id = $1
        order by t.id`,
      [userId],
    );
    const wallet: WalletRow[] = rows.map((r) => ({
      transactionId: r.transaction_id,
      kind: r.kind,
      paymentId: r.payment_id,
      amount: Number(r.amount),
    }));
    const claimed = new Set<number>();
    const claim = (matches: WalletRow[], what: string, amount: number) => {
      if (matches.length === 0) report.lost.push(`user ${userId}: ${what} is not in the ledger`);
      if (matches.length > 1)
        report.doubled.push(
          `user ${userId}: ${what} is in the ledger ${matches.length} times (transactions ${matches.map((m) => m.transactionId).join(', ')})`,
        );
      for (const m of matches) {
        claimed.add(m.transactionId);
        if (m.amount !== amount) report.lost.push(`user ${userId}: ${what} moved ${m.amount} instead of ${amount}`);
      }
    };

    const payments = await db.query<{ id: number; payable_id: number; status: string; method: string }>(
      'select id, payable_id, status, method from payments where user_id = $1',
      [userId],
    );
    const payableOf = new Map(payments.rows.map((p) => [p.id, p.payable_id]));

    for (const c of expected.credits.filter((x) => x.userId === userId))
      claim(
        wallet.filter((w) => w.transactionId === c.transactionId),
        `staff credit (transaction ${c.transactionId})`,
        c.amount,
      );
    for (const t of expected.topUps.filter((x) => x.userId === userId))
      claim(
        wallet.filter((w) => w.paymentId === t.paymentId && (w.kind === 'topup' || w.kind === 'overpayment')),
        `top-up payment ${t.paymentId} paid at the bank (${t.phase})`,
        t.amount,
      );
    for (const p of expected.payments.filter((x) => x.userId === userId)) {
      const ofPayable = wallet.filter(
        (w) => w.kind === 'payment' && w.paymentId !== null && payableOf.get(w.paymentId) === p.payableId,
      );
      const what = `wallet payment of payable ${p.payableId}${p.paymentId ? ` (payment ${p.paymentId})` : ''} (${p.phase})`;
      claim(ofPayable, what, -p.amount);
      if (p.paymentId && ofPayable.length === 1 && ofPayable[0]?.paymentId !== p.paymentId)
        report.doubled.push(
          `user ${userId}: ${what} was answered with payment ${p.paymentId} but the ledger holds payment ${ofPayable[0]?.paymentId}`,
        );
    }
    for (const w of wallet.filter((x) => !claimed.has(x.transactionId))) {
      const payableId = w.paymentId === null ? undefined : payableOf.get(w.paymentId);
      const pending = expected.unresolved.find(
        (u) => u.userId === userId && u.payableId !== undefined && u.payableId === payableId,
      );
      report.unacknowledged.push(
        `user ${userId}: ${w.kind} of ${w.amount} (transaction ${w.transactionId}, payment ${w.paymentId ?? '—'}${payableId ? `, payable ${payableId}` : ''})${pending ? ` — its operation got no definitive answer (${pending.what}, ${pending.phase})` : ''}`,
      );
    }

    const owed =
      sum(expected.credits.filter((x) => x.userId === userId).map((x) => x.amount)) +
      sum(expected.topUps.filter((x) => x.userId === userId).map((x) => x.amount)) -
      sum(expected.payments.filter((x) => x.userId === userId).map((x) => x.amount));
    const balance = await db.query<{ balance: string }>(
      `select balance_rials as balance from ledger_accounts where kind = 'wallet' and user_id = $1`,
      [userId],
    );
    const held = Number(balance.rows[0]?.balance ?? 0);
    expectedTotal += owed;
    actualTotal += held;
    if (held !== sum(wallet.map((w) => w.amount)))
      report.invariants.push(`user ${userId}: the cached balance ${held} differs from the sum of its entries`);
    if (held !== owed && report.lost.length + report.doubled.length + report.unacknowledged.length === 0)
      report.lost.push(`user ${userId}: balance ${held}, acknowledged operations say ${owed}`);
  }

  const global = await db.query<{ unbalanced: string; drifted: string; negative: string }>(`select
    (select count(*) from (select transaction_id from ledger_entries group by transaction_id having sum(amount_rials) <> 0) t) as unbalanced,
    (select count(*) from (select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
       group by a.id having a.balance_rials <> coalesce(sum(e.amount_rials), 0)) d) as drifted,
    (select count(*) from ledger_accounts where kind = 'wallet' and balance_rials < 0) as negative`);
  const g = global.rows[0];
  if (Number(g?.unbalanced)) report.invariants.push(`${g?.unbalanced} ledger transactions do not sum to zero`);
  if (Number(g?.drifted)) report.invariants.push(`${g?.drifted} accounts' balances differ from their entries`);
  if (Number(g?.negative)) report.invariants.push(`${g?.negative} wallets are negative`);
  const stuck = await db.query<{ n: string }>(
    'select count(*) as n from idempotency_keys where user_id = any($1) and response_status is null',
    [users],
  );
  report.stuckKeys = Number(stuck.rows[0]?.n ?? 0);
  report.summary = `${users.length} payers; ${expected.credits.length} staff credits, ${expected.topUps.length} top-ups paid at the bank, ${expected.payments.length} wallet payments acknowledged; wallets hold ${actualTotal} Rials, acknowledged operations say ${expectedTotal}`;
  return report;
}
