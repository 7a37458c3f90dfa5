// Issue 13, «with two API instances on one Redis, the same journey works with the two users on different
// instances»: the buyer talks to instance A, the supplier to instance B, each with its live stream open on
// its own instance; every message, edit, deletion and read receipt reaches the other one within a second.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietPublicProduct } from '../../../test/catalog-fixtures.js';
import { TEST_REDIS_URL as REDIS_URL, redisReachable } from '../../../test/redis.js';
import { signIn } from '../../../test/sessions.js';
import { openSse, type SseClient } from '../../../test/sse-client.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { type App, buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { merchantMembers } from '../../db/schema/customers.js';

const STREAM = '/api/v1/events/stream';

let database: TestDatabase;
const apps: App[] = [];
const clients: SseClient[] = [];
let redisUp = false;

async function startInstance(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS_POLL_SECONDS: '0.5', ...env });
  const app = await buildApp({ config, database: database.handle, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  apps.push(app);
  return { app, base };
}

beforeAll(async () => {
  redisUp = await redisReachable();
  if (!redisUp) console.warn(`[messaging-instances] Redis not reachable at ${REDIS_URL}: skipped`);
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  for (const client of clients) client.close();
  await Promise.all(apps.map((app) => app.close()));
  await database?.drop();
});

describe('two API instances on one Redis', () => {
  it('carries a conversation between a buyer on instance A and a supplier on instance B, live', async (ctx) => {
    if (!redisUp) ctx.skip();
    const env = { REDIS_URL, LIVE_CHANNEL_PREFIX: `bz:test:${randomUUID()}:`, EVENTS_POLL_MS: '200' };
    const a = await startInstance(env);
    const b = await startInstance(env);
    expect(a.app.live.fanOut).toBe('redis');
    const buyer = await signIn(a.app, '09201160001');
    const supplier = await signIn(b.app, '09201160002');
    const product = await quietPublicProduct(database.handle.db);
    await database.handle.db
      .insert(merchantMembers)
      .values({ merchantId: product.merchantId, userId: supplier.userId, role: 'agent' });

    const buyerStream = await openSse(`${a.base}${STREAM}`, buyer.auth);
    const supplierStream = await openSse(`${b.base}${STREAM}`, supplier.auth);
    clients.push(buyerStream, supplierStream);
    const types = (client: SseClient) => client.events().map((e) => e.event);

    const api = (base: string, session: typeof buyer, method: string, path: string, body?: object) =>
      fetch(`${base}/api/v1${path}`, {
        method,
        headers: { ...session.auth, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });

    let started = Date.now();
    const sent = await api(a.base, buyer, 'POST', '/conversations', {
      subjectType: 'product',
      subjectId: product.id,
      body: 'سلام از نمونهٔ الف',
    });
    expect(sent.status).toBe(201);
    const { conversationId, message } = (await sent.json()) as { conversationId: number; message: { id: number } };
    await supplierStream.nextEvents(1, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(types(supplierStream)).toEqual(['messaging.message.created']);
    const unread = await (await api(b.base, supplier, 'GET', '/conversations/unread-thread')).json();
    expect(unread).toEqual({ total: 1, conversations: [{ conversationId, unread: 1 }] });

    // The supplier reads on B (a receipt for the buyer on A) and replies.
    started = Date.now();
    await api(b.base, supplier, 'PUT', `/conversations/${conversationId}/thread`, { read: true });
    const reply = await api(b.base, supplier, 'POST', '/conversations', { conversationId, body: 'پاسخ از نمونهٔ ب' });
    expect(reply.status).toBe(201);
    await buyerStream.nextEvents(3, 1500);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(types(buyerStream)).toEqual([
      'messaging.message.created',
      'messaging.conversation.read',
      'messaging.message.created',
    ]);
    const thread = (await (await api(a.base, buyer, 'GET', `/conversations/${conversationId}/thread`)).json()) as {
      messages: { body: string; seen: boolean }[];
    };
    expect(thread.messages.map((m: { body: string; seen: boolean }) => [m.body, m.seen])).toEqual([
      ['سلام از نمونهٔ الف', true],
      ['پاسخ از نمونهٔ ب', false],
    ]);

    // An edit and a deletion made on A reach B.
    await api(a.base, buyer, 'PUT', `/conversations/${conversationId}/thread`, {
      messageId: message.id,
      body: 'ویرایش',
    });
    await api(a.base, buyer, 'DELETE', `/conversations/${conversationId}/thread?messageId=${message.id}`);
    await supplierStream.nextEvents(5, 1500);
    expect(types(supplierStream).slice(-2)).toEqual(['messaging.message.edited', 'messaging.message.deleted']);
  }, 60_000);
});
