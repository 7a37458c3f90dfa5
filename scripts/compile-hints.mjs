#!/usr/bin/env node
// V8's explicit compile hint on the framework's scripts (issue 34, docs/decisions/099).
//
// A visitor's first page compiles the scripts every page loads (React, Next's client: `rootMainFiles` of the build
// manifest) lazily: V8 parses each function again and compiles it on the main thread the first time hydration calls
// it, inside the one long task that evaluates the chunk and hydrates. The magic comment `//# allFunctionsCalledOnLoad`
// on a script's first line (Chromium 136 and later; other engines read a comment) makes V8 compile all of the
// script's functions when it first compiles the script, which for an `async` script of this size happens on a
// background thread while it downloads. Nearly every function of these chunks runs on the first page, so little is
// compiled for nothing. `node scripts/compile-hints.mjs` runs after every web build (apps/web's `build` script).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the hint at the top of each of the build's root scripts that lacks it, and shifts a source map beside it by
 * the added line; returns the scripts changed (build-relative paths). Running it twice changes nothing.
 */
export function addCompileHints(nextDir) {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  const changed = [];
  for (const file of manifest.rootMainFiles ?? []) {
    const script = path.join(nextDir, file);
    const text = readFileSync(script, 'utf8');
    if (text.startsWith(COMPILE_HINT)) continue;
    writeFileSync(script, COMPILE_HINT + text);
    const mapFile = `${script}.map`;
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8'));
      // A map's lines are separated by «;» in `mappings`: one more at the start moves every mapping a line down.
      if (typeof map.mappings === 'string') map.mappings = `;${map.mappings}`;
      for (const section of map.sections ?? []) {
        if (section.offset) section.offset.line += 1;
      }
      writeFileSync(mapFile, JSON.stringify(map));
    }
    changed.push(file);
  }
  return changed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const nextDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/.next');
  const changed = addCompileHints(nextDir);
  console.log(`compile hints: ${changed.length} framework script(s) marked`);
}
