#!/usr/bin/env node
// The pages a production build prerendered, kept beside it so a fresh demo site meets them as a fresh deployment
// does. Next keeps the pages it renders at run time on disk next to the build (.next/server/app,
// .next/cache/fetch-cache), and they outlive the database they were rendered from: after an end-to-end run they
// link to that database's articles and uploads, which a fresh demo database does not have (404s; one is a console
// error that costs Lighthouse's «best practices»). `node scripts/built-pages.mjs keep` runs after every web build
// (apps/web's `build` script); `restoreBuiltPages()` runs before a measuring script starts a fresh demo site.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const nextDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/.next');
const builtPages = path.join(nextDir, 'built-pages');

/** Copies the build's own pages aside (right after `next build`). */
export function keepBuiltPages() {
  rmSync(builtPages, { recursive: true, force: true });
  cpSync(path.join(nextDir, 'server/app'), builtPages, { recursive: true });
}

/** Puts the build's own pages back and empties the fetch cache; no-op for a build made before this existed. */
export function restoreBuiltPages() {
  if (!existsSync(builtPages)) return;
  rmSync(path.join(nextDir, 'server/app'), { recursive: true, force: true });
  cpSync(builtPages, path.join(nextDir, 'server/app'), { recursive: true });
  rmSync(path.join(nextDir, 'cache/fetch-cache'), { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url) && process.argv[2] === 'keep') {
  keepBuiltPages();
}
