import { describe, expect, it } from 'vitest';
import { createWebLogger } from './log';

// The web's logs in production: JSON lines a log collector reads (development uses pino-pretty instead).
describe('web log format', () => {
  it('writes one JSON object per line in production', async () => {
    const lines: string[] = [];
    const original = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => {
      lines.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    try {
      const log = createWebLogger({ NODE_ENV: 'production' } as NodeJS.ProcessEnv);
      log.error({ route: '/products/[productId]/[name]' }, 'request error');
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.stdout.write = original;
    }
    const entry = JSON.parse(lines.join('').trim().split('\n').at(-1) ?? '{}');
    expect(entry).toMatchObject({
      level: 50,
      name: 'web',
      route: '/products/[productId]/[name]',
      msg: 'request error',
    });
  });
});
