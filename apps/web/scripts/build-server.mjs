// Bundles the production web server (server/main.ts) to dist/server.mjs and Next's cache handler
// (server/cache-handler.ts) to dist/cache-handler.mjs; npm packages stay external, our workspace packages are
// inlined (they ship TypeScript; as in apps/api/build.mjs). Runs before `next build`, which records the cache
// handler's path (next.config.ts).
import { build } from 'esbuild';

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@bazaar/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: { server: 'server/main.ts', 'cache-handler': 'server/cache-handler.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  plugins: [externalNpmPackages],
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('web server and cache handler built to apps/web/dist/{server,cache-handler}.mjs');
