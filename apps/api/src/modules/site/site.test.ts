import type { Page } from '@bazaar/contracts/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { visitTimes } from '../../../test/visits.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const inject = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
async function get<T>(url: string, status = 200): Promise<T> {
  const response = await inject(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(status);
  return response.json() as T;
}
type Question = { id: number; categoryId: number; question: string; visitCount: number };

describe('FAQ', () => {
  it('has 5 categories and at least 25 questions, most visited first', async () => {
    const categories = await get<{ id: number; questionCount: number }[]>('/faqcategories/active-list/by-platform');
    expect(categories).toHaveLength(5);
    expect(categories.reduce((n, c) => n + c.questionCount, 0)).toBeGreaterThanOrEqual(25);
    const top = await get<Question[]>('/faqquestions/top-most-visited/by-platform?limit=5');
    const visits = top.map((q) => q.visitCount);
    expect(visits).toEqual([...visits].sort((a, b) => b - a));
    const ofFirst = await get<Question[]>(`/faqquestions/by-category/by-platform?categoryId=${categories[0]?.id}`);
    expect(ofFirst.every((q) => q.categoryId === categories[0]?.id)).toBe(true);
    await get('/faqquestions/by-category/by-platform?categoryId=9999', 404);
  });

  it('searches questions whatever ی/ک the reader types', async () => {
    const all = await get<{ questions: Question[] }[]>('/faqquestions/group-by-category');
    const word = all[0]?.questions[0]?.question.split(' ').find((w) => /[یک]/.test(w) && w.length > 3) ?? 'کد';
    const typed = word.replaceAll('ی', 'ي').replaceAll('ک', 'ك');
    const found = await get<{ questions: Question[] }[]>(
      `/faqquestions/group-by-category?q=${encodeURIComponent(typed)}`,
    );
    const questions = found.flatMap((g) => g.questions);
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.map((q) => q.id)).toContain(all[0]?.questions[0]?.id);
  });

  it('counts a question’s visits', async () => {
    const [q] = await get<Question[]>('/faqquestions/top-most-visited/by-platform?limit=1');
    const response = await ctx.app.inject({ method: 'POST', url: `/api/v1/faqquestions/${q?.id}/visit` });
    expect(response.json().visitCount).toBe((q?.visitCount ?? 0) + 1);
    const visit = { method: 'POST' as const, url: `/api/v1/faqquestions/${q?.id}/visit` };
    const repeats = await visitTimes(ctx.app, visit, { ip: '10.61.0.1' }, 100);
    const counts = repeats.map((r) => r.json().visitCount as number);
    expect(Math.max(...counts)).toBe((q?.visitCount ?? 0) + 2);
    const [second] = await visitTimes(ctx.app, visit, { ip: '10.61.0.2' });
    expect(second?.json().visitCount).toBe((q?.visitCount ?? 0) + 3);
  });
});

describe('help entries', () => {
  it('answers the help of the login and address screens', async () => {
    expect((await get<{ title: string }>('/helpsystems/byfrontuniqueid?frontUniqueId=login')).title).toBeTruthy();
    expect(
      (await get<{ title: string }>('/helpsystems/byfrontuniqueid?frontUniqueId=profile-address')).title,
    ).toBeTruthy();
    await get('/helpsystems/byfrontuniqueid?frontUniqueId=nope', 404);
  });
});

describe('videos', () => {
  type Video = { id: number; title: string; videoUrl: string | null; posterUrl: string | null };
  it('lists 6 videos with posters and searches them', async () => {
    const list = await get<Page<Video>>('/mediavideos?pageSize=20');
    expect(list.total).toBe(6);
    expect(list.items.every((v) => v.posterUrl)).toBe(true);
    const word = list.items[0]?.title.split(' ')[0] ?? '';
    const found = await get<Page<Video>>(`/mediavideos/search?q=${encodeURIComponent(word)}`);
    expect(found.items.map((v) => v.id)).toContain(list.items[0]?.id);
  });

  it('serves a video file with HTTP range requests', async () => {
    const list = await get<Page<Video>>('/mediavideos');
    const url = list.items.find((v) => v.videoUrl)?.videoUrl;
    expect(url).toBeTruthy();
    const whole = await ctx.app.inject({ method: 'GET', url: url ?? '' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.byteLength;
    const part = await ctx.app.inject({ method: 'GET', url: url ?? '', headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await ctx.app.inject({ method: 'GET', url: url ?? '', headers: { range: 'bytes=-50' } });
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 50))).toBe(true);
    const beyond = await ctx.app.inject({ method: 'GET', url: url ?? '', headers: { range: `bytes=${size + 10}-` } });
    expect(beyond.statusCode).toBe(416);
  });
});

describe('POST /feedbacks', () => {
  const send = (payload: object, remoteAddress = '10.50.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/feedbacks', payload, remoteAddress });
  const good = {
    name: 'مهندس احمدی',
    email: 'a@example.com',
    subject: 'پیشنهاد',
    message: 'لطفاً فیلتر قطر لوله را هم اضافه کنید.',
  };

  it('validates every field with the spec’s messages', async () => {
    const response = await send({ name: 'ا', email: 'bad', subject: '', message: 'کوتاه' }, '10.50.0.2');
    expect(response.statusCode).toBe(400);
    const byField = Object.fromEntries(
      response.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField).toEqual({
      'body.name': 'حداقل ۲ کاراکتر وارد کنید',
      'body.email': 'یک ایمیل معتبر وارد کنید',
      'body.subject': 'این فیلد الزامی است',
      'body.message': 'حداقل ۱۰ کاراکتر وارد کنید',
    });
    const badMobile = await send({ ...good, mobile: '12345' }, '10.50.0.3');
    expect(badMobile.json().errors[0].field).toBe('body.mobile');
  });

  it('limits one sender to 5 an hour and says in Persian when to try again', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send(good, '10.50.0.9')).statusCode).toBe(201);
    const sixth = await send(good, '10.50.0.9');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.json().detail).toMatch(/[۰-۹]+ دقیقهٔ دیگر دوباره تلاش کنید/);
    expect((await send(good, '10.50.0.10')).statusCode).toBe(201);
  });

  it('lets colleagues behind one office address send their own messages (a shared address is not one sender)', async () => {
    for (let i = 0; i < 12; i += 1) {
      const colleague = { ...good, email: `engineer${i}@factory.ir` };
      expect((await send(colleague, '10.50.0.20')).statusCode).toBe(201);
    }
  });
});

describe('advertisements, announcements and menus', () => {
  it('shows only active advertisements within their dates, by slot', async () => {
    const ads = await get<{ slot: string; title: string }[]>('/advertisements');
    expect(ads).toHaveLength(4);
    const homeHero = await get<{ slot: string }[]>('/advertisements?slot=home-hero');
    expect(homeHero.every((a) => a.slot === 'home-hero')).toBe(true);
  });

  it('leads an advertiser’s advertisement to the advertiser’s own page, not a whole root category (issue 20)', async () => {
    const ads = await get<{ title: string; link: string }[]>('/advertisements');
    for (const title of ['سانتریفیوژ', 'التراسونیک']) {
      expect(ads.find((a) => a.title.includes(title))?.link).toMatch(/^\/supplier\/\d+\/[^/?]+$/);
    }
    for (const ad of ads) expect(ad.link).not.toMatch(/^\/category\/categoryType\/Product$/);
  });

  it('shows the current announcements only', async () => {
    const current = await get<{ endsAt: string }[]>('/announcements');
    expect(current).toHaveLength(2);
    for (const a of current) expect(new Date(a.endsAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('builds the header and footer menus as trees', async () => {
    const header = await get<{ title: string; href: string }[]>('/websitemenus/tree?location=header');
    expect(header.map((m) => m.href)).toEqual(expect.arrayContaining(['/category/categoryType/Product', '/faq']));
    const footer = await get<{ children: unknown[] }[]>('/websitemenus/tree?location=footer');
    expect(footer.length).toBeGreaterThanOrEqual(3);
    expect(footer.every((g) => g.children.length >= 3)).toBe(true);
  });
});
