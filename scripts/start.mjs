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

/** A secret from the environment, or one generated once and kept under DATA_DIR. */
function localSecret(variable, fileName) {
  if (process.env[variable]) return process.env[variable];
  const file = path.join(dataDir, fileName);
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
buildIfMissing('the web app', 'apps/web/dist/server.mjs', '@bazaar/web');
buildIfMissing('the web app', 'apps/web/.next/BUILD_ID', '@bazaar/web');

// Without a real SMS provider this is an explicit demo: the API refuses a production start with the
// development provider unless DEMO_MODE says so, and the codes are shown to visitors on this machine only.
const smsProvider = process.env.SMS_PROVIDER ?? 'dev';
const demoMode = smsProvider === 'dev' ? 'true' : (process.env.DEMO_MODE ?? 'false');
// The web server vouches for visitors' addresses to the API with this secret (docs/decisions/011).
const proxySecret = localSecret('PROXY_SECRET', '.proxy-secret');

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
  AUTH_SECRET: localSecret('AUTH_SECRET', '.auth-secret'),
  // Sellers' tax keys (سامانه مودیان) are sealed under this one (docs/decisions/042).
  TAX_KEYS_SECRET: localSecret('TAX_KEYS_SECRET', '.tax-keys-secret'),
  SMS_PROVIDER: smsProvider,
  DEMO_MODE: demoMode,
  PROXY_SECRET: proxySecret,
  // The API tells the web to drop cached pages a change made stale (catalog edits show within seconds).
  WEB_REVALIDATE_URLS: process.env.WEB_REVALIDATE_URLS ?? `http://${host}:${webPort}`,
  SEED_ON_START: process.env.SEED_ON_START ?? 'if-empty',
});
// The first run migrates and seeds the demo data, which takes a few minutes on a busy machine.
if (!(await waitFor(`http://${host}:${apiPort}/api/v1/ready`, 420_000))) {
  console.error('[start] the API did not become ready');
  stop(1);
} else {
  run(
    'web',
    process.execPath,
    [path.join(root, 'apps/web/dist/server.mjs')],
    {
      NODE_ENV: 'production',
      WEB_PORT: webPort,
      WEB_HOST: host,
      DEMO_MODE: demoMode,
      PROXY_SECRET: proxySecret,
      API_INTERNAL_URL: process.env.API_INTERNAL_URL ?? `http://${host}:${apiPort}`,
    },
    path.join(root, 'apps/web'),
  );
  if (await waitFor(`http://${host}:${webPort}/api/v1/health`, 120_000)) {
    log(`بازار صنعت is running: http://localhost:${webPort}  (API docs: http://localhost:${webPort}/api/docs)`);
    if (demoMode === 'true') {
      log('DEMO MODE: no SMS is sent. Login codes appear at');
      log(`  http://localhost:${webPort}/dev/sms  (only to visitors on this machine)`);
      log('  set SMS_PROVIDER=kavenegar with KAVENEGAR_API_KEY for real messages');
    }
    log('press Ctrl-C to stop');
  }
}
