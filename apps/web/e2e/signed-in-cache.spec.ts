// Issue 34: signed-in buyers get the same cached pages as anonymous visitors (docs/decisions/062). Home, a
// product list, a product and a supplier's page are one shared answer, whoever asks; the visitor's own
// parts (the header's name, hearts, notes) are filled in by the browser from GET /session/me and the
// favourites and notes calls. Two users, one cache: the answer a signed-in buyer receives holds nothing of
// them, is the page the next buyer and an anonymous visitor receive from the same cache, and each buyer's
// page then shows only their own name, favourites and notes. Articles too (decision 064): the like, the
// comment forms and the visitor's own comments that wait for moderation come from GET /session/article/{id}.
// And the lists addressed by an id or a name (a supplier's products, articles and delegations, suppliers of a
// category, product search…), whose bare address comes from an ISR twin (decision 070).
import type { PageSummary } from '@bazaar/contracts/content-pages';
import type { Page as ResultPage } from '@bazaar/contracts/paging';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { apiGet, firstCategoryAndProduct } from './support/catalog-data';
import { freshMobile, signInAs } from './support/session';
import { type APIRequestContext, type APIResponse, type BrowserContext, expect, type Page, test } from './support/test';

const LETTERS = 'ابپتجچحخدرزسشصطعغفقکگلمنوهی';
const randomWord = (length: number) =>
  Array.from({ length }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');

async function publicPages(request: APIRequestContext) {
  const { category, product } = await firstCategoryAndProduct(request);
  return {
    product,
    pages: {
      home: '/',
      listing: `/products/category/${category.id}/${encodeURIComponent(category.slug)}`,
      product: `/products/${product.id}/${encodeURIComponent(product.slug)}`,
      supplier: `/supplier/${product.merchant.id}/${encodeURIComponent(product.merchant.slug)}`,
      // The assistant's fresh and language-model pages are nobody's (decision 064).
      newAssistant: '/newai',
      modelAssistant: '/openai',
      // Bare addresses of pages addressed by an id or a name, from their ISR twins (decision 070): lists with
      // the product's and the supplier's hearts, which buyer A pressed.
      suppliersInCategory: `/supplier/category/${category.id}/${encodeURIComponent(category.slug)}`,
      supplierProducts: `/supplier/${product.merchant.id}/products/Product`,
      supplierCategoryProducts: `/products/category/${category.id}/supplier/${product.merchant.id}`,
      supplierArticles: `/supplier/${product.merchant.id}/content-list`,
      supplierDelegations: `/supplier/${product.merchant.id}/merchantDelegations/${encodeURIComponent(product.merchant.slug)}`,
      categoryContents: `/category/contents/Product/${category.id}/${encodeURIComponent(category.slug)}`,
      productSearch: '/products/search/Product',
    },
  };
}

const nonceOf = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? null;

/**
 * The answers buyer A, then buyer B, then an anonymous visitor get for `path`, asked back to back, each with
 * its HTML and the nonce of its answer masked: a page rendered once and served from a cache differs between
 * answers by nothing else (a stored answer of the web server's one-second cache not even by that).
 */
async function threeAnswers(path: string, visitors: APIRequestContext[]) {
  const answers: Array<{ response: APIResponse; html: string }> = [];
  for (const visitor of visitors) {
    const response = await visitor.get(path);
    expect(response.status(), path).toBe(200);
    const nonce = nonceOf(response);
    expect(nonce, path).not.toBeNull();
    answers.push({ response, html: (await response.text()).replaceAll(nonce ?? '', 'NONCE') });
  }
  return answers;
}

/** From a shared cache: the web server's stored answer, or Next's page cache (never a render for this request). */
const fromSharedCache = (response: APIResponse) =>
  response.headers()['x-web-cache'] === 'hit' || /^(?:HIT|STALE)$/.test(response.headers()['x-nextjs-cache'] ?? '');

async function signedInContext(contexts: BrowserContext[], newContext: () => Promise<BrowserContext>, phone: string) {
  const context = await newContext();
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/');
  await signInAs(page, phone);
  return page;
}

/** Opens `path` and waits until the page's heart of `title` knows the visitor's state (it is disabled until then). */
async function openWithOwnParts(page: Page, path: string, title: string) {
  const favourite = page.waitForResponse((r) => r.url().includes('/api/v1/userfavorites/by-object-id') && r.ok());
  await page.goto(path);
  await favourite;
  // The button's name is its text «علاقه‌مندی» and the title in a visually hidden «: …».
  const escaped = toPersianDigitsInText(title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const heart = page.getByRole('button', { name: new RegExp(`^علاقه‌مندی\\s?:\\s?${escaped}$`) });
  await expect(heart).toBeEnabled();
  return heart;
}

test('two buyers, one cache: the shared page holds nothing of either, and each one’s island shows only their own', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { product, pages } = await publicPages(request);
  const contexts: BrowserContext[] = [];
  try {
    const phoneA = freshMobile();
    const phoneB = freshMobile();
    const pageA = await signedInContext(contexts, () => browser.newContext(), phoneA);
    const pageB = await signedInContext(contexts, () => browser.newContext(), phoneB);
    const anonymous = await browser.newContext();
    contexts.push(anonymous);

    // Buyer A's own things: a name, a favourite product and supplier, a private note on the product.
    const lastName = randomWord(7);
    const noteText = `یادداشت خصوصی ${randomWord(8)}`;
    const write = { headers: { origin: new URL(pageA.url()).origin } };
    const named = await pageA.request.put('/api/v1/customers/profile', {
      ...write,
      data: { firstName: 'نگار', lastName, nationalId: null, email: null, birthDate: null },
    });
    expect(named.ok(), `profile → ${named.status()}`).toBe(true);
    for (const objectType of ['product', 'supplier'] as const) {
      const objectId = objectType === 'product' ? product.id : product.merchant.id;
      const saved = await pageA.request.post('/api/v1/userfavorites', { ...write, data: { objectType, objectId } });
      expect(saved.ok(), `favourite ${objectType} → ${saved.status()}`).toBe(true);
    }
    const noted = await pageA.request.post('/api/v1/notes', {
      ...write,
      data: { objectType: 'product', objectId: product.id, body: noteText },
    });
    expect(noted.ok(), `note → ${noted.status()}`).toBe(true);

    const ofA = [lastName, noteText, phoneA, toPersianDigits(phoneA)];
    for (const [name, path] of Object.entries(pages)) {
      const [first, second, third] = await threeAnswers(path, [pageA.request, pageB.request, anonymous.request]);
      if (!first || !second || !third) throw new Error('three answers expected');
      // A shared answer: a cache may keep it for everyone…
      const cacheControl = first.response.headers()['cache-control'] ?? '';
      expect(cacheControl, `${name}: ${cacheControl}`).toMatch(/\bs-maxage=\d+/);
      expect(cacheControl, name).not.toMatch(/private|no-store|no-cache/);
      expect(first.response.headers()['set-cookie'], name).toBeUndefined();
      // …and the second buyer and the anonymous visitor got it from a shared cache: the same page.
      expect(fromSharedCache(second.response), name).toBe(true);
      expect(fromSharedCache(third.response), name).toBe(true);
      const html = first.html;
      expect(second.html, name).toBe(html);
      expect(third.html, name).toBe(html);
      // Nothing of buyer A in it: name, number, note, a pressed heart.
      for (const mine of ofA) expect(html.includes(mine), `${name} holds «${mine}»`).toBe(false);
      expect(html, name).not.toContain('aria-pressed="true"');
      expect(html, name).toContain('data-signed-in="false"');
    }

    // A's page fills in A's own parts…
    const heartA = await openWithOwnParts(pageA, pages.product, product.title);
    await expect(pageA.getByTestId('account-link')).toContainText(lastName);
    await expect(heartA).toHaveAttribute('aria-pressed', 'true');
    const notesA = pageA.getByRole('region', { name: 'یادداشت‌های من' });
    await expect(notesA.getByRole('list', { name: 'یادداشت‌های ذخیره‌شده' })).toContainText(noteText);

    // …and B's, from the same cached page, only B's: B's number, no heart of A, no note of A.
    const notesLoaded = pageB.waitForResponse((r) => r.url().includes('/api/v1/notes/by-object-id') && r.ok());
    const heartB = await openWithOwnParts(pageB, pages.product, product.title);
    await notesLoaded;
    const accountB = pageB.getByTestId('account-link');
    await expect(accountB).toHaveAttribute('data-signed-in', 'true');
    await expect(accountB).toContainText(toPersianDigits(phoneB));
    await expect(accountB).not.toContainText(lastName);
    await expect(heartB).toHaveAttribute('aria-pressed', 'false');
    const notesB = pageB.getByRole('region', { name: 'یادداشت‌های من' });
    await expect(notesB.getByLabel('یادداشت تازه')).toBeVisible();
    await expect(notesB).not.toContainText(noteText);
    expect(await pageB.content()).not.toContain(lastName);

    const supplierHeartB = await openWithOwnParts(pageB, pages.supplier, product.merchant.name);
    await expect(supplierHeartB).toHaveAttribute('aria-pressed', 'false');
    const supplierHeartA = await openWithOwnParts(pageA, pages.supplier, product.merchant.name);
    await expect(supplierHeartA).toHaveAttribute('aria-pressed', 'true');
  } finally {
    for (const context of contexts) await context.close();
  }
});

test('an article is one shared page: a buyer’s like and pending comment stay out of it and show only to them', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { items } = await apiGet<ResultPage<PageSummary>>(request, '/pages/for-public-site?pageSize=20');
  // Not the newest (the content spec likes and comments on that one): this test's like must start unpressed.
  const article = items.filter((item) => item.contentType.key !== 'site').at(-1);
  if (!article) throw new Error('the demo data has no published article');
  const path = `/contents/${article.id}/${encodeURIComponent(article.slug)}`;
  const contexts: BrowserContext[] = [];
  try {
    const phoneA = freshMobile();
    const pageA = await signedInContext(contexts, () => browser.newContext(), phoneA);
    const pageB = await signedInContext(contexts, () => browser.newContext(), freshMobile());
    const anonymous = await browser.newContext();
    contexts.push(anonymous);

    // Buyer A likes the article and leaves a comment, which waits for moderation: both are A's alone.
    const marker = `دیدگاه منتظر ${randomWord(8)}`;
    const write = { headers: { origin: new URL(pageA.url()).origin } };
    const liked = await pageA.request.post(`/api/v1/pages/${article.id}/like`, write);
    expect(liked.ok(), `like → ${liked.status()}`).toBe(true);
    expect(((await liked.json()) as { liked: boolean }).liked).toBe(true);
    const commented = await pageA.request.post('/api/v1/pagecomments', {
      ...write,
      data: { pageId: article.id, body: marker },
    });
    expect(commented.ok(), `comment → ${commented.status()}`).toBe(true);

    const [first, second, third] = await threeAnswers(path, [pageA.request, pageB.request, anonymous.request]);
    if (!first || !second || !third) throw new Error('three answers expected');
    const cacheControl = first.response.headers()['cache-control'] ?? '';
    expect(cacheControl).toMatch(/\bs-maxage=\d+/);
    expect(cacheControl).not.toMatch(/private|no-store|no-cache/);
    expect(first.response.headers()['set-cookie']).toBeUndefined();
    expect(fromSharedCache(second.response)).toBe(true);
    expect(fromSharedCache(third.response)).toBe(true);
    expect(second.html).toBe(first.html);
    expect(third.html).toBe(first.html);
    // Nothing of A: not the comment, not the number, no pressed like, no form (the forms are the signed-in
    // visitor's, filled in by the browser); the login links a visitor without a session follows.
    for (const mine of [marker, phoneA, toPersianDigits(phoneA)])
      expect(first.html.includes(mine), `the article holds «${mine}»`).toBe(false);
    expect(first.html).not.toContain('aria-pressed="true"');
    expect(first.html).not.toContain('<textarea');
    expect(first.html).toContain('برای پسندیدن وارد شوید');

    // A's page shows A's like and A's comment, marked as waiting…
    await pageA.goto(path);
    await expect(pageA.getByRole('button', { name: 'پسندیدن' })).toHaveAttribute('aria-pressed', 'true');
    const own = pageA.getByTestId('comment').filter({ hasText: marker });
    await expect(own).toHaveCount(1);
    await expect(own).toContainText('در انتظار تأیید');
    await expect(pageA.getByLabel('دیدگاه شما')).toBeVisible();

    // …and B's, from the same cached page, neither: B's own like state, the forms, no comment of A.
    await pageB.goto(path);
    await expect(pageB.getByRole('button', { name: 'پسندیدن' })).toHaveAttribute('aria-pressed', 'false');
    await expect(pageB.getByLabel('دیدگاه شما')).toBeVisible();
    await expect(pageB.getByTestId('comment').filter({ hasText: marker })).toHaveCount(0);
  } finally {
    for (const context of contexts) await context.close();
  }
});
