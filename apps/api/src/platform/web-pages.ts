// Tells every web instance that some of its cached pages are out of date (Next.js tag revalidation), so a
// change shows on public pages at once instead of after their time window. Called from durable event
// subscribers (each module's index.ts, for the changes it owns): a failure throws, the job is retried with back-off, and revalidating a tag twice
// is harmless.
import { type RevalidateRequest, WEB_REVALIDATE_PATH } from '@bazaar/contracts/web-cache';

export interface WebPages {
  revalidate(tags: string[]): Promise<void>;
}

export function createWebPages(options: {
  urls: string[];
  secret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): WebPages {
  const send = options.fetch ?? fetch;
  return {
    async revalidate(tags) {
      if (tags.length === 0) return;
      const body: RevalidateRequest = { tags: [...new Set(tags)].slice(0, 100) };
      const failures: string[] = [];
      await Promise.all(
        options.urls.map(async (url) => {
          try {
            const response = await send(`${url}${WEB_REVALIDATE_PATH}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${options.secret}` },
              body: JSON.stringify(body),
              signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
            });
            if (!response.ok) failures.push(`${url}: HTTP ${response.status}`);
          } catch (error) {
            failures.push(`${url}: ${(error as Error).message}`);
          }
        }),
      );
      if (failures.length) throw new Error(`web page revalidation failed (${failures.join('; ')})`);
    },
  };
}
