// The boundary check fails on each kind of bad import: dependency-cruiser runs with the repository's rules
// over a fixture holding one of each, and must report exactly those (and none of the allowed imports).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixture = 'test/boundaries/fixture/';

function violationsOf(config: string, target: string) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      target,
      '--config',
      config,
      '--output-type',
      'json',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const output = JSON.parse(result.stdout) as {
    summary: { violations: { from: string; to: string; rule: { name: string } }[] };
  };
  return output.summary.violations
    .map((v) => `${v.rule.name}: ${v.from.replace(fixture, '')} → ${v.to.replace(fixture, '')}`)
    .sort();
}

it('reports every forbidden import of the fixture and nothing else', { timeout: 60_000 }, () => {
  const violations = violationsOf('test/boundaries/fixture.dependency-cruiser.cjs', 'test/boundaries/fixture');
  expect(violations).toEqual(
    [
      'cross-cutting-not-on-modules: apps/api/src/plugins/auth.ts → apps/api/src/modules/beta/beta.service.ts',
      'database-only-in-repositories: apps/api/src/modules/alpha/alpha.service.ts → apps/api/src/db/client.ts',
      'database-only-in-repositories: apps/api/src/modules/alpha/alpha.service.ts → apps/api/src/db/schema/beta.ts',
      'database-only-in-repositories: apps/api/src/modules/alpha/alpha.service.ts → node_modules/drizzle-orm/index.d.ts',
      'no-foreign-repository: apps/api/src/modules/alpha/alpha.repo.ts → apps/api/src/modules/beta/beta.repo.ts',
      'packages-not-on-apps: packages/tool/src/tool.ts → apps/web/src/features/beta/beta-links.ts',
      'web-feature-public-surface: apps/web/src/features/alpha/alpha-view.ts → apps/web/src/features/beta/beta-format.ts',
      'only-customers-reads-merchant-members: apps/api/src/modules/gamma/gamma.repo.ts → apps/api/src/db/schema/customers.ts',
      'no-foreign-routes: apps/api/src/modules/alpha/alpha.routes.ts → apps/api/src/modules/beta/beta.routes.ts',
      'no-circular: apps/api/src/modules/alpha/alpha-cycle-a.ts → apps/api/src/modules/alpha/alpha-cycle-b.ts',
      'web-shared-not-on-features: apps/web/src/components/badge.ts → apps/web/src/features/beta/beta-format.ts',
      'web-shared-not-on-features: apps/web/src/lib/format.ts → apps/web/src/features/beta/beta-links.ts',
    ].sort(),
  );
});
