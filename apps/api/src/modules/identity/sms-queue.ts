// One-time codes leave the request through a job: a slow or failing SMS gateway is retried with back-off
// instead of failing the login. The request still waits a short while for the first attempt, so in the
// usual case the text is on its way (or in the dev outbox) when the answer arrives.
import type { JobRunner } from '../../platform/jobs/runner.js';
import type { SmsProvider } from './sms.js';

export const SMS_OTP_QUEUE = 'sms.otp';

interface OtpJob {
  to: string;
  code: string;
  expiresAt: string;
}

export function createQueuedSmsProvider(
  jobs: JobRunner,
  provider: SmsProvider,
  options: { waitMs: number; codeTtlSeconds: number },
): SmsProvider {
  jobs.define<OtpJob>(
    SMS_OTP_QUEUE,
    async ({ to, code, expiresAt }) => {
      // A code past its expiry cannot be used; sending it (a late retry, a staff re-run) helps no one.
      if (Date.parse(expiresAt) <= Date.now()) return;
      await provider.sendOtp(to, code);
    },
    // Retries at about 5, 10 and 20 seconds: all within a code's life. A run hung past 30 s is retried.
    { retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 30 },
  );
  return {
    name: provider.name,
    // Notices go through the caller's own job (messaging's reminder), which retries them.
    sendText: (to, text) => provider.sendText(to, text),
    async sendOtp(to, code) {
      const expiresAt = new Date(Date.now() + options.codeTtlSeconds * 1000).toISOString();
      const id = await jobs.send(SMS_OTP_QUEUE, { to, code, expiresAt });
      if (id && options.waitMs > 0) await jobs.waitFor(id, options.waitMs);
    },
  };
}
