// Whether an error means a backing service (PostgreSQL, Redis) cannot be reached just now, rather than a fault
// of this code or of the request: such a failure answers 503 with Retry-After, and the caller may try again.

/** Socket errors of a link that is down, refused or reset (Node's errno codes). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own words for it (SQLSTATE): class 08 connection exceptions; 57P01 admin shutdown, 57P02 crash
 * shutdown, 57P03 cannot connect now (starting up or in recovery); 53300 too many connections.
 */
const SQLSTATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What node-postgres, its pool and ioredis say when the connection is gone or never came. */
const MESSAGES = [
  /^Connection terminated/, // pg: the server or the link went away (also «… due to connection timeout»)
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /^timeout expired$/, // pg: connect timeout of a single client
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/, // shutting down
  /^Connection is closed\.$/, // ioredis
  /^Stream isn't writeable/, // ioredis without an offline queue
  /^Command timed out$/, // ioredis commandTimeout
  /^Reached the max retries per request limit/, // ioredis MaxRetriesPerRequestError
];

function lostHere(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.test(code))) return true;
  return typeof message === 'string' && MESSAGES.some((m) => m.test(message));
}

/** True when the error, or one it wraps (`cause`, an AggregateError's `errors`), is a lost connection. */
export function isLostConnection(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (lostHere(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((e) => isLostConnection(e, depth + 1))) return true;
  return isLostConnection(cause, depth + 1);
}
