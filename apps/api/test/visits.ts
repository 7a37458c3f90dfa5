// Visiting the way browsers do, for the visit-counter tests: a given address and user agent, optionally
// signed in; `times` repeats race each other, as reloads and replays would.
import type { FastifyInstance } from 'fastify';

export interface VisitAs {
  ip: string;
  userAgent?: string;
  auth?: Record<string, string>;
}

export async function visitTimes(
  app: FastifyInstance,
  request: { method: 'GET' | 'POST'; url: string },
  as: VisitAs,
  times = 1,
) {
  const answers = await Promise.all(
    Array.from({ length: times }, () =>
      app.inject({
        ...request,
        remoteAddress: as.ip,
        headers: { 'user-agent': as.userAgent ?? 'Mozilla/5.0 (test)', ...as.auth },
      }),
    ),
  );
  for (const answer of answers) {
    if (answer.statusCode !== 200) throw new Error(`visit answered ${answer.statusCode}: ${answer.body}`);
  }
  return answers;
}
