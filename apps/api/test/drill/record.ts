// What the outage drill saw: every answer by phase and kind (status and problem code, or the network error),
// and the checks a 5xx answer must pass (503 only, with Retry-After, as problem+json).

export type Op = 'read' | 'login' | 'credit' | 'top-up' | 'pay' | 'stream' | 'probe';

export interface Answer {
  status: number;
  code?: string;
  retryAfter?: string;
  problemJson: boolean;
  body: unknown;
}

interface PhaseTally {
  requests: number;
  ok: number;
  clientErrors: number;
  unavailable: number;
  serverErrors: number;
  network: number;
  /** `503 SERVICE_UNAVAILABLE`, `409 WALLET_ALREADY_PAID`, `network ECONNREFUSED` … → count. */
  kinds: Map<string, number>;
}

export function createRecorder() {
  const phases = new Map<string, PhaseTally>();
  /** Answers that break a target (a 500, a 503 without Retry-After or not problem+json), with where. */
  const violations: string[] = [];
  let phase = 'setup';

  const tally = (name: string) => {
    let t = phases.get(name);
    if (!t) {
      t = { requests: 0, ok: 0, clientErrors: 0, unavailable: 0, serverErrors: 0, network: 0, kinds: new Map() };
      phases.set(name, t);
    }
    return t;
  };
  const count = (t: PhaseTally, kind: string) => t.kinds.set(kind, (t.kinds.get(kind) ?? 0) + 1);

  return {
    get phase() {
      return phase;
    },
    enter(next: string) {
      phase = next;
      tally(next);
    },
    /**
     * One answer, arrived in phase `at`. The drill's own probes (`probe`) are not
     * counted in the table, but a 500 or a bare 503 among them breaks a target all the same.
     */
    answer(at: string, op: Op, what: string, answer: Answer) {
      const t = op === 'probe' ? tally('(probes)') : tally(at);
      t.requests += 1;
      if (answer.status < 400) {
        t.ok += 1;
        return;
      }
      const kind = `${answer.status} ${answer.code ?? '(no code)'}`;
      count(t, `${kind} (${op})`);
      if (answer.status < 500) t.clientErrors += 1;
      else if (answer.status === 503) {
        t.unavailable += 1;
        if (!answer.retryAfter || !answer.problemJson)
          violations.push(`${at}: ${op} ${what} answered 503 without Retry-After or problem+json`);
      } else {
        t.serverErrors += 1;
        violations.push(`${at}: ${op} ${what} answered ${kind}`);
      }
    },
    /** A request that got no HTTP answer (refused, reset, timed out). */
    network(at: string, op: Op, what: string, error: string, expected: boolean) {
      const t = op === 'probe' ? tally('(probes)') : tally(at);
      t.requests += 1;
      t.network += 1;
      count(t, `no answer: ${error} (${op})`);
      if (!expected) violations.push(`${at}: ${op} ${what} got no answer (${error})`);
    },
    violations,
    table(): string {
      const rows = [...phases.entries()].filter(([name, t]) => t.requests > 0 && name !== '(probes)');
      const lines = [
        '| phase | requests | 2xx/3xx | 4xx | 503 | other 5xx | no answer | errors by kind |',
        '|---|---|---|---|---|---|---|---|',
      ];
      for (const [name, t] of rows) {
        const kinds = [...t.kinds.entries()]
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => `${k} ×${n}`)
          .join(', ');
        lines.push(
          `| ${name} | ${t.requests} | ${t.ok} | ${t.clientErrors} | ${t.unavailable} | ${t.serverErrors} | ${t.network} | ${kinds || '—'} |`,
        );
      }
      return lines.join('\n');
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;
