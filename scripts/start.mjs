#!/usr/bin/env node
// `npm start`: builds what is missing, then runs the API (:4000, migrates and seeds demo data on the
// first run) and the web (:3000) in production mode, and stops both cleanly on Ctrl-C or SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const host = process.env.API_HOST ?? '127.0.0.1';
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'));
const rebuild = process.argv.includes('--rebuild');

/** The API needs AUTH_SECRET in production mode; a local run keeps one under DATA_DIR. */
function authSecret() {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const file = path.join(dataDir, '.auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function log(line) {
  console.log(`[start] ${line}`);
}

function buildIfMissing(label, marker, workspace) {
  if (!rebuild && existsSync(path.join(root, marker))) return;
  log(`building ${label}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[start] building ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

buildIfMissing('the API', 'apps/api/dist/server.js', '@bazaar/api');
buildIfMissing('the web app', 'apps/web/.next/BUILD_ID', '@bazaar/web');

const children = new Set();
let stopping = false;

function run(name, command, args, env, cwd = root) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[start] ${name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest`);
      stop(code || 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code || 1);
  }, 15_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

log(process.env.DATABASE_URL ? 'database: PostgreSQL (DATABASE_URL)' : `database: embedded PGlite in ${dataDir}`);
run('API', process.execPath, ['apps/api/dist/server.js'], {
  NODE_ENV: 'production',
  API_PORT: apiPort,
  API_HOST: host,
  DATA_DIR: dataDir,
  AUTH_SECRET: authSecret(),
  SEED_ON_START: process.env.SEED_ON_START ?? 'if-empty',
});
if (!(await waitFor(`http://${host}:${apiPort}/api/v1/ready`, 120_000))) {
  console.error('[start] the API did not become ready');
  stop(1);
} else {
  run(
    'web',
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', webPort, '-H', host],
    { NODE_ENV: 'production', API_INTERNAL_URL: process.env.API_INTERNAL_URL ?? `http://${host}:${apiPort}` },
    path.join(root, 'apps/web'),
  );
  if (await waitFor(`http://${host}:${webPort}/api/v1/health`, 120_000)) {
    log(`بازار صنعت is running: http://localhost:${webPort}  (API docs: http://localhost:${webPort}/api/docs)`);
    log('press Ctrl-C to stop');
  }
}
