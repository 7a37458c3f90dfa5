// Issue 16: help is linked from the screens it explains. Every «راهنما» link must open a real entry: a
// `<HelpLink id="…">` whose id the demo data has no help entry for would send a user to a 404.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const HELP_DATA = join(SRC, '../../api/src/db/seed/data/content.json');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

const linked = sources(SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/<HelpLink\s+id="([^"]+)"/g)].map((m) => ({
    id: m[1] ?? '',
    file: relative(SRC, file),
  })),
);
const entries = new Set(
  (JSON.parse(readFileSync(HELP_DATA, 'utf8')) as { helpEntries: { frontUniqueId: string }[] }).helpEntries.map(
    (entry) => entry.frontUniqueId,
  ),
);

describe('help links', () => {
  it('every help link opens an entry the data has', () => {
    expect(linked.filter((link) => !entries.has(link.id))).toEqual([]);
  });

  it('the supplier, wallet, order and message screens link their help', () => {
    const screens = new Set(linked.map((link) => link.file));
    for (const screen of [
      'app/(profile)/profile/supplier-registration/page.tsx',
      'app/(profile)/profile/products/new/page.tsx',
      'app/(profile)/profile/products/[id]/edit/page.tsx',
      'app/(profile)/profile/agents/page.tsx',
      'app/(profile)/profile/wallet/page.tsx',
      'app/(profile)/profile/directorder/page.tsx',
      'app/(profile)/profile/membership/page.tsx',
      'app/(profile)/profile/messages/page.tsx',
    ]) {
      expect(screens, screen).toContain(screen);
    }
  });
});
