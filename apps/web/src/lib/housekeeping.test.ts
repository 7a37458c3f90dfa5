import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOT_USER_AGENT_SOURCE,
  CHUNK_RELOAD_KEY,
  chunkReloadScript,
  installChunkReload,
  isBotUserAgent,
  RELOAD_GUARD_MS,
} from './housekeeping';

// The spec's housekeeping in the browser, with a stand-in window: a failed chunk reloads once per
// 10 seconds, bots never reload, and the inline script is the same function.
type Listener = (event: unknown) => void;

function fakeBrowser(userAgent: string) {
  const listeners = new Map<string, Listener[]>();
  const storage = new Map<string, string>();
  const reload = vi.fn();
  class HTMLScriptElement {
    constructor(readonly src: string) {}
  }
  Object.assign(globalThis, {
    window: globalThis,
    navigator: { userAgent },
    sessionStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    },
    location: { reload },
    HTMLScriptElement,
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  });
  const fire = (type: string, event: unknown) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  return {
    reload,
    storage,
    failChunk: () => fire('error', { target: new HTMLScriptElement('http://x/_next/static/chunks/a1b2.js') }),
    rejectWith: (reason: unknown) => fire('unhandledrejection', { reason }),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('a failed script chunk', () => {
  it('reloads the page once, not again within 10 seconds, and again after them', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const browser = fakeBrowser(CHROME);
    installChunkReload(CHUNK_RELOAD_KEY, RELOAD_GUARD_MS, BOT_USER_AGENT_SOURCE);
    browser.failChunk();
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(browser.storage.get(CHUNK_RELOAD_KEY)).toBe(String(Date.now()));
    vi.advanceTimersByTime(RELOAD_GUARD_MS - 1);
    browser.failChunk();
    browser.rejectWith(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }));
    expect(browser.reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    browser.rejectWith(new Error('Failed to load chunk /_next/static/chunks/x.js'));
    expect(browser.reload).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors alone', () => {
    const browser = fakeBrowser(CHROME);
    installChunkReload(CHUNK_RELOAD_KEY, RELOAD_GUARD_MS, BOT_USER_AGENT_SOURCE);
    browser.rejectWith(new TypeError('x is undefined'));
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('never reloads for a search-engine bot: it logs', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const browser = fakeBrowser('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    installChunkReload(CHUNK_RELOAD_KEY, RELOAD_GUARD_MS, BOT_USER_AGENT_SOURCE);
    browser.failChunk();
    expect(browser.reload).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
  });

  it('is installed by an inline script that runs on its own', () => {
    const browser = fakeBrowser(CHROME);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    new Function(chunkReloadScript())();
    browser.failChunk();
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });
});

describe('bots', () => {
  it('recognises search engines and link previews, not browsers', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'TelegramBot (like TwitterBot)',
      'WhatsApp/2.23.20.0',
      'Twitterbot/1.0',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    ])
      expect(isBotUserAgent(agent), agent).toBe(true);
    for (const agent of [CHROME, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1', '', undefined])
      expect(isBotUserAgent(agent), String(agent)).toBe(false);
  });
});
