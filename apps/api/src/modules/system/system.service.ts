// Liveness and readiness. Both answers are public, so a failure says nothing about its cause.
import { AppError } from '../../shared/app-error.js';
import type { SystemRepo } from './system.repo.js';

export function createSystemService(repo: SystemRepo) {
  return {
    health: () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
    async ready() {
      try {
        await repo.ping();
      } catch (cause) {
        throw new AppError('SERVICE_UNAVAILABLE', { detail: 'سرویس هنوز آماده پاسخ‌گویی نیست.', cause });
      }
      return { status: 'ready' as const };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
