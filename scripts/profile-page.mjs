#!/usr/bin/env node
// Names the code behind a page's main-thread time (issue 34): loads each page in Debian's Chromium as a phone
// (CPU slowed 4×, as Lighthouse's mobile preset assumes), records V8's sampling profile from navigation until
// the page has been idle for two seconds, and prints where the time went — by package or source file, and the
// heaviest functions — plus the long tasks the page saw. With a build made with BROWSER_SOURCE_MAPS=1 the
// minified chunks are mapped back to their original modules and function names (the map each chunk names,
// fetched from the site); without it, chunks are named by URL.
//
//   npm run profile:page -- [path ...]     (default: the eight Lighthouse pages' shapes that need no lookup)
//   WEB_URL       the running site (default http://127.0.0.1:3000)
//   CHROME_PATH   Chromium (default /usr/bin/chromium)
//   PROFILE_OUT   a directory to keep each page's .cpuprofile (opens in Chrome DevTools' Performance panel)
//   PROFILE_NO_PREFETCH=1  refuse the router's link prefetches (requests with `next-router-prefetch`), to
//                          measure what they cost the page
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';

const WEB = process.env.WEB_URL ?? 'http://127.0.0.1:3000';
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const out = process.env.PROFILE_OUT;
const noPrefetch = process.env.PROFILE_NO_PREFETCH === '1';
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/users/login', '/category/categoryType/Product'];

const maps = new Map();
async function sourceMap(url) {
  if (!maps.has(url)) {
    maps.set(
      url,
      fetch(url)
        .then((response) => response.text())
        .then((code) => {
          // The chunk names its map in its last comment (Turbopack's maps are not always `<chunk>.map`).
          const mapUrl = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
          return mapUrl ? fetch(new URL(mapUrl, url)) : null;
        })
        .then((response) => (response?.ok ? response.json() : null))
        .then((json) => (json ? new TraceMap(json) : null))
        .catch(() => null),
    );
  }
  return maps.get(url);
}

/** "react-dom", "next", or the project file ("apps/web/src/…") a mapped source belongs to. */
function owner(source) {
  const clean = source.replace(/^.*\[project\]\//, '').replace(/^webpack:\/\/[^/]*\//, '');
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (inModules) return inModules[1];
  return clean.replace(/\?.*$/, '');
}

async function name(frame) {
  const { url, functionName, lineNumber, columnNumber } = frame;
  if (!url) return { owner: functionName ? `(${functionName})` : '(program)', fn: functionName || '(anonymous)' };
  if (!url.startsWith(WEB)) return { owner: url, fn: functionName || '(anonymous)' };
  const local = url.slice(WEB.length);
  if (!/\.js(\?|$)/.test(local)) return { owner: `${local.split('?')[0]} (inline)`, fn: functionName || '(anonymous)' };
  const map = await sourceMap(url);
  if (!map) return { owner: local, fn: functionName || '(anonymous)' };
  const position = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  if (!position.source) return { owner: local, fn: functionName || '(anonymous)' };
  return {
    owner: owner(position.source),
    fn: `${position.name ?? (functionName || '(anonymous)')} ${owner(position.source).split('/').pop()}:${position.line}`,
  };
}

async function profile(browser, pagePath) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  let prefetches = 0;
  await page.route('**/*', (route) => {
    if (!route.request().headers()['next-router-prefetch']) return route.continue();
    prefetches++;
    return noPrefetch ? route.abort() : route.continue();
  });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${WEB}${pagePath}`, { waitUntil: 'load' });
  await page.waitForTimeout(2_000);
  const { profile: cpu } = await cdp.send('Profiler.stop');
  const longTasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  if (out) {
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, `${pagePath.replace(/[^a-z0-9]+/gi, '_') || 'home'}.cpuprofile`), JSON.stringify(cpu));
  }

  const self = new Map();
  const nodes = new Map(cpu.nodes.map((node) => [node.id, node]));
  for (const [i, id] of cpu.samples.entries()) self.set(id, (self.get(id) ?? 0) + (cpu.timeDeltas[i] ?? 0) / 1000);
  const byOwner = new Map();
  const byFunction = new Map();
  for (const [id, ms] of self) {
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)') continue;
    const named = await name(frame);
    byOwner.set(named.owner, (byOwner.get(named.owner) ?? 0) + ms);
    const key = `${named.fn}  [${named.owner}]`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  const busy = [...byOwner.values()].reduce((a, b) => a + b, 0);
  const blocking = longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  console.log(`\n## ${pagePath}`);
  console.log(
    `busy ${Math.round(busy)} ms of CPU (4× slowed); ${prefetches} link prefetches${noPrefetch ? ' (refused)' : ''}; ${longTasks.length} long tasks, ${blocking} ms over 50 ms: ${longTasks
      .map(([start, duration]) => `${duration}@${start}`)
      .join(', ')}`,
  );
  console.log('\n| by package or file | ms | share |\n|---|---|---|');
  for (const [key, ms] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`| ${key} | ${Math.round(ms)} | ${((100 * ms) / busy).toFixed(1)} % |`);
  console.log('\n| heaviest functions (self time) | ms |\n|---|---|');
  for (const [key, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`| ${key.replaceAll('|', '\\|')} | ${Math.round(ms)} |`);
}

const browser = await chromium.launch({
  executablePath: chrome,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
try {
  for (const pagePath of pages) await profile(browser, pagePath);
} finally {
  await browser.close();
}
