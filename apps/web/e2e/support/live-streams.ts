// Watches a page's live event streams (GET /api/v1/events/stream): how many were opened, how many were open
// at once, and a log of when each opened and ended, for the failure message when the count is wrong.
import type { Page, Request } from '@playwright/test';

export interface LiveStreamWatch {
  readonly opened: number;
  readonly mostAtOnce: number;
  readonly log: readonly string[];
}

export function liveStreams(page: Page): LiveStreamWatch {
  const started = Date.now();
  const open = new Set<unknown>();
  const log: string[] = [];
  let opened = 0;
  let mostAtOnce = 0;
  const isStream = (url: string) => url.includes('/api/v1/events/stream');
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') log.push(`${at()} page ${new URL(request.url()).pathname}`);
    if (!isStream(request.url())) return;
    opened += 1;
    open.add(request);
    mostAtOnce = Math.max(mostAtOnce, open.size);
    log.push(`${at()} opened ${new URL(request.url()).search}`);
  });
  const ended = (how: string) => (request: Request) => {
    if (!isStream(request.url()) || !open.delete(request)) return;
    log.push(`${at()} ${how} ${request.failure()?.errorText ?? ''}`.trim());
  };
  page.on('requestfinished', ended('ended'));
  page.on('requestfailed', ended('failed'));
  return {
    get opened() {
      return opened;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
    log,
  };
}
