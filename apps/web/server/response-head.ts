// A last look at an answer's status and headers just before they leave: the web server's guards (secure
// cookies, the «temporarily unavailable» status) need every header Next, the /api rewrite or another patch
// has set, whichever way the head is written (writeHead with or without headers, or implicitly by the
// first write).
import type { ServerResponse } from 'node:http';

/**
 * Calls `hook` once, right before the head is sent, with the status about to be sent; a number it returns
 * replaces that status. Headers passed to `writeHead` itself are set on the response first, so the hook sees them.
 */
export function beforeHead(response: ServerResponse, hook: (status: number) => number | undefined) {
  const original = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg)) as
      | Record<string, string | number | string[] | undefined>
      | undefined;
    if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
    }
    const reason = rest.find((arg) => typeof arg === 'string');
    const raw = rest.find((arg) => Array.isArray(arg));
    const next = response.headersSent ? status : (hook(status) ?? status);
    const args: unknown[] = [next];
    // A custom reason phrase belongs to the status it was written for.
    if (reason !== undefined && next === status) args.push(reason);
    if (raw !== undefined) args.push(raw);
    return original(...args);
  }) as ServerResponse['writeHead'];
}
