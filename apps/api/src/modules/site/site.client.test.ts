import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { createHttpClient } from '@bazaar/api-client/http';
import { contentEndpoints } from '@bazaar/contracts/content';
import { sharedTypeModelsEndpoints } from '@bazaar/contracts/shared-typemodels';
import { siteEndpoints } from '@bazaar/contracts/site';
import { systemEndpoints } from '@bazaar/contracts/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';

// The generic client over the content, site, shared and system endpoint definitions against the real API
// over HTTP: both sides are made from the same definitions, and every answer is parsed with its 2xx schema.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let http: ReturnType<typeof createHttpClient>;
beforeAll(async () => {
  ctx = await createTestApp();
  const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  http = createHttpClient({ baseUrl: `${address}/api/v1`, retryDelayMs: 0 });
});
afterAll(() => ctx?.close());

describe('typed site, content, shared and system clients over HTTP', () => {
  it('reads the FAQ grouped, by category and most visited, and counts a visit', async () => {
    const site = bind(http, siteEndpoints);
    const groups = await site.faqGroups({ query: { platform: 'web' } });
    const category = groups[0];
    if (!category) throw new Error('no FAQ categories');
    const questions = await site.faqQuestionsByCategory({ query: { categoryId: category.id } });
    expect(questions.map((q) => q.id)).toEqual(category.questions.map((q) => q.id));
    expect(await site.topFaqQuestions({ query: { limit: 3 } })).toHaveLength(3);
    const question = questions[0];
    if (!question) throw new Error('no questions');
    const { visitCount } = await site.countFaqVisit({ params: { id: question.id } });
    expect(visitCount).toBe(question.visitCount + 1);
  });

  it('sends feedback and reads the Persian thank-you; an unknown help entry is a Persian 404', async () => {
    const site = bind(http, siteEndpoints);
    const sent = await site.sendFeedback({ body: { name: 'مریم', subject: 'پیشنهاد', message: 'متن پیام بازخورد' } });
    expect(sent.message).toMatch(/دریافت شد/);
    const error = await site.help({ query: { frontUniqueId: 'nope' } }).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.message]).toEqual([404, 'راهنمایی برای این بخش ثبت نشده است.']);
  });

  it('reads a menu, the content type tree and a page with its comments', async () => {
    expect(Array.isArray(await bind(http, siteEndpoints).websiteMenu({ query: { location: 'footer' } }))).toBe(true);
    const content = bind(http, contentEndpoints);
    const [type] = await content.contentTypesWithPages();
    if (!type) throw new Error('no content types with pages');
    const list = await content.listByContentType({ query: { contentTypeId: type.id, pageSize: 1 } });
    const summary = list.items[0];
    if (!summary) throw new Error('no pages');
    const page = await content.page({ params: { id: summary.id }, query: { platform: 'web' } });
    expect([page.id, page.likedByMe]).toEqual([summary.id, false]);
    expect(Array.isArray(await content.commentTree({ params: { id: page.id } }))).toBe(true);
  });

  it('answers the probes and the shared enums', async () => {
    const system = bind(http, systemEndpoints);
    expect((await system.health()).status).toBe('ok');
    expect(await system.ready()).toEqual({ status: 'ready' });
    const shared = bind(http, sharedTypeModelsEndpoints);
    const [name, members] = Object.entries(await shared.enums())[0] ?? [];
    if (!name) throw new Error('no enums');
    expect(await shared.enum({ params: { name: name.toUpperCase() } })).toEqual(members);
    expect(await shared.model({ params: { model: 'PageDetail' } })).toHaveProperty(
      ['$defs', 'PageDetail', 'type'],
      'object',
    );
  });
});
