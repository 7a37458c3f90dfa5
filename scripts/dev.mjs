#!/usr/bin/env node
// `npm run dev`: API (tsx watch, seeds demo data on the first run) and web (next dev) with reload.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, SEED_ON_START: process.env.SEED_ON_START ?? 'if-empty' };
env.DATA_DIR = path.resolve(env.DATA_DIR ?? path.join(root, 'data'));

const children = [
  spawn('npm', ['run', 'dev', '-w', '@bazaar/api'], { cwd: root, env, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@bazaar/web'], { cwd: root, env, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', () => stop());
