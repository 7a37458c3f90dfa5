// Liveness and readiness. Both answers are public, so a failure says nothing about its cause.
import { AppError } from '../../shared/app-error.js';
import type { SystemRepo } from './system.repo.js';

export interface SystemDependencies {
  /** Rejects while a configured Redis cannot be reached (the API degrades, but is not fully there). */
  pingRedis?: () => Promise<void>;
}

export function createSystemService(repo: SystemRepo, dependencies: SystemDependencies = {}) {
  return {
    health: () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
    /** Ready when the database answers and, when configured, Redis too; otherwise 503 with Retry-After. */
    async ready() {
      try {
        await Promise.all([repo.ping(), dependencies.pingRedis?.()]);
      } catch (cause) {
        throw new AppError('SERVICE_UNAVAILABLE', { detail: 'سرویس هنوز آماده پاسخ‌گویی نیست.', cause });
      }
      return { status: 'ready' as const };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
