// The drill's steady mixed load, as the site's visitors make it: catalog reads, logins (code request, the code
// from the demo outbox, the exchange) and money (wallet payments of open payables, top-ups through the sandbox
// gateway), plus one live stream. A money call that gets no definitive answer is retried with the same
// idempotency key, as a client does, until it gets one or the drill's deadline passes.
import { randomInt, randomUUID } from 'node:crypto';
import type { ExpectedMoney } from './ledger.js';
import type { Answer, Op, Recorder } from './record.js';

export interface Payer {
  userId: number;
  phone: string;
  auth: string;
  payables: number[];
}

export interface LoadContext {
  api: string;
  rec: Recorder;
  /** True while the API process is known to be down (its requests may get no answer). */
  apiDown(): boolean;
  /** Loops stop starting new operations. */
  stopping(): boolean;
  /** Retries of unanswered operations stop after this time (ms since the epoch). */
  deadline(): number;
  money: ExpectedMoney;
  /** Things the drill noticed about the API's answers that are not failures of its own targets. */
  notes: string[];
}

export const PRICE_RIALS = 10_000;
export const TOP_UP_RIALS = 1_000_000;
const PACE_MS = 30;
const REQUEST_TIMEOUT_MS = 15_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function networkError(error: unknown): string {
  const e = error as { name?: string; code?: string; cause?: { code?: string; name?: string } };
  return e.cause?.code ?? e.code ?? e.cause?.name ?? e.name ?? 'error';
}

interface Send {
  method?: 'GET' | 'POST';
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** One request; its answer (or its lack of one) is recorded in the phase it arrived in. */
export async function call(ctx: LoadContext, op: Op, path: string, send: Send = {}): Promise<Answer | undefined> {
  const what = `${send.method ?? 'GET'} ${path.split('?')[0]}`;
  const headers: Record<string, string> = { ...send.headers };
  let body: string | undefined;
  if (send.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(send.form).toString();
  } else if (send.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(send.body);
  }
  try {
    const res = await fetch(`${ctx.api}${path}`, {
      method: send.method ?? 'GET',
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    const answer: Answer = {
      status: res.status,
      code: (parsed as { code?: string } | null)?.code,
      retryAfter: res.headers.get('retry-after') ?? undefined,
      problemJson: (res.headers.get('content-type') ?? '').startsWith('application/problem+json'),
      body: parsed,
    };
    ctx.rec.answer(ctx.rec.phase, op, what, answer);
    return answer;
  } catch (error) {
    ctx.rec.network(ctx.rec.phase, op, what, networkError(error), ctx.apiDown());
    return undefined;
  }
}

const definitive = (a: Answer | undefined) =>
  a !== undefined && a.status < 500 && !(a.status === 409 && a.code === 'WALLET_IDEMPOTENCY_IN_PROGRESS');

/**
 * Sends until the answer is definitive (2xx, or a 4xx other than «still in progress»), waiting as Retry-After
 * says (at most a second, so the drill sees the return quickly). `retried`: an earlier attempt failed.
 */
async function settle(ctx: LoadContext, send: () => Promise<Answer | undefined>) {
  let retried = false;
  for (;;) {
    const answer = await send();
    if (definitive(answer)) return { answer, retried, last: '' };
    if (Date.now() > ctx.deadline())
      return {
        answer: undefined,
        retried,
        last: answer ? `last answer ${answer.status} ${answer.code ?? ''}`.trim() : 'no answer',
      };
    retried = true;
    const wait = Number(answer?.retryAfter ?? 0.25);
    await sleep(Math.min(1000, Math.max(100, wait * 1000)));
  }
}

const bearer = (payer: Payer) => ({ authorization: payer.auth });

export async function signIn(ctx: LoadContext, phone: string): Promise<{ userId: number; auth: string } | undefined> {
  const sent = await settle(ctx, () =>
    call(ctx, 'login', '/users/login-by-otp', { method: 'POST', body: { phoneNumber: phone } }),
  );
  if (sent.answer?.status !== 202) return undefined;
  const outbox = await settle(ctx, () => call(ctx, 'login', '/dev/sms-outbox?limit=50'));
  const code = (outbox.answer?.body as { to: string; code: string }[] | undefined)?.find((m) => m.to === phone)?.code;
  if (!code) return undefined;
  const token = await settle(ctx, () =>
    call(ctx, 'login', '/connect/token', {
      method: 'POST',
      form: { grant_type: 'otp', phone_number: phone, code },
    }),
  );
  if (token.answer?.status !== 200) return undefined;
  const body = token.answer.body as { access_token: string; user: { id: number } };
  return { userId: body.user.id, auth: `Bearer ${body.access_token}` };
}

/** A staff credit to a payer's wallet (setup): acknowledged, so expected in the ledger. */
export async function credit(ctx: LoadContext, staffAuth: string, payer: Payer, amount: number) {
  const key = randomUUID();
  const { answer } = await settle(ctx, () =>
    call(ctx, 'credit', '/wallettransactions/charge-by-user', {
      method: 'POST',
      headers: { authorization: staffAuth, 'idempotency-key': key },
      body: { phoneNumber: payer.phone, direction: 'credit', amountRials: amount, reason: 'شارژ برای تمرین قطعی' },
    }),
  );
  if (answer?.status !== 201) throw new Error(`staff credit failed: ${answer?.status} ${JSON.stringify(answer?.body)}`);
  ctx.money.credits.push({
    userId: payer.userId,
    transactionId: (answer.body as { transactionId: number }).transactionId,
    amount,
  });
}

async function payFromWallet(ctx: LoadContext, payer: Payer) {
  const payableId = payer.payables.shift();
  if (payableId === undefined) return;
  const phase = ctx.rec.phase;
  const key = randomUUID();
  const { answer, retried, last } = await settle(ctx, () =>
    call(ctx, 'pay', '/payments/wallet-pay', {
      method: 'POST',
      headers: { ...bearer(payer), 'idempotency-key': key },
      body: { payableId },
    }),
  );
  if (!answer) {
    ctx.money.unresolved.push({ userId: payer.userId, what: `wallet payment (${last})`, payableId, phase });
    return;
  }
  if (answer.status === 200) {
    const paymentId = (answer.body as { id: number }).id;
    ctx.money.payments.push({ userId: payer.userId, payableId, amount: PRICE_RIALS, paymentId, phase });
  } else if (answer.code === 'WALLET_ALREADY_PAID' && retried) {
    // The first attempt went through although its answer was lost; the repeat with the same key was not given
    // the first answer but «already paid». The payer knows it is paid; the ledger must hold it once.
    ctx.money.payments.push({ userId: payer.userId, payableId, amount: PRICE_RIALS, phase });
    ctx.notes.push(
      `wallet payment of payable ${payableId} (${phase}): a retry with the same idempotency key answered 409 WALLET_ALREADY_PAID, not the first answer`,
    );
  }
}

async function topUp(ctx: LoadContext, payer: Payer) {
  const phase = ctx.rec.phase;
  const key = randomUUID();
  const started = await settle(ctx, () =>
    call(ctx, 'top-up', '/wallettransactions/charge', {
      method: 'POST',
      headers: { ...bearer(payer), 'idempotency-key': key },
      body: { amountRials: TOP_UP_RIALS, gateway: 'sandbox' },
    }),
  );
  if (started.answer?.status !== 201) {
    if (!started.answer)
      ctx.money.unresolved.push({ userId: payer.userId, what: `top-up start (${started.last})`, phase });
    return;
  }
  const start = started.answer.body as { payment: { id: number }; redirectUrl: string };
  const authority = start.redirectUrl.split('/').pop() ?? '';
  // The payer pays on the bank page: from here the bank has the money and the wallet owes it.
  const paid = await settle(ctx, () =>
    call(ctx, 'top-up', '/gateways/sandbox/complete', { method: 'POST', body: { authority, outcome: 'paid' } }),
  );
  if ((paid.answer?.body as { state?: string } | undefined)?.state !== 'paid') {
    if (!paid.answer)
      ctx.money.unresolved.push({ userId: payer.userId, what: `top-up at the bank (${paid.last})`, phase });
    return;
  }
  ctx.money.topUps.push({ userId: payer.userId, paymentId: start.payment.id, amount: TOP_UP_RIALS, phase });
  // The return page asks the API to verify; it says paid once, whatever the retries.
  const verified = await settle(ctx, () =>
    call(ctx, 'top-up', '/onlinepayments/verify', {
      method: 'POST',
      body: { gateway: 'sandbox', authority, status: 'OK' },
    }),
  );
  const status = (verified.answer?.body as { status?: string } | undefined)?.status;
  if (status !== 'paid')
    ctx.notes.push(
      `top-up payment ${start.payment.id} (${phase}): the return page was answered «${status ?? 'nothing'}»`,
    );
}

/** A payer: wallet payments, and now and then a top-up, until the drill stops. */
export async function payerLoop(ctx: LoadContext, payer: Payer) {
  while (!ctx.stopping()) {
    if (Math.random() < 0.25) await topUp(ctx, payer);
    else await payFromWallet(ctx, payer);
    await sleep(PACE_MS);
  }
}

/** A visitor reading the catalog: one page of API reads after another; failures are just counted. */
export async function readerLoop(ctx: LoadContext, reads: string[], payer: Payer) {
  for (let i = randomInt(0, reads.length); !ctx.stopping(); i += 1) {
    const path = reads[i % reads.length] ?? '/announcements';
    await call(ctx, 'read', path, path.startsWith('/wallettransactions') ? { headers: bearer(payer) } : {});
    await sleep(PACE_MS);
  }
}

/** New visitors signing in, one after another. */
export async function loginLoop(ctx: LoadContext) {
  while (!ctx.stopping()) {
    await signIn(ctx, `0939${String(randomInt(0, 10_000_000)).padStart(7, '0')}`);
    await sleep(PACE_MS * 3);
  }
}

/** A page with its live stream open, reconnecting as EventSource does (a second after an end or a refusal). */
export async function streamLoop(ctx: LoadContext, payer: Payer) {
  while (!ctx.stopping()) {
    const abort = new AbortController();
    const stopWatch = setInterval(() => ctx.stopping() && abort.abort(), 200);
    try {
      const res = await fetch(`${ctx.api}/events/stream`, { headers: bearer(payer), signal: abort.signal });
      const problem = res.status === 200 ? undefined : ((await res.json().catch(() => ({}))) as { code?: string });
      ctx.rec.answer(ctx.rec.phase, 'stream', 'GET /events/stream', {
        status: res.status,
        code: problem?.code,
        retryAfter: res.headers.get('retry-after') ?? undefined,
        problemJson: (res.headers.get('content-type') ?? '').startsWith('application/problem+json'),
        body: problem,
      });
      if (res.status === 200 && res.body) for await (const _ of res.body) if (ctx.stopping()) break;
    } catch (error) {
      if (!ctx.stopping())
        ctx.rec.network(ctx.rec.phase, 'stream', 'GET /events/stream', networkError(error), ctx.apiDown());
    } finally {
      clearInterval(stopWatch);
    }
    await sleep(1000);
  }
}
