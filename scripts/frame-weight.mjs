#!/usr/bin/env node
// What the shared frame of every public page is made of (issue 34, decision 076): for each page given, the bytes
// of its HTML by part (head, script tags, announcement, header, the category bar inside it, main, footer, the
// React payload scripts, other inline scripts), the decoded React payload by row kind and by the client
// component whose element carries the bytes (its props, children included), and the DOM's element count per
// part as Chromium builds it, and what of the payload repeats the HTML (the markup and text server components
// drew) against the props handed to client components. Bytes are raw UTF-8, before compression.
//
//   node scripts/frame-weight.mjs [path ...]      (default: /ai, the page with almost nothing of its own)
//   WEB_URL      the running site (default http://127.0.0.1:3000)
//   CHROME_PATH  Chromium for the DOM count (default /usr/bin/chromium); FRAME_NO_DOM=1 skips it
//   FRAME_JSON=1 prints one JSON object a page instead of the tables
const WEB = process.env.WEB_URL ?? 'http://127.0.0.1:3000';
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/ai'];
const bytes = (text) => Buffer.byteLength(text, 'utf8');

/** The first balanced element starting at `start` (an opening tag of `tag`), or null. */
function elementAt(html, start, tag) {
  const open = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  open.lastIndex = start + 1;
  let depth = 1;
  for (let match = open.exec(html); match; match = open.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  return null;
}

function partOf(html, pattern, tag) {
  const match = pattern.exec(html);
  return match ? (elementAt(html, match.index, tag) ?? '') : '';
}

/** The payload's text: the strings pushed to `self.__next_f`, concatenated. */
function payloadOf(html) {
  let text = '';
  for (const [, args] of html.matchAll(/<script[^>]*>self\.__next_f\.push\((.*?)\)<\/script>/gs)) {
    const pushed = JSON.parse(args);
    if (pushed[0] === 1) text += pushed[1];
  }
  return text;
}

/** Rows `id:…` of the payload; a T row carries its length in bytes. */
function rowsOf(payload) {
  const buffer = Buffer.from(payload, 'utf8');
  const rows = [];
  let at = 0;
  while (at < buffer.length) {
    const colon = buffer.indexOf(0x3a, at);
    if (colon < 0) break;
    const id = buffer.subarray(at, colon).toString();
    if (buffer[colon + 1] === 0x54) {
      const comma = buffer.indexOf(0x2c, colon);
      const length = Number.parseInt(buffer.subarray(colon + 2, comma).toString(), 16);
      rows.push({ id, kind: 'T', text: buffer.subarray(comma + 1, comma + 1 + length).toString() });
      at = comma + 1 + length;
    } else {
      const end = buffer.indexOf(0x0a, colon);
      const text = buffer.subarray(colon + 1, end < 0 ? buffer.length : end).toString();
      const kind = /^[A-Z]/.test(text) ? text[0] : text.startsWith('[') || text.startsWith('{') ? 'tree' : 'other';
      rows.push({ id, kind, text });
      at = end < 0 ? buffer.length : end + 1;
    }
  }
  return rows;
}

/** The balanced JSON array starting at `start` (a `[`), skipping strings. */
function arrayAt(text, start) {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/**
 * What the payload's tree rows repeat of the HTML (issue 34: «the React payload never repeats markup the HTML
 * already has»): `markup` is every element a server component drew (tag, key and attributes), `text` the strings
 * inside them, both also in the HTML; `data` is the props handed to client components (what they draw from), and
 * `markupBy` names the host tags whose markup weighs most. Bytes of the JSON as the payload writes it.
 */
function repeated(rows) {
  const totals = { markup: 0, text: 0, data: 0 };
  const markupBy = {};
  const size = (value) => bytes(JSON.stringify(value) ?? '');
  const isElement = (value) =>
    Array.isArray(value) && value[0] === '$' && typeof value[1] === 'string' && value.length >= 4;
  const walk = (node, inHost) => {
    if (typeof node === 'string') {
      if (inHost && !node.startsWith('$')) totals.text += size(node);
      return;
    }
    if (Array.isArray(node)) {
      if (isElement(node)) {
        const [, type, key, props] = node;
        const { children, ...rest } = props ?? {};
        if (!type.startsWith('$')) {
          const own = size(['$', type, key, rest]) - 2;
          totals.markup += own;
          markupBy[type] = (markupBy[type] ?? 0) + own;
          walk(children, true);
        } else {
          totals.data += size(rest);
          walk(children, false);
        }
        return;
      }
      for (const item of node) walk(item, inHost);
      return;
    }
    if (node && typeof node === 'object') for (const value of Object.values(node)) walk(value, false);
  };
  for (const row of rows.filter((r) => r.kind === 'tree')) {
    try {
      walk(JSON.parse(row.text), false);
    } catch {}
  }
  return { ...totals, markupBy };
}

function analyse(html) {
  const head = html.slice(0, html.indexOf('</head>') + 7);
  const scriptTags = [...head.matchAll(/<script[^>]*src=[^>]*><\/script>|<link[^>]*as="script"[^>]*\/>/g)].map(
    (m) => m[0],
  );
  const header = partOf(html, /<header[\s>]/, 'header');
  const categoryBar = partOf(html, /<nav[^>]*id="category-mega-menu"/, 'nav');
  const siteLinks = partOf(html, /<nav[^>]*id="header-site-links"/, 'nav');
  const footer = partOf(html, /<footer[\s>]/, 'footer');
  const main = partOf(html, /<main[\s>]/, 'main');
  const announcement = partOf(html, /<section[^>]*data-testid="announcement"/, 'section');
  const payloadScripts = [...html.matchAll(/<script[^>]*>self\.__next_f\.push\(.*?\)<\/script>/gs)].map((m) => m[0]);
  const otherInline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>(?!self\.__next_f)[\s\S]*?<\/script>/g)].map(
    (m) => m[0],
  );
  const payload = payloadOf(html);
  const rows = rowsOf(payload);
  const byKind = {};
  for (const row of rows) byKind[row.kind] = (byKind[row.kind] ?? 0) + bytes(row.text) + row.id.length + 2;
  // Client references: `$L<id>` names the I row `id`, whose last string is the export's name.
  const names = new Map();
  for (const row of rows.filter((r) => r.kind === 'I')) {
    const parsed = JSON.parse(row.text.slice(1));
    names.set(row.id, { name: `${parsed[2]}`, bytes: bytes(row.text) });
  }
  const byComponent = {};
  for (const row of rows.filter((r) => r.kind === 'tree')) {
    for (const match of row.text.matchAll(/\["\$","\$L([0-9a-f]+)"/g)) {
      const name = names.get(match[1])?.name ?? `$L${match[1]}`;
      byComponent[name] = (byComponent[name] ?? 0) + bytes(arrayAt(row.text, match.index));
    }
  }
  const sum = (list) => list.reduce((total, item) => total + bytes(item), 0);
  return {
    html: bytes(html),
    parts: {
      head: bytes(head),
      'of it: script tags': sum(scriptTags),
      announcement: bytes(announcement),
      header: bytes(header),
      'of it: category bar': bytes(categoryBar),
      'of it: site links': bytes(siteLinks),
      main: bytes(main),
      footer: bytes(footer),
      'payload scripts': sum(payloadScripts),
      'other inline scripts': sum(otherInline),
    },
    payload: { decoded: bytes(payload), rows: rows.length, byKind, clientReferences: names.size },
    repeated: repeated(rows),
    byComponent,
  };
}

async function domCounts(paths) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chrome });
  const counts = {};
  try {
    for (const path of paths) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${WEB}${path}`, { waitUntil: 'networkidle' });
      counts[path] = await page.evaluate(() => {
        const inside = (selector) => {
          const element = document.querySelector(selector);
          return element ? element.querySelectorAll('*').length + 1 : 0;
        };
        return {
          document: document.querySelectorAll('*').length,
          header: inside('header'),
          'category bar': inside('#category-mega-menu'),
          main: inside('main'),
          footer: inside('footer'),
        };
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return counts;
}

const results = {};
for (const path of pages) {
  const response = await fetch(`${WEB}${path}`);
  results[path] = { status: response.status, ...analyse(await response.text()) };
}
const dom = process.env.FRAME_NO_DOM === '1' ? {} : await domCounts(pages);
for (const path of pages) results[path].dom = dom[path];

if (process.env.FRAME_JSON === '1') console.log(JSON.stringify(results, null, 2));
else
  for (const [path, r] of Object.entries(results)) {
    console.log(`\n${path} (${r.status}): ${r.html} bytes of HTML`);
    for (const [part, size] of Object.entries(r.parts)) console.log(`  ${part.padEnd(24)} ${size}`);
    console.log(
      `  payload decoded ${r.payload.decoded} bytes in ${r.payload.rows} rows, ${r.payload.clientReferences} client references; by row kind: ${Object.entries(
        r.payload.byKind,
      )
        .map(([kind, size]) => `${kind} ${size}`)
        .join(', ')}`,
    );
    const { markup, text, data, markupBy } = r.repeated;
    console.log(
      `  payload repeating the HTML: markup ${markup}, text ${text}; props to client components ${data}; markup by tag: ${Object.entries(
        markupBy,
      )
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([tag, size]) => `${tag} ${size}`)
        .join(', ')}`,
    );
    console.log('  payload by client component (its element, props and children):');
    for (const [name, size] of Object.entries(r.byComponent).sort((a, b) => b[1] - a[1]))
      console.log(`    ${name.padEnd(28)} ${size}`);
    if (r.dom)
      console.log(
        `  DOM elements: ${Object.entries(r.dom)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
  }
