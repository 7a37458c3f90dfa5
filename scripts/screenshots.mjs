#!/usr/bin/env node
// Screenshots of a running site for readers who do not run it (issues 20 and 37): home, a listing, search
// results, a product of each category type, a supplier, /ai, login; as the demo buyer the profile, the order
// list and an order; as the demo supplier its products, inbox and the registration page; as staff the disputes
// queue — at 1366×900 and 390×844, saved as JPEG under docs/screenshots/ with an index (README.md).
//
//   node scripts/screenshots.mjs [--base http://127.0.0.1:3000] [--out docs/screenshots]
//
// Needs a site in demo mode (the login code is read from the dev SMS outbox, loopback only) and Chromium
// at /usr/bin/chromium (or CHROMIUM_PATH); nothing is downloaded.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: `http://127.0.0.1:${process.env.WEB_PORT ?? '3000'}` },
    out: { type: 'string', default: 'docs/screenshots' },
    buyer: { type: 'string', default: '09120000022' },
    supplier: { type: 'string', default: '09120000002' },
    staff: { type: 'string', default: '09120000001' },
  },
});
const base = args.base.replace(/\/$/, '');
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
const TYPES = [
  ['Product', 'کالا'],
  ['IndustrialService', 'خدمات صنعتی'],
  ['ConsultingService', 'مشاوره'],
  ['ElectronicDocument', 'استاندارد و مستند'],
];

async function api(path) {
  const response = await fetch(`${base}/api/v1${path}`);
  if (!response.ok) throw new Error(`${path} → ${response.status}`);
  return response.json();
}

/** A product of each category type (a priced one when there is), the supplier of the first. */
async function pickPages() {
  const pages = [
    { key: 'home', title: 'صفحهٔ اصلی', path: '/' },
    { key: 'listing', title: 'فهرست محصولات', path: '/products/search/Product' },
  ];
  let supplier = null;
  for (const [type, label] of TYPES) {
    const list = await api(`/supplierproducts/catalog?categoryType=${type}&pageSize=40`);
    const product = list.items.find((p) => p.priceRials !== null) ?? list.items[0];
    if (!product) continue;
    supplier ??= product.merchant;
    pages.push({ key: `product-${type}`, title: `محصول: ${label}`, path: `/products/${product.id}` });
  }
  if (supplier)
    pages.push({
      key: 'supplier',
      title: 'تأمین‌کننده',
      path: `/supplier/${supplier.id}/${encodeURIComponent(supplier.slug || supplier.id)}`,
    });
  pages.push({ key: 'search', title: 'نتایج جست‌وجو', path: `/search/${encodeURIComponent('پمپ')}` });
  pages.push({ key: 'ai', title: 'دستیار خرید', path: '/ai' });
  pages.push({ key: 'login', title: 'ورود', path: '/users/login', anonymous: true });
  pages.push({ key: 'profile', title: 'حساب کاربری خریدار', path: '/profile', as: 'buyer' });
  pages.push({ key: 'profile-company', title: 'اطلاعات شخصی و شرکت', path: '/profile/personal-info', as: 'buyer' });
  pages.push({ key: 'orders', title: 'سفارش‌های خریدار', path: '/profile/directorder', as: 'buyer' });
  pages.push({ key: 'order', title: 'یک سفارش (خریدار)', path: 'first-order', as: 'buyer' });
  pages.push({ key: 'supplier-products', title: 'محصولات من (تأمین‌کننده)', path: '/profile/products', as: 'supplier' });
  pages.push({
    key: 'supplier-inbox',
    title: 'سفارش‌های رسیده (تأمین‌کننده)',
    path: '/profile/directorder/inbox',
    as: 'supplier',
  });
  pages.push({
    key: 'supplier-registration',
    title: 'ثبت‌نام تأمین‌کننده',
    path: '/profile/supplier-registration',
    as: 'supplier',
  });
  pages.push({ key: 'staff-disputes', title: 'اختلاف‌ها (کارشناس)', path: '/profile/admin/disputes', as: 'staff' });
  return pages;
}

/** The path of the buyer's newest order, read with the buyer's session. */
async function firstOrderPath(page) {
  const mine = await (await page.request.get(`${base}/api/v1/traderequests/mine?pageSize=1`)).json();
  const id = mine.items?.[0]?.id;
  return id ? `/profile/directorderinfo/${id}` : '/profile/directorder';
}

async function signIn(page, phone) {
  await page.goto(`${base}/`);
  const sent = await page.request.post(`${base}/api/v1/users/login-by-otp`, { data: { phoneNumber: phone } });
  if (!sent.ok() && sent.status() !== 429) throw new Error(`login-by-otp → ${sent.status()}`);
  let code;
  for (let i = 0; i < 20 && !code; i += 1) {
    const outbox = await (await page.request.get(`${base}/api/v1/dev/sms-outbox`)).json();
    code = outbox.find((m) => m.to === phone)?.code;
    if (!code) await new Promise((r) => setTimeout(r, 500));
  }
  if (!code) throw new Error('no login code in the dev SMS outbox (is the site in demo mode?)');
  const status = await page.evaluate(
    async ({ phoneNumber, otp }) =>
      (
        await fetch('/api/v1/connect/token', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            grant_type: 'otp',
            phone_number: phoneNumber,
            code: otp,
            token_delivery: 'cookie',
          }),
          credentials: 'same-origin',
        })
      ).status,
    { phoneNumber: phone, otp: code },
  );
  if (status !== 200) throw new Error(`token → ${status}`);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  await mkdir(args.out, { recursive: true });
  const pages = await pickPages();
  const shots = [];
  // One sign-in per role (a second code for the same number would wait out the resend cooldown), reused by both sizes.
  const states = {};
  for (const role of ['buyer', 'supplier', 'staff']) {
    const login = await browser.newContext({ locale: 'fa-IR' });
    await signIn(await login.newPage(), args[role]);
    states[role] = await login.storageState();
    await login.close();
  }
  for (const viewport of VIEWPORTS) {
    const anonymous = await browser.newContext({ viewport, locale: 'fa-IR', deviceScaleFactor: 1 });
    const contexts = {};
    const signedIn = {};
    for (const role of Object.keys(states)) {
      contexts[role] = await browser.newContext({
        viewport,
        locale: 'fa-IR',
        deviceScaleFactor: 1,
        storageState: states[role],
      });
      signedIn[role] = await contexts[role].newPage();
    }
    for (const target of pages) {
      const page = target.as ? signedIn[target.as] : await anonymous.newPage();
      const path = target.path === 'first-order' ? await firstOrderPath(page) : target.path;
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      // The shot reaches below the first screen: lazy pictures there are loaded first, so none shows as missing.
      await page.evaluate(async () => {
        const images = [...document.images];
        for (const image of images) image.loading = 'eager';
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      });
      const file = `${target.key}-${viewport.name}.jpg`;
      // The first screen and a little more: what a visitor sees before scrolling far.
      const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), viewport.height * 2);
      await writeFile(
        join(args.out, file),
        await page.screenshot({ type: 'jpeg', quality: 70, clip: { x: 0, y: 0, width: viewport.width, height } }),
      );
      shots.push({ ...target, viewport, file });
      if (!target.as) await page.close();
      console.log(`saved ${file}`);
    }
    await anonymous.close();
    for (const context of Object.values(contexts)) await context.close();
  }
  const rows = pages.map((target) => {
    const cells = VIEWPORTS.map((v) => {
      const shot = shots.find((s) => s.key === target.key && s.viewport.name === v.name);
      return shot ? `[![${target.title} ${v.width}×${v.height}](${shot.file})](${shot.file})` : '—';
    });
    return `| ${target.title} (\`${target.path}\`) | ${cells.join(' | ')} |`;
  });
  await writeFile(
    join(args.out, 'README.md'),
    `# Screenshots\n\nThe site as a visitor sees it, with the demo data, at 1366×900 (desktop) and 390×844 (phone): the first two\nscreens of each page. Signed-in pages are taken as the demo buyer (${args.buyer}), the demo supplier (${args.supplier}) or staff (${args.staff}), as each row says.\n\nRefresh them from a running site (\`node scripts/start.mjs\`, demo mode): \`npm run screenshots -- --base http://127.0.0.1:3000\`.\n\n| Page | Desktop 1366×900 | Phone 390×844 |\n| --- | --- | --- |\n${rows.join('\n')}\n`,
  );
  console.log(`index written to ${join(args.out, 'README.md')}`);
} finally {
  await browser.close();
}
