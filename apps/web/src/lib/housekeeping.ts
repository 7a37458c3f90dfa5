// The spec's housekeeping (sections 8 and 9): a script chunk that fails to load reloads the page once,
// guarded by a 10-second window kept in sessionStorage; search-engine and link-preview bots never get a
// reload or an error screen, their errors are only logged; the site checks for a new build every hour.

/** Spec section 9: reload guard window. */
export const RELOAD_GUARD_MS = 10_000;
/** Spec section 9: build update check every 3,600,000 ms. */
export const BUILD_CHECK_MS = 3_600_000;
export const CHUNK_RELOAD_KEY = 'bazaar:chunk-reload-at';
export const LATEST_BUILD_PATH = '/latest-build.json';

/** Search-engine crawlers and link-preview fetchers (messengers, social sites), by their user agents. */
export const BOT_USER_AGENT_SOURCE =
  'bot\\b|bot/|crawler|spider|slurp|bingpreview|facebookexternalhit|facebookcatalog|embedly|whatsapp|telegram|skypeuripreview|discord|slack|vkshare|pinterest|redditbot|linkedin|quora link preview|yandex|baidu|duckduck|google-inspectiontool|googleother|petalbot|applebot|semrush|ahrefs';
const BOT_USER_AGENT = new RegExp(BOT_USER_AGENT_SOURCE, 'i');

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}

/**
 * Installs the chunk-failure reload. Runs as an inline script in the document's head (app/layout.tsx), so
 * it is there before any chunk can fail, and so it must not use anything outside its own body. Also sets
 * `window.__bazaarChunkReload(error)` for the error boundaries: true when it reloads.
 */
export function installChunkReload(key: string, guardMs: number, botSource: string) {
  const w = window as Window & { __bazaarChunkReload?: (error: unknown) => boolean };
  const bot = new RegExp(botSource, 'i').test(navigator.userAgent);
  const isChunkError = (error: unknown) => {
    const e = error as { name?: unknown; message?: unknown } | null;
    return (
      !!e &&
      (e.name === 'ChunkLoadError' ||
        /Loading (CSS )?chunk|Failed to load chunk|Failed to fetch dynamically imported module/i.test(
          String(e.message),
        ))
    );
  };
  const reload = (reason: unknown) => {
    if (bot) {
      console.error('[chunk] failed to load; a bot gets no reload', reason);
      return false;
    }
    let last = 0;
    try {
      last = Number(sessionStorage.getItem(key)) || 0;
    } catch {}
    const now = Date.now();
    if (now - last < guardMs) {
      console.error('[chunk] failed again within the reload guard; not reloading', reason);
      return false;
    }
    try {
      sessionStorage.setItem(key, String(now));
    } catch {}
    console.warn('[chunk] failed to load; reloading the page once', reason);
    location.reload();
    return true;
  };
  w.__bazaarChunkReload = (error) => isChunkError(error) && reload(error);
  addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src.includes('/_next/static/chunks/')) reload(target.src);
      else if (isChunkError((event as ErrorEvent).error)) reload((event as ErrorEvent).error);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => {
    if (isChunkError(event.reason)) reload(event.reason);
  });
}

/** The inline script's text: the function above, called with the spec's constants. */
export function chunkReloadScript(): string {
  const args = [CHUNK_RELOAD_KEY, RELOAD_GUARD_MS, BOT_USER_AGENT_SOURCE].map((a) => JSON.stringify(a)).join(',');
  return `(${installChunkReload.toString()})(${args});`;
}

/** For the error boundaries: reload when the error is a failed chunk (guarded); false when it did not. */
export function reloadIfChunkError(error: unknown): boolean {
  const w = window as Window & { __bazaarChunkReload?: (error: unknown) => boolean };
  return w.__bazaarChunkReload?.(error) ?? false;
}
