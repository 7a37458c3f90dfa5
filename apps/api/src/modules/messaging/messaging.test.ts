import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile } from '../../../test/multipart.js';
import { raceIt } from '../../../test/races.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { users } from '../../db/schema/identity.js';
import { liveEvents } from '../../db/schema/live.js';
import { merchants } from '../../db/schema/merchants.js';
import { conversations, messages } from '../../db/schema/messaging.js';
import { cleanMessageText } from './messaging.service.js';

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let buyer: Session;
let owner: Session;
let agent: Session;
let stranger: Session;
let spammer: Session;
let product = 0;
let merchantId = 0;
let otherProduct = 0;
let otherMerchant = 0;

const RATE_LIMIT = 60;

beforeAll(async () => {
  ctx = await createTestApp({
    env: { MESSAGING_MAX_PER_MINUTE: String(RATE_LIMIT), MESSAGING_REMINDER_SECONDS: '1' },
  });
  buyer = await signIn(ctx.app, '09201150001');
  owner = await signIn(ctx.app, '09201150002');
  agent = await signIn(ctx.app, '09201150003');
  stranger = await signIn(ctx.app, '09201150004');
  spammer = await signIn(ctx.app, '09201150005');
  const published = await ctx.db
    .select({ id: supplierProducts.id, merchantId: supplierProducts.merchantId })
    .from(supplierProducts)
    .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
    // Suppliers the demo data gave no conversation and no member yet: the counts below are this file's own.
    .where(
      and(
        eq(supplierProducts.status, 'published'),
        eq(merchants.status, 'confirmed'),
        sql`not exists (select 1 from ${conversations} c where c.merchant_id = ${merchants.id})`,
        sql`not exists (select 1 from ${merchantMembers} mm where mm.merchant_id = ${merchants.id})`,
      ),
    )
    .orderBy(asc(supplierProducts.id))
    .limit(200);
  const first = published[0];
  const other = published.find((p) => p.merchantId !== first?.merchantId);
  if (!first || !other) throw new Error('seed has too few published products');
  product = first.id;
  merchantId = first.merchantId;
  otherProduct = other.id;
  otherMerchant = other.merchantId;
  await ctx.db.insert(merchantMembers).values([
    { merchantId, userId: owner.userId, role: 'owner' },
    { merchantId, userId: agent.userId, role: 'agent' },
  ]);
  await ctx.db.update(users).set({ firstName: 'مریم', lastName: 'نماینده' }).where(eq(users.id, agent.userId));
}, 120_000);
afterAll(() => ctx?.close());

const call = (session: Session | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: session?.auth ?? {}, payload });

async function start(session: Session, body: string, productId = product) {
  const sent = await call(session, 'POST', '/conversations', { subjectType: 'product', subjectId: productId, body });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json() as { conversationId: number; message: { id: number; body: string }; created: boolean };
}
const unreadOf = async (session: Session) =>
  (await call(session, 'GET', '/conversations/unread-thread')).json() as {
    total: number;
    conversations: { conversationId: number; unread: number }[];
  };

describe('a conversation between a buyer and a supplier', () => {
  it('starts from a product, reaches the owner and the agent, and each reply names its writer', async () => {
    const first = await start(buyer, 'سلام، موجودی این پمپ چقدر است؟');
    expect(first.created).toBe(true);
    const again = await start(buyer, 'و زمان تحویل؟');
    expect(again).toMatchObject({ conversationId: first.conversationId, created: false });

    for (const member of [owner, agent]) {
      const [inbox] = (await call(member, 'GET', '/conversations')).json();
      expect(inbox).toMatchObject({
        id: first.conversationId,
        mySide: 'merchant',
        unread: 2,
        subject: { type: 'product', id: product },
        lastMessage: { body: 'و زمان تحویل؟', mine: false },
      });
    }
    expect(await unreadOf(owner)).toEqual({
      total: 2,
      conversations: [{ conversationId: first.conversationId, unread: 2 }],
    });

    const reply = await call(agent, 'POST', '/conversations', {
      conversationId: first.conversationId,
      body: 'موجود است؛ تحویل سه روزه.',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().message).toMatchObject({ side: 'merchant', author: { name: 'مریم نماینده' }, mine: true });
    // The agent's reply read the inbox up to it, for the owner too: they share it.
    expect((await unreadOf(owner)).total).toBe(0);

    const thread = (await call(buyer, 'GET', `/conversations/${first.conversationId}/thread`)).json();
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual([
      'سلام، موجودی این پمپ چقدر است؟',
      'و زمان تحویل؟',
      'موجود است؛ تحویل سه روزه.',
    ]);
    // The merchant side has read the buyer's messages: the buyer sees them as seen.
    expect(thread.messages.map((m: { seen: boolean; mine: boolean }) => [m.mine, m.seen])).toEqual([
      [true, true],
      [true, true],
      [false, false],
    ]);
    expect(thread.conversation).toMatchObject({ mySide: 'buyer', unread: 1 });
    expect(await unreadOf(buyer)).toEqual({
      total: 1,
      conversations: [{ conversationId: first.conversationId, unread: 1 }],
    });

    const read = await call(buyer, 'PUT', `/conversations/${first.conversationId}/thread`, { read: true });
    expect(read.json()).toEqual({ message: null, unread: 0 });
    const seenByBuyer = (await call(agent, 'GET', `/conversations/${first.conversationId}/thread`)).json();
    expect(seenByBuyer.messages.at(-1)).toMatchObject({ mine: true, seen: true });
  });

  it('pushes new messages, edits, deletions and read receipts to both parties through the live stream', async () => {
    await ctx.drain();
    const since = (await ctx.db.select({ max: sql<number>`coalesce(max(${liveEvents.id}), 0)` }).from(liveEvents))[0]
      ?.max;
    // For this test only, the stranger is an agent of the other product's merchant.
    await ctx.db.insert(merchantMembers).values({ merchantId: otherMerchant, userId: stranger.userId, role: 'agent' });
    const { conversationId, message } = await start(buyer, 'پیام زنده', otherProduct);
    await call(stranger, 'PUT', `/conversations/${conversationId}/thread`, { read: true });
    await call(buyer, 'PUT', `/conversations/${conversationId}/thread`, {
      messageId: message.id,
      body: 'پیام زنده (ویرایش)',
    });
    await call(buyer, 'DELETE', `/conversations/${conversationId}/thread?messageId=${message.id}`);
    await ctx.drain();
    const events = await ctx.db
      .select({ userId: liveEvents.userId, type: liveEvents.type, data: liveEvents.data })
      .from(liveEvents)
      .where(gt(liveEvents.id, Number(since)))
      .orderBy(asc(liveEvents.id));
    const seenBy = (userId: number) => events.filter((e) => e.userId === userId).map((e) => e.type);
    const all = [
      'messaging.message.created',
      'messaging.conversation.read',
      'messaging.message.edited',
      'messaging.message.deleted',
    ];
    expect(seenBy(buyer.userId)).toEqual(all);
    expect(seenBy(stranger.userId)).toEqual(all);
    // Members of the first merchant are no party to this conversation.
    expect(seenBy(owner.userId)).toEqual([]);
    expect(events[0]?.data).toEqual({ conversationId, messageId: message.id, side: 'buyer' });
    await ctx.db.delete(merchantMembers).where(eq(merchantMembers.userId, stranger.userId));
  });
});

describe('nobody reaches a conversation they are not part of (IDOR)', () => {
  it('refuses a stranger every read and write with 404, and keeps the conversation out of their lists', async () => {
    const { conversationId, message } = await start(buyer, 'پیام محرمانه برای تأمین‌کننده');
    const answers = [
      await call(stranger, 'GET', `/conversations/${conversationId}/thread`),
      await call(stranger, 'POST', '/conversations', { conversationId, body: 'نفوذ' }),
      await call(stranger, 'PUT', `/conversations/${conversationId}/thread`, { read: true }),
      await call(stranger, 'PUT', `/conversations/${conversationId}/thread`, { messageId: message.id, body: 'نفوذ' }),
      await call(stranger, 'DELETE', `/conversations/${conversationId}/thread?messageId=${message.id}`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.body).not.toContain('محرمانه');
    }
    expect((await call(stranger, 'GET', '/conversations')).json()).toEqual([]);
    expect((await call(stranger, 'GET', '/conversations/thread/flat')).json().messages).toEqual([]);
    expect((await unreadOf(stranger)).total).toBe(0);
    const [stored] = await ctx.db.select().from(messages).where(eq(messages.id, message.id));
    expect(stored).toMatchObject({ body: 'پیام محرمانه برای تأمین‌کننده', deletedAt: null, editedAt: null });
    expect(
      (await ctx.db.select().from(messages).where(eq(messages.conversationId, conversationId))).length,
    ).toBeGreaterThan(0);
    expect((await ctx.db.select().from(messages).where(eq(messages.body, 'نفوذ'))).length).toBe(0);
  });

  it('lets nobody edit or delete another person’s message, not even the other members of the same side', async () => {
    const { conversationId, message } = await start(buyer, 'پیام خریدار');
    const ownerReply = (await call(owner, 'POST', '/conversations', { conversationId, body: 'پاسخ مالک' })).json();
    for (const [session, id] of [
      [owner, message.id],
      [agent, message.id],
      [agent, ownerReply.message.id],
      [buyer, ownerReply.message.id],
    ] as const) {
      const edit = await call(session, 'PUT', `/conversations/${conversationId}/thread`, {
        messageId: id,
        body: 'دست‌کاری',
      });
      expect(edit.statusCode).toBe(403);
      expect(edit.json()).toMatchObject({ code: 'MESSAGING_NOT_YOUR_MESSAGE' });
      const removal = await call(session, 'DELETE', `/conversations/${conversationId}/thread?messageId=${id}`);
      expect(removal.statusCode).toBe(403);
    }
    // A message of another conversation, named through one's own: not found there.
    const elsewhere = await start(buyer, 'گفتگوی دیگر', otherProduct);
    const crossed = await call(owner, 'PUT', `/conversations/${conversationId}/thread`, {
      messageId: elsewhere.message.id,
      body: 'دست‌کاری',
    });
    expect(crossed.statusCode).toBe(404);
    const bodies = (await ctx.db.select({ body: messages.body }).from(messages)).map((m) => m.body);
    expect(bodies).not.toContain('دست‌کاری');
  });
});

describe('attachments', () => {
  async function upload(session: Session, name: string) {
    const uploaded = await uploadFile(ctx.app, session.auth, { name, content: PNG_1x1 });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    return uploaded.json() as { id: string; fileName: string; sizeBytes: number };
  }
  const attachmentsOf = async (session: Session, conversationId: number, messageId: number) => {
    const thread = (await call(session, 'GET', `/conversations/${conversationId}/thread`)).json();
    return thread.messages.find((m: { id: number }) => m.id === messageId)?.attachments as
      | { id: string; name: string; contentType: string; size: number; url: string }[]
      | undefined;
  };

  it('carries the sender’s own files, listed in every thread answer, downloaded by both parties only', async () => {
    const drawing = await upload(buyer, 'نقشه.png');
    const photo = await upload(buyer, 'photo.png');
    const sent = await call(buyer, 'POST', '/conversations', {
      subjectType: 'product',
      subjectId: product,
      body: 'نقشه و عکس پیوست است.',
      fileIds: [drawing.id, photo.id, drawing.id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { conversationId, message } = sent.json() as {
      conversationId: number;
      message: { id: number; attachments: { id: string; url: string }[] };
    };
    expect(message.attachments.map((a) => a.id).sort()).toEqual([drawing.id, photo.id].sort());
    for (const session of [buyer, owner, agent]) {
      const attachments = await attachmentsOf(session, conversationId, message.id);
      expect(attachments).toHaveLength(2);
      expect(attachments).toContainEqual({
        id: drawing.id,
        name: drawing.fileName,
        contentType: 'image/png',
        size: drawing.sizeBytes,
        url: `/api/v1/conversations/${conversationId}/attachments?fileId=${drawing.id}`,
      });
      const download = await call(session, 'GET', `/conversations/${conversationId}/attachments?fileId=${drawing.id}`);
      expect(download.statusCode, download.body.slice(0, 200)).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.headers['cache-control']).toBe('private, no-store');
      expect(download.rawPayload.byteLength).toBe(drawing.sizeBytes);
    }
    // The flat list carries them too.
    const flat = (await call(owner, 'GET', '/conversations/thread/flat')).json();
    expect(flat.messages.find((m: { id: number }) => m.id === message.id).attachments).toHaveLength(2);
    // The file stays the buyer's: the supplier reads it only through the conversation.
    expect((await call(owner, 'GET', `/files/${drawing.id}`)).statusCode).toBe(404);

    // A stranger, staff (the conversation is not reported) and anonymous callers get nothing.
    await ctx.db
      .insert(users)
      .values({ phone: '09201150020', roles: ['buyer', 'admin'] })
      .onConflictDoNothing();
    const staff = await signIn(ctx.app, '09201150020');
    for (const session of [stranger, staff]) {
      const refused = await call(session, 'GET', `/conversations/${conversationId}/attachments?fileId=${drawing.id}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.body).not.toContain(drawing.fileName);
    }
    expect(
      (await call(null, 'GET', `/conversations/${conversationId}/attachments?fileId=${drawing.id}`)).statusCode,
    ).toBe(401);
    // A file of the conversation's party that is not attached to it is not served through it.
    const loose = await upload(buyer, 'loose.png');
    const notAttached = await call(owner, 'GET', `/conversations/${conversationId}/attachments?fileId=${loose.id}`);
    expect(notAttached.statusCode).toBe(404);
    expect(notAttached.json().detail).toMatch(/[\u0600-\u06FF]/);
    // Nor through another conversation of the same buyer.
    const other = await start(buyer, 'پرسش دیگر', otherProduct);
    expect(
      (await call(buyer, 'GET', `/conversations/${other.conversationId}/attachments?fileId=${drawing.id}`)).statusCode,
    ).toBe(404);
  });

  it('refuses a file the sender does not own, with a Persian error on body.fileIds, storing nothing', async () => {
    const theirs = await upload(stranger, 'theirs.png');
    const { conversationId } = await start(buyer, 'پیش از پیوست');
    const before = await ctx.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    for (const fileIds of [[theirs.id], ['no-such-file-id']]) {
      const refused = await call(buyer, 'POST', '/conversations', { conversationId, body: 'با پیوست دیگران', fileIds });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      const problem = refused.json();
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(problem.errors[0]).toMatchObject({ field: 'body.fileIds' });
      expect(problem.errors[0].message).toMatch(/[\u0600-\u06FF]/);
    }
    const six = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(buyer, `f${i}.png`)));
    const tooMany = await call(buyer, 'POST', '/conversations', {
      conversationId,
      body: 'شش فایل',
      fileIds: six.map((f) => f.id),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.map((e: { field: string }) => e.field)).toContain('body.fileIds');
    const after = await ctx.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    expect(after).toHaveLength(before.length);
  });

  it('stops listing and serving a deleted message’s attachments', async () => {
    const file = await upload(buyer, 'secret.png');
    const sent = await call(buyer, 'POST', '/conversations', {
      subjectType: 'product',
      subjectId: product,
      body: 'پیوست محرمانه',
      fileIds: [file.id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { conversationId, message } = sent.json() as { conversationId: number; message: { id: number } };
    const url = `/conversations/${conversationId}/attachments?fileId=${file.id}`;
    expect((await call(owner, 'GET', url)).statusCode).toBe(200);
    const removed = await call(buyer, 'DELETE', `/conversations/${conversationId}/thread?messageId=${message.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message.attachments).toEqual([]);
    for (const session of [buyer, owner]) {
      expect(await attachmentsOf(session, conversationId, message.id)).toEqual([]);
      expect((await call(session, 'GET', url)).statusCode).toBe(404);
    }
    // The sender still has the file itself.
    expect((await call(buyer, 'GET', `/files/${file.id}`)).statusCode).toBe(200);
  });
});

describe('editing and deleting one’s own message', () => {
  it('edits within fifteen minutes and refuses after, in Persian', async () => {
    const { conversationId, message } = await start(buyer, 'قیمت عمده؟');
    const edited = await call(buyer, 'PUT', `/conversations/${conversationId}/thread`, {
      messageId: message.id,
      body: 'قيمت عمده برای ۱۰ عدد؟',
    });
    expect(edited.statusCode).toBe(200);
    // Arabic yeh becomes Persian yeh; digits are stored Latin (pages show them Persian).
    expect(edited.json().message).toMatchObject({ body: 'قیمت عمده برای 10 عدد؟', deleted: false });
    expect(edited.json().message.editedAt).not.toBeNull();

    await ctx.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(messages.id, message.id));
    const late = await call(buyer, 'PUT', `/conversations/${conversationId}/thread`, {
      messageId: message.id,
      body: 'دیر',
    });
    expect(late.statusCode).toBe(409);
    expect(late.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(late.json()).toMatchObject({ code: 'MESSAGING_EDIT_WINDOW_PASSED' });
    expect(late.json().detail).toMatch(/پانزده دقیقه/);
  });

  it('deletes: the text is gone for both sides and the other party sees a deleted message', async () => {
    const { conversationId, message } = await start(buyer, 'شمارهٔ حساب من ۱۲۳۴');
    const removed = await call(buyer, 'DELETE', `/conversations/${conversationId}/thread?messageId=${message.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toMatchObject({ deleted: true, body: '' });
    const seen = await call(owner, 'GET', `/conversations/${conversationId}/thread`);
    const tombstone = seen.json().messages.find((m: { id: number }) => m.id === message.id);
    expect(tombstone).toMatchObject({ deleted: true, body: '' });
    expect(seen.body).not.toContain('1234');
    const [stored] = await ctx.db.select({ body: messages.body }).from(messages).where(eq(messages.id, message.id));
    expect(stored?.body).toBe('');
    const again = await call(buyer, 'PUT', `/conversations/${conversationId}/thread`, {
      messageId: message.id,
      body: 'بازگردانی',
    });
    expect(again.json()).toMatchObject({ code: 'MESSAGING_MESSAGE_DELETED' });
  });
});

describe('what is refused before anything is stored', () => {
  it('answers invalid messages with problem+json in Persian naming the field', async () => {
    for (const [payload, field] of [
      [{ subjectType: 'product', subjectId: product, body: '   ' }, 'body.body'],
      [{ subjectType: 'product', subjectId: product, body: 'ا'.repeat(4001) }, 'body.body'],
      [{ body: 'بی موضوع' }, 'body.subjectId'],
      [{ subjectType: 'order', subjectId: product, body: 'سلام' }, 'body.subjectType'],
    ] as const) {
      const answer = await call(buyer, 'POST', '/conversations', payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      const problem = answer.json();
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(problem.detail).toMatch(/[\u0600-\u06FF]/);
      expect(problem.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(problem.errors[0].message).toMatch(/[\u0600-\u06FF]/);
    }
    const missing = await call(buyer, 'POST', '/conversations', {
      subjectType: 'product',
      subjectId: 2_000_000,
      body: 'سلام',
    });
    expect(missing.statusCode).toBe(404);
    const trade = await call(buyer, 'POST', '/conversations', {
      subjectType: 'tradeRequest',
      subjectId: 1,
      body: 'سلام',
    });
    expect(trade.statusCode).toBe(404);
    const own = await call(owner, 'POST', '/conversations', {
      subjectType: 'product',
      subjectId: product,
      body: 'سلام',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().code).toBe('MESSAGING_OWN_MERCHANT');
    expect((await call(null, 'GET', '/conversations')).statusCode).toBe(401);
  });

  it('keeps line breaks, drops direction overrides and unifies Persian letters', () => {
    expect(cleanMessageText('  سلام\r\nكالا\u202e موجود است؟\n\n\n\nممنون  ')).toBe('سلام\nکالا موجود است؟\n\nممنون');
  });

  it('limits how many messages one person sends per minute, with a Persian message and Retry-After', {
    timeout: 90_000,
  }, async () => {
    // The limit counts per fixed minute: start well inside one, so the window cannot roll over mid-test.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    const { conversationId } = await start(spammer, 'پیام ۱');
    const answers = [];
    for (let i = 1; i < RATE_LIMIT + 2; i += 1)
      answers.push(await call(spammer, 'POST', '/conversations', { conversationId, body: `پیام ${i + 1}` }));
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(RATE_LIMIT - 1);
    expect(limited).toHaveLength(2);
    expect(limited[0]?.json()).toMatchObject({ code: 'MESSAGING_TOO_MANY_MESSAGES', status: 429 });
    expect(limited[0]?.json().detail).toMatch(/کمی صبر کنید/);
    expect(Number(limited[0]?.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await ctx.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(stored).toHaveLength(RATE_LIMIT);
  });
});

describe('unread counts', () => {
  raceIt('stay exact under concurrent sends from both sides and concurrent reads', async () => {
    const { conversationId } = await start(buyer, 'شروع', otherProduct);
    const seller = await signIn(ctx.app, '09201150009');
    await ctx.db.insert(merchantMembers).values({ merchantId: otherMerchant, userId: seller.userId, role: 'owner' });
    await call(seller, 'PUT', `/conversations/${conversationId}/thread`, { read: true });

    const work = [];
    for (let i = 0; i < 12; i += 1) {
      work.push(call(buyer, 'POST', '/conversations', { conversationId, body: `خریدار ${i}` }));
      work.push(call(seller, 'POST', '/conversations', { conversationId, body: `فروشنده ${i}` }));
      if (i % 3 === 0) {
        work.push(call(seller, 'PUT', `/conversations/${conversationId}/thread`, { read: true }));
        work.push(call(buyer, 'PUT', `/conversations/${conversationId}/thread`, { read: true }));
      }
    }
    const answers = await Promise.all(work);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 201)).toBe(true);

    // The truth from the rows: the other side's live messages after each side's read pointer.
    const [pointers] = await ctx.db.select().from(conversations).where(eq(conversations.id, conversationId));
    const rows = await ctx.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(rows.filter((m) => m.body.startsWith('خریدار') || m.body.startsWith('فروشنده'))).toHaveLength(24);
    const expectedFor = (side: 'buyer' | 'merchant') =>
      rows.filter(
        (m) =>
          m.side !== side &&
          m.deletedAt === null &&
          m.id > ((side === 'buyer' ? pointers?.buyerReadId : pointers?.merchantReadId) ?? 0),
      ).length;
    const count = async (session: Session) =>
      (await unreadOf(session)).conversations.find((c) => c.conversationId === conversationId)?.unread ?? 0;
    expect(await count(seller)).toBe(expectedFor('merchant'));
    expect(await count(buyer)).toBe(expectedFor('buyer'));
    // Each side's own messages are never unread for it: its pointer passed each one it wrote.
    const listed = (await call(seller, 'GET', '/conversations')).json();
    expect(listed.find((c: { id: number }) => c.id === conversationId).unread).toBe(expectedFor('merchant'));

    await Promise.all([
      call(seller, 'PUT', `/conversations/${conversationId}/thread`, { read: true }),
      call(buyer, 'PUT', `/conversations/${conversationId}/thread`, { read: true }),
      call(seller, 'PUT', `/conversations/${conversationId}/thread`, { read: true }),
    ]);
    expect(await count(seller)).toBe(0);
    expect(await count(buyer)).toBe(0);
    // Reading up to an older message never moves the pointer back.
    const oldest = rows.reduce((min, m) => Math.min(min, m.id), Number.POSITIVE_INFINITY);
    await call(seller, 'PUT', `/conversations/${conversationId}/thread`, { read: true, upToMessageId: oldest });
    expect(await count(seller)).toBe(0);
  });
});

describe('paging', () => {
  it('pages a thread backwards by cursor, oldest to newest within a page, and the flat list newest first', async () => {
    const { conversationId } = await start(stranger, 'پیام 0');
    for (let i = 1; i < 7; i += 1)
      await call(stranger, 'POST', '/conversations', { conversationId, body: `پیام ${i}` });
    const newest = (await call(stranger, 'GET', `/conversations/${conversationId}/thread?limit=4`)).json();
    expect(newest.messages.map((m: { body: string }) => m.body)).toEqual(['پیام 3', 'پیام 4', 'پیام 5', 'پیام 6']);
    const older = (
      await call(stranger, 'GET', `/conversations/${conversationId}/thread?limit=4&before=${newest.nextBefore}`)
    ).json();
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['پیام 0', 'پیام 1', 'پیام 2']);
    expect(older.nextBefore).toBeNull();
    const flat = (await call(stranger, 'GET', '/conversations/thread/flat?limit=2')).json();
    expect(flat.messages.map((m: { body: string }) => m.body)).toEqual(['پیام 6', 'پیام 5']);
    expect(flat.nextBefore).toBe(flat.messages[1].id);
  });

  it('finds conversations by the other party or the subject, unread first', async () => {
    const all = (await call(owner, 'GET', '/conversations')).json();
    expect(all.length).toBeGreaterThan(0);
    const [row] = await ctx.db
      .select({ title: supplierProducts.title })
      .from(supplierProducts)
      .where(eq(supplierProducts.id, product));
    const word = row?.title.split(' ')[0] ?? '';
    const found = (await call(owner, 'GET', `/conversations?q=${encodeURIComponent(word)}`)).json();
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c: { subject: { title: string } }) => c.subject.title.includes(word))).toBe(true);
    expect((await call(owner, 'GET', `/conversations?q=${encodeURIComponent('ناموجود‌هیچ')}`)).json()).toEqual([]);
    const unreadFlags = all.map((c: { unread: number }) => c.unread > 0);
    expect(unreadFlags).toEqual([...unreadFlags].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
  });
});

describe('blocking and reporting', () => {
  it('blocks sending for both sides until the side that blocked unblocks', async () => {
    const { conversationId } = await start(buyer, 'پیام پیش از مسدودی', otherProduct);
    const seller = await signIn(ctx.app, '09201150010');
    await ctx.db.insert(merchantMembers).values({ merchantId: otherMerchant, userId: seller.userId, role: 'agent' });
    const blocked = await call(buyer, 'PUT', `/conversations/${conversationId}/block`, { blocked: true });
    expect(blocked.json()).toMatchObject({ blocked: true, blockedByMe: true });
    for (const session of [buyer, seller]) {
      const refused = await call(session, 'POST', '/conversations', { conversationId, body: 'سلام' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'MESSAGING_BLOCKED' });
    }
    const theirs = await call(seller, 'PUT', `/conversations/${conversationId}/block`, { blocked: false });
    expect(theirs.statusCode).toBe(403);
    expect((await call(seller, 'GET', `/conversations/${conversationId}/thread`)).json().conversation).toMatchObject({
      blocked: true,
      blockedByMe: false,
    });
    await call(buyer, 'PUT', `/conversations/${conversationId}/block`, { blocked: false });
    expect((await call(seller, 'POST', '/conversations', { conversationId, body: 'باز شد' })).statusCode).toBe(201);
    await ctx.db.delete(merchantMembers).where(eq(merchantMembers.userId, seller.userId));
  });

  it('lets staff read a conversation only after one of its parties reported it', async () => {
    const { conversationId } = await start(buyer, 'پیشنهاد پرداخت خارج از سامانه', otherProduct);
    await ctx.db
      .insert(users)
      .values({ phone: '09201150011', roles: ['buyer', 'admin'] })
      .onConflictDoNothing();
    const staff = await signIn(ctx.app, '09201150011');
    const before = await call(staff, 'GET', `/conversations/${conversationId}/reported-thread`);
    expect(before.statusCode).toBe(404);
    expect(before.body).not.toContain('خارج از سامانه');
    expect((await call(buyer, 'GET', `/conversations/${conversationId}/reported-thread`)).statusCode).toBe(403);
    // Staff are no party: the conversation's own calls stay closed to them.
    expect((await call(staff, 'GET', `/conversations/${conversationId}/thread`)).statusCode).toBe(404);

    const reported = await call(buyer, 'POST', `/conversations/${conversationId}/report`, {
      reason: 'درخواست پرداخت بیرون',
    });
    expect(reported.statusCode).toBe(200);
    const list = (await call(staff, 'GET', '/conversations/reported')).json();
    expect(list[0]).toMatchObject({ id: conversationId, reportedBySide: 'buyer', reason: 'درخواست پرداخت بیرون' });
    const thread = await call(staff, 'GET', `/conversations/${conversationId}/reported-thread`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().messages.map((m: { body: string }) => m.body)).toContain('پیشنهاد پرداخت خارج از سامانه');
    expect((await call(stranger, 'GET', '/conversations/reported')).statusCode).toBe(403);
  });
});

describe('the unread reminder', () => {
  const textsTo = async (phone: string) =>
    (await call(null, 'GET', '/dev/sms-outbox?limit=100'))
      .json()
      .filter((m: { to: string; code: string | null }) => m.to === phone && m.code === null).length;

  it('texts the other side once when a message stays unread, at most once an hour, and never for a read one', async () => {
    await ctx.drain(20_000);
    const asker = await signIn(ctx.app, '09201150012');
    const [ownerBefore, agentBefore, askerBefore] = [
      await textsTo('09201150002'),
      await textsTo('09201150003'),
      await textsTo('09201150012'),
    ];
    const { conversationId } = await start(asker, 'کسی هست؟');
    await ctx.drain(20_000);
    // Both members of the merchant's team get one text; it says there is a message, not what it says.
    expect(await textsTo('09201150002')).toBe(ownerBefore + 1);
    expect(await textsTo('09201150003')).toBe(agentBefore + 1);
    const outbox = (await call(null, 'GET', '/dev/sms-outbox?limit=5')).json();
    expect(outbox.find((m: { to: string }) => m.to === '09201150002').text).not.toContain('کسی هست');

    await call(asker, 'POST', '/conversations', { conversationId, body: 'لطفاً پاسخ دهید' });
    await ctx.drain(20_000);
    expect(await textsTo('09201150002')).toBe(ownerBefore + 1);

    // A reply the asker reads before its reminder is due: no text.
    const reply = (await call(owner, 'POST', '/conversations', { conversationId, body: 'بله، در خدمتیم' })).json();
    await call(asker, 'PUT', `/conversations/${conversationId}/thread`, {
      read: true,
      upToMessageId: reply.message.id,
    });
    await ctx.drain(20_000);
    expect(await textsTo('09201150012')).toBe(askerBefore);
  }, 60_000);
});
