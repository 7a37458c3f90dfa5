import { describe, expect, it } from 'vitest';
import type { RateStore } from './rate-store.js';
import { createVisitGate, type Visitor } from './visit-gate.js';

/** Counters in memory; the windows never end during a test. */
function memoryStore(): RateStore & { keys: () => string[] } {
  const counts = new Map<string, number>();
  return {
    kind: 'database',
    async hit(key) {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { count, resetAt: new Date(Date.now() + 60_000) };
    },
    peek: async (key) => counts.get(key) ?? 0,
    reset: async (key) => {
      counts.delete(key);
    },
    ping: async () => {},
    close: async () => {},
    keys: () => [...counts.keys()],
  };
}

const anonymous = (ip: string, userAgent = 'Mozilla/5.0'): Visitor => ({ ip, userAgent, userId: null });

describe('visit gate', () => {
  it('admits a visitor once per object, and signed-in users by account whatever their address', async () => {
    const gate = createVisitGate({ rates: memoryStore(), secret: 's'.repeat(32), maxPerAddressHour: 100 });
    expect(await gate.admit('product:1', anonymous('10.0.0.1'))).toBe(true);
    expect(await gate.admit('product:1', anonymous('10.0.0.1'))).toBe(false);
    expect(await gate.admit('product:2', anonymous('10.0.0.1'))).toBe(true);
    expect(await gate.admit('product:1', anonymous('10.0.0.2'))).toBe(true);
    expect(await gate.admit('page:1', { ip: '10.0.0.3', userAgent: 'a', userId: 7 })).toBe(true);
    expect(await gate.admit('page:1', { ip: '10.0.0.4', userAgent: 'b', userId: 7 })).toBe(false);
  });

  it('stops one address from adding more than its hourly share by changing user agents', async () => {
    const gate = createVisitGate({ rates: memoryStore(), secret: 's'.repeat(32), maxPerAddressHour: 5 });
    const admitted = [];
    for (let i = 0; i < 20; i += 1) admitted.push(await gate.admit('product:1', anonymous('10.0.0.9', `agent ${i}`)));
    expect(admitted.filter(Boolean)).toHaveLength(5);
    expect(await gate.admit('product:1', anonymous('10.0.0.10'))).toBe(true);
  });

  it('keeps no address or user agent in what it stores', async () => {
    const rates = memoryStore();
    const gate = createVisitGate({ rates, secret: 's'.repeat(32), maxPerAddressHour: 5 });
    await gate.admit('product:1', anonymous('192.168.77.5', 'SecretBrowser/1.0'));
    expect(rates.keys()).toHaveLength(2);
    for (const key of rates.keys()) expect(key).not.toMatch(/192\.168|SecretBrowser/);
  });
});
