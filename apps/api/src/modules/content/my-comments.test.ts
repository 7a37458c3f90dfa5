import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { pages } from '../../db/schema/content.js';

type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let author: Session;
let other: Session;
let pageId = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  author = await signIn(ctx.app, '09201150001');
  other = await signIn(ctx.app, '09201150002');
  const [page] = await ctx.db.select({ id: pages.id }).from(pages).where(eq(pages.status, 'published')).limit(1);
  pageId = page?.id ?? 0;
});
afterAll(() => ctx?.close());

const call = (session: Session | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: session?.auth ?? {}, payload });

it('lists a person’s own comments with their moderation state, and nobody else’s', async () => {
  const posted = await call(author, 'POST', '/pagecomments', { pageId, body: 'پرسشی دربارهٔ ظرفیت پمپ' });
  expect(posted.statusCode).toBe(201);
  const mine = (await call(author, 'GET', '/pagecomments/mine')).json();
  expect(mine.total).toBe(1);
  expect(mine.items[0]).toMatchObject({ id: posted.json().id, status: 'pending', page: { id: pageId } });
  expect((await call(other, 'GET', '/pagecomments/mine')).json().total).toBe(0);
  expect((await call(null, 'GET', '/pagecomments/mine')).statusCode).toBe(401);
});
