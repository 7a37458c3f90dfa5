// The Redis of tests that need one: TEST_REDIS_URL (default the local server), and whether it answers, so such
// tests are skipped with a message rather than failing on a machine without Redis.
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await Promise.race([probe.connect().then(() => probe.ping()), new Promise((_, no) => setTimeout(no, 1500))]);
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
