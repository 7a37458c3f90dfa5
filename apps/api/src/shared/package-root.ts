// The @bazaar/api package folder, found from the running module: the same answer from src/ (tsx, tests)
// and from the bundle in dist/, so files shipped beside the code (the PDF worker, the seed datasets) are
// found either way.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

export function apiPackageRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@bazaar/api') {
      root = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('the @bazaar/api package root was not found above this module');
    dir = parent;
  }
}
