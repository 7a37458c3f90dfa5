// The web's logger (issue 18, «Operations»): one JSON object per line in production, for a log collector,
// like the API's pino logs; coloured readable lines in development (pino-pretty, a dev dependency). Used by
// the web server (main.ts) and Next's application-level error handler (src/instrumentation.ts).
import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';

const require = createRequire(import.meta.url);

function prettyStream(): NodeJS.WritableStream | undefined {
  try {
    const pretty = require('pino-pretty') as (options: object) => NodeJS.WritableStream;
    return pretty({ colorize: true, translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return undefined; // not installed (a production install): JSON it is
  }
}

export function createWebLogger(env: NodeJS.ProcessEnv = process.env): Logger {
  const options = { name: 'web', level: env.LOG_LEVEL || 'info' };
  const stream = env.NODE_ENV === 'production' || env.LOG_FORMAT === 'json' ? undefined : prettyStream();
  return stream ? pino(options, stream) : pino(options);
}

const KEY = Symbol.for('bazaar.web.log');
/** One logger per process, shared by the separately bundled server and Next's code. */
export function webLog(): Logger {
  const holder = globalThis as typeof globalThis & { [KEY]?: Logger };
  holder[KEY] ??= createWebLogger();
  return holder[KEY];
}
