// The one thing readiness asks of the database: that it answers.
import type { DatabaseHandle } from '../../db/client.js';

export function createSystemRepo(database: Pick<DatabaseHandle, 'ping'>) {
  return { ping: () => database.ping() };
}

export type SystemRepo = ReturnType<typeof createSystemRepo>;
