import { describe, expect, it } from 'vitest';
import { isLostConnection } from './lost-connection.js';

// What a driver error looks like when it reaches the error handler: Drizzle wraps node-postgres' error as `cause`.
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isLostConnection', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET', 'read ECONNRESET')],
    ['a connection timing out', withCode('ETIMEDOUT')],
    ['a refusal on every address (AggregateError)', new AggregateError([withCode('ECONNREFUSED')], 'connect')],
    [
      'the server ending the session (57P01 admin shutdown)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a crash shutdown (57P02)', withCode('57P02')],
    ['a server starting up (57P03 cannot connect now)', withCode('57P03', 'the database system is starting up')],
    ['too many connections (53300)', withCode('53300', 'sorry, too many clients already')],
    ['a connection failure (08006)', withCode('08006')],
    ['the link gone mid-query', new Error('Connection terminated unexpectedly')],
    ['no connection within the connect timeout', new Error('Connection terminated due to connection timeout')],
    ['no free connection of a full pool in time', new Error('timeout exceeded when trying to connect')],
    [
      'ioredis giving up on a command',
      new Error(
        'Reached the max retries per request limit (which is 1). Refer to "maxRetriesPerRequest" option for details.',
      ),
    ],
  ])('recognises %s, also wrapped by Drizzle', (_what, error) => {
    expect(isLostConnection(error)).toBe(true);
    expect(isLostConnection(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a bad value (22P02)', withCode('22P02')],
    ['a serialization failure (40001)', withCode('40001')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing at all', undefined],
  ])('leaves %s to the other rules', (_what, error) => {
    expect(isLostConnection(error)).toBe(false);
    expect(isLostConnection(wrapped(error))).toBe(false);
  });
});
