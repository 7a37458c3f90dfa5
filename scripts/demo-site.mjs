// The production build with the demo data (PGlite) in a fresh directory, for scripts that measure the
// site as a visitor meets it (bench-pages.mjs, lighthouse.mjs): started with scripts/start.mjs, stopped
// (with its data) when the calling process exits. The build's own pages are put back first (built-pages.mjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { restoreBuiltPages } from './built-pages.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Exits unless a production build is present; with `apiPort`, unless it was also made for that API port. */
export function requireBuild(tag, apiPort) {
  if (!existsSync(path.join(root, 'apps/web/.next/BUILD_ID'))) {
    console.error(`[${tag}] no production build: run \`npm run build\` first`);
    process.exit(1);
  }
  // The web's /api rewrite is written into the build (next.config.ts, API_INTERNAL_URL). A build made for another
  // API port serves the pages but answers 500 for every picture and call the browser makes through /api, and a
  // Lighthouse or bench run then measures a broken site without saying so.
  const builtFor = apiPort === undefined ? null : builtApiAddress();
  if (builtFor && new URL(builtFor).port !== String(apiPort)) {
    console.error(
      `[${tag}] the build sends /api to ${builtFor}, not to the API port ${apiPort}: build again with ` +
        `API_INTERNAL_URL=http://127.0.0.1:${apiPort}, or run with API_PORT=${new URL(builtFor).port}`,
    );
    process.exit(1);
  }
}

/** The API address the build's /api rewrite names (apps/web/.next/routes-manifest.json), or null. */
function builtApiAddress() {
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, 'apps/web/.next/routes-manifest.json'), 'utf8'));
    const rewrites = Array.isArray(manifest.rewrites)
      ? manifest.rewrites
      : [...(manifest.rewrites?.beforeFiles ?? []), ...(manifest.rewrites?.afterFiles ?? [])];
    const api = rewrites.find((rewrite) => rewrite.source === '/api/:path*');
    return api ? new URL(api.destination).origin : null;
  } catch {
    return null;
  }
}

/** Starts the site on the given ports; `WEB` and `API` are its addresses. */
export function startDemoSite({ apiPort, webPort, tag }) {
  // A fresh demo database meets the build's own pages, not those an earlier run rendered from its database.
  restoreBuiltPages();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${tag}-`));
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      API_PORT: apiPort,
      WEB_PORT: webPort,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ALLOWED_ORIGINS: `http://127.0.0.1:${webPort}`,
    },
    // start.mjs waits for the web's /api rewrite, which a build made for other ports does not reach: quiet.
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  const WEB = `http://127.0.0.1:${webPort}`;
  return { WEB, API: `http://127.0.0.1:${apiPort}/api/v1`, dataDir, stop };
}

export async function waitFor(url, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** The path a page settles on (the canonical-slug redirect followed), its query kept. */
export async function settle(WEB, pagePath) {
  const response = await fetch(`${WEB}${pagePath}`, { redirect: 'manual' });
  if (response.status === 301 || response.status === 308)
    return new URL(response.headers.get('location'), WEB).pathname + new URL(pagePath, WEB).search;
  return pagePath;
}

/** The demo's first product category, its first product (with the product's merchant). */
export async function demoPages(API) {
  const menu = await (await fetch(`${API}/categories/menu?categoryTypes=Product`)).json();
  const category = menu.subcategories?.[0];
  if (!category) throw new Error('no product category in the demo data');
  const list = await (await fetch(`${API}/supplierproducts/catalog?categoryId=${category.id}&pageSize=1`)).json();
  const product = list.items?.[0];
  if (!product) throw new Error(`no product in category ${category.id}`);
  return { category, product };
}
