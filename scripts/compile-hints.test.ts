import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM build script, no type declarations
import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs';

function buildDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'hints-'));
  mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
  writeFileSync(
    path.join(dir, 'build-manifest.json'),
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/framework.js', 'static/chunks/main.js'],
    }),
  );
  writeFileSync(path.join(dir, 'static/chunks/framework.js'), 'a();\nb();\n');
  writeFileSync(path.join(dir, 'static/chunks/main.js'), 'c();');
  writeFileSync(path.join(dir, 'static/chunks/main.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }));
  writeFileSync(path.join(dir, 'static/chunks/polyfills.js'), 'p();');
  writeFileSync(path.join(dir, 'static/chunks/page.js'), 'q();');
  return dir;
}
const read = (dir: string, file: string) => readFileSync(path.join(dir, 'static/chunks', file), 'utf8');

describe('V8 compile hints on the framework scripts (decision 099)', () => {
  it('marks exactly the scripts every page loads, keeping their code, and moves a source map a line down', () => {
    const dir = buildDir();
    expect(addCompileHints(dir)).toEqual(['static/chunks/framework.js', 'static/chunks/main.js']);
    expect(read(dir, 'framework.js')).toBe(`${COMPILE_HINT}a();\nb();\n`);
    expect(read(dir, 'main.js')).toBe(`${COMPILE_HINT}c();`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    // The polyfills only older browsers run, and a page's own chunk, stay as built.
    expect(read(dir, 'polyfills.js')).toBe('p();');
    expect(read(dir, 'page.js')).toBe('q();');
    expect(JSON.parse(read(dir, 'main.js.map')).mappings).toBe(';AAAA;AACA');
  });

  it('changes nothing when run again on a marked build', () => {
    const dir = buildDir();
    addCompileHints(dir);
    expect(addCompileHints(dir)).toEqual([]);
    expect(read(dir, 'framework.js')).toBe(`${COMPILE_HINT}a();\nb();\n`);
    expect(JSON.parse(read(dir, 'main.js.map')).mappings).toBe(';AAAA;AACA');
  });
});
