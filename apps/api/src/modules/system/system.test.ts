import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { type App, buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';

let database: TestDatabase;
let up: App;
let down: App;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: false });
  const config = loadConfig({ NODE_ENV: 'test' });
  up = await buildApp({ config, database: database.handle, logger: false });
  const failing = {
    ...database.handle,
    ping: () => Promise.reject(new Error(`connect ECONNREFUSED: ${database.handle.kind} 16.4 at 10.0.0.5:5432`)),
  };
  down = await buildApp({ config, database: failing, logger: false });
});
afterAll(async () => {
  await up?.close();
  await down?.close();
  await database?.drop();
});

const leaks = /postgres|pglite|ECONNREFUSED|16\.4|5432/i;

describe('GET /ready', () => {
  it('answers an anonymous caller with the status alone', async () => {
    const response = await up.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(JSON.stringify(response.headers)).not.toMatch(leaks);
  });

  it('answers 503 problem+json without naming the database or the failure', async () => {
    const response = await down.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect(response.body).not.toMatch(leaks);
  });
});
