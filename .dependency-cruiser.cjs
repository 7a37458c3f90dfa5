// Layer boundaries of the repository, checked by dependency-cruiser (`npm run check:boundaries`, and a step of
// `npm test`). docs/ARCHITECTURE.md «Boundaries» explains each rule; known violations live in
// .dependency-cruiser-known-violations.json with the reason they remain.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-foreign-repository',
      comment:
        "A module reaches another module's table only through that module's service (or a function handed over in app.ts), never its repository.",
      severity: 'error',
      from: { path: '(?:^|/)apps/api/src/modules/([^/]+)/' },
      to: {
        path: '(?:^|/)apps/api/src/modules/([^/]+)/[^/]+[.]repo[.]ts$',
        pathNot: '(?:^|/)apps/api/src/modules/$1/',
      },
    },
    {
      name: 'database-only-in-repositories',
      comment:
        'Only repositories (*.repo.ts) know the database: the client, the Drizzle tables and drizzle-orm. db/ itself, seeds, migrations, the platform infrastructure that owns its tables, and tests are exempt.',
      severity: 'error',
      from: {
        path: '(?:^|/)apps/api/src/',
        pathNot: [
          '[.]repo[.]ts$',
          '(?:^|/)apps/api/src/db/',
          '(?:^|/)apps/api/src/platform/',
          '[.]test[.]ts$',
          '(?:^|/)apps/api/src/server[.]ts$',
          '(?:^|/)apps/api/test/',
        ],
      },
      to: {
        path: [
          '(?:^|/)apps/api/src/db/client[.]ts$',
          '(?:^|/)apps/api/src/db/schema([.]ts$|/)',
          '(^|/)node_modules/drizzle-orm/',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'cross-cutting-not-on-modules',
      comment:
        'plugins/ and shared/ are below the modules: they receive what they need from app.ts instead of importing a module.',
      severity: 'error',
      from: { path: '(?:^|/)apps/api/src/(plugins|shared)/', pathNot: '[.]test[.]ts$' },
      to: { path: '(?:^|/)apps/api/src/modules/' },
    },
    {
      name: 'packages-not-on-apps',
      comment: 'Shared packages never import an application.',
      severity: 'error',
      from: { path: '(?:^|/)packages/' },
      to: { path: '(?:^|/)apps/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles: a cycle makes load order matter and hides which side owns what. A type-only cycle is harmless (erased at build) and allowed.',
      severity: 'error',
      from: { path: '(?:^|/)(apps|packages)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'only-customers-reads-merchant-members',
      comment:
        "Who acts for a merchant has one owner: merchant_members (db/schema/customers.ts) is read and written by modules/customers only. Another module asks customers' `merchantAccess` offer and passes the merchant ids into its own queries. db/ (the schema list, seeds) and tests may import it.",
      severity: 'error',
      from: {
        path: '(?:^|/)apps/api/src/',
        pathNot: [
          '(?:^|/)apps/api/src/modules/customers/',
          '(?:^|/)apps/api/src/db/',
          '[.]test[.]ts$',
          '(?:^|/)apps/api/test/',
        ],
      },
      to: { path: '(?:^|/)apps/api/src/db/schema/customers[.]ts$' },
    },
    {
      name: 'no-foreign-routes',
      comment: "A module never imports another module's routes: routes are registered by their own module's index.ts.",
      severity: 'error',
      from: { path: '(?:^|/)apps/api/src/modules/([^/]+)/' },
      to: {
        path: '(?:^|/)apps/api/src/modules/([^/]+)/[^/]+[.]routes[.]ts$',
        pathNot: '(?:^|/)apps/api/src/modules/$1/',
      },
    },
    {
      name: 'web-shared-not-on-features',
      comment:
        'components/ and lib/ are below the features: they never import features/ (a feature composes them, not the other way round).',
      severity: 'error',
      from: { path: '(?:^|/)apps/web/src/(components|lib)/' },
      to: { path: '(?:^|/)apps/web/src/features/' },
    },
    {
      name: 'web-feature-public-surface',
      comment:
        "A web feature uses another feature only through its public entry files: *.server.ts (data) and *-links.ts (hrefs). Everything else in features/<name>/ is that feature's own.",
      severity: 'error',
      from: { path: '(?:^|/)apps/web/src/features/([^/]+)/' },
      to: {
        path: '(?:^|/)apps/web/src/features/([^/]+)/',
        pathNot: ['(?:^|/)apps/web/src/features/$1/', '[.]server[.]ts$', '-links[.]ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['[.]next/', '(^|/)dist/', '(?:^|/)apps/api/drizzle/', '^test/boundaries/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.boundaries.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
