// The quick setting of the OpenAPI-driven fuzzer (test/fuzz): every operation, anonymous and signed in,
// must answer generated bad input without a 5xx, with Persian problem+json for every error, in time.
// The long setting is `npm run fuzz -- --runs 500`; see docs/security-testing.md.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeFailure, fuzzApi } from '../test/fuzz/openapi-fuzz.js';
import { startFuzzTarget } from '../test/fuzz/target.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_517);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30);

let target: Awaited<ReturnType<typeof startFuzzTarget>>;
beforeAll(async () => {
  target = await startFuzzTarget();
}, 180_000); // a seeded in-memory PGlite takes a while on a busy machine
afterAll(() => target?.close());

it('answers generated bad requests to every operation without 5xx, with problem+json, in time', async () => {
  const report = await fuzzApi(target.app, target.identities, {
    seed: SEED,
    runsPerOperation: RUNS_PER_OPERATION,
    timeoutMs: 5_000,
    port: target.port,
  });
  const failures = report.failures.map(describeFailure).join('\n\n');
  if (failures) console.error(`fuzz seed ${SEED}: ${report.failures.length} failing operations\n\n${failures}`);
  expect(report.operations).toBeGreaterThan(50);
  expect(report.cases).toBeGreaterThanOrEqual(report.operations * RUNS_PER_OPERATION);
  expect(failures).toBe('');
}, 120_000);
