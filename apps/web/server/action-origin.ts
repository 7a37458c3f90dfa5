// A server action posted from another site is refused here with 403 and a Persian answer (hardening issue,
// item 9c). Next refuses it too, when the Origin's host differs from the host asked for, but by throwing:
// the visitor got a bare 500. The test is Next's own (server/app-render/action-handler.js): what Next would
// take for an action (a POST with the `Next-Action` header, or a multipart form post to a page) carrying an
// Origin whose host is not the site's. The host is the one forwarding.ts wrote (the socket's Host header,
// or a trusted load balancer's X-Forwarded-Host), so a visitor cannot choose it.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The site's problem type base (the API's, apps/api/src/plugins/errors.ts). */
const PROBLEM_TYPE = 'https://bazaar-e-sanat.ir/problems/forbidden';
const TITLE = 'دسترسی مجاز نیست';
const DETAIL = 'این فرم از نشانی دیگری فرستاده شده و پذیرفته نشد. صفحه را در خود بازار صنعت باز کنید و دوباره بفرستید.';

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Whether `request` is a server action (as Next would run it) sent from another origin. */
export function isForeignServerAction(request: IncomingMessage): boolean {
  if (request.method !== 'POST' || request.url?.startsWith('/api/')) return false;
  const type = (firstValue(request.headers['content-type']) ?? '').toLowerCase();
  const action = request.headers['next-action'] !== undefined || type.startsWith('multipart/form-data');
  const origin = firstValue(request.headers.origin);
  // Without an Origin (no browser leaves it out of a POST) Next runs the action, as before.
  if (!action || origin === undefined) return false;
  const host = (
    firstValue(request.headers['x-forwarded-host']) ??
    firstValue(request.headers.host) ??
    ''
  ).toLowerCase();
  try {
    return new URL(origin).host.toLowerCase() !== host;
  } catch {
    return true; // `Origin: null` (a sandboxed frame, a privacy redirect) or garbage
  }
}

function wantsJson(request: IncomingMessage): boolean {
  return /\b(application\/(?:[\w.-]+\+)?json)\b/i.test(firstValue(request.headers.accept) ?? '');
}

const PAGE = `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>۴۰۳ - ${TITLE} | بازار صنعت</title>
<style>body{font-family:Vazirmatn,Tahoma,sans-serif;margin:0;padding:4rem 1rem;text-align:center;color:#0f172a}
p.code{font-size:4rem;font-weight:900;margin:0}a{color:#1d4ed8}</style>
</head>
<body>
<main>
<p class="code">۴۰۳</p>
<h1>${TITLE}</h1>
<p>${DETAIL}</p>
<p><a href="/">بازگشت به صفحه اصلی</a></p>
</main>
</body>
</html>
`;

/** Answers 403: problem+json to a caller that asked for JSON, a small Persian page to everyone else. */
export function refuseForeignServerAction(request: IncomingMessage, response: ServerResponse) {
  const common = {
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  if (wantsJson(request)) {
    const problem = {
      type: PROBLEM_TYPE,
      title: TITLE,
      status: 403,
      detail: DETAIL,
      code: 'FORBIDDEN',
      errors: [],
      instance: (request.url ?? '/').split('?')[0],
    };
    response.writeHead(403, { ...common, 'content-type': 'application/problem+json; charset=utf-8' });
    response.end(JSON.stringify(problem));
    return;
  }
  response.writeHead(403, {
    ...common,
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  });
  response.end(PAGE);
}
