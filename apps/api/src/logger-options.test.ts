import { describe, expect, it } from 'vitest';
import { loggerOptions } from './app.js';

// What an operator reads: one JSON object per line in production (for the log collector), readable
// coloured lines when a developer runs the API.
describe('API log format', () => {
  it('is JSON in production and readable in development', () => {
    expect(loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info' })).toEqual({ level: 'info' });
    expect(loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'debug' })).toMatchObject({
      level: 'debug',
      transport: { target: 'pino-pretty' },
    });
  });
});
