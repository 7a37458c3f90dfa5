import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';

const apiInternalUrl = process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:4000';

// Baseline hardening for every response. The Content-Security-Policy (with a nonce per response, cached
// pages included) and HSTS are set by the web server, server/main.ts.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'X-DNS-Prefetch-Control', value: 'on' },
];

// This build's name, written by scripts/write-build-id.mjs before `next build` (public/latest-build.json):
// open pages poll that file and offer a reload when it names another build (lib/build-watcher.client.tsx).
function readBuildId(): string {
  try {
    return (
      JSON.parse(readFileSync(path.join(process.cwd(), 'public/latest-build.json'), 'utf8')) as { buildId: string }
    ).buildId;
  } catch {
    return 'development';
  }
}
const buildId = readBuildId();

// Next's page and data cache: shared through Redis between web instances when REDIS_URL is set, Next's own
// file-system cache otherwise (server/cache-handler.ts, bundled before `next build`; docs/decisions/031).
const cacheHandler = path.join(process.cwd(), 'dist/cache-handler.mjs');

const nextConfig: NextConfig = {
  generateBuildId: async () => buildId,
  ...(existsSync(cacheHandler) ? { cacheHandler } : {}),
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  // Workspace packages export raw TypeScript (`"./*": "./src/*.ts"`), so Next has to compile them.
  transpilePackages: ['@bazaar/contracts', '@bazaar/fa', '@bazaar/api-client'],
  poweredByHeader: false,
  // The web server (server/main.ts) compresses, after it has written the CSP nonce into the HTML.
  compress: false,
  // The web server drops ETags from HTML anyway (a new nonce makes every answer differ), and Next computes
  // them with a hash in JavaScript over the whole page on each answer: about 1 ms of a cached 180 KB list's
  // ~7 ms (CPU profile, issue 18). Static assets keep their own validators.
  generateEtags: false,
  reactStrictMode: true,
  // BROWSER_SOURCE_MAPS=1 builds the browser's chunks with source maps, so that `npm run profile:page` names the
  // original module and function behind the main thread's time (issue 34). Never in the served build.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === '1',
  // forbidden() in pages (/profile/admin) renders forbidden.tsx with HTTP 403 instead of redirecting.
  // Server actions take uploads (a direct order's documents): up to the API's 10 MB PDF limit plus the form.
  experimental: { authInterrupts: true, serverActions: { bodySizeLimit: '11mb' } },
  async rewrites() {
    return {
      // The home page is an ISR route with a segment (app/(default)/home/[variant]), so it is rendered on
      // the first visit instead of at build, when the API is not running (docs/decisions/026).
      beforeFiles: [
        { source: '/', destination: '/home/index' },
        // The sitemap index is one of the sitemap route's files (app/sitemaps/[file], issue 18).
        { source: '/sitemap.xml', destination: '/sitemaps/index.xml' },
      ],
      // The browser talks to the API on the same origin: no CORS, and cookies stay first-party.
      afterFiles: [{ source: '/api/:path*', destination: `${apiInternalUrl}/api/:path*` }],
      fallback: [],
    };
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
