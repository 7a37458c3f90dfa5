// SMS providers: `dev` keeps an outbox in the database (never for production), `kavenegar` calls
// Kavenegar's verify/lookup API with a template, so the message text lives with the provider.
import type { AppConfig } from '../../config.js';

export interface SmsProvider {
  readonly name: 'dev' | 'kavenegar';
  sendOtp(to: string, code: string): Promise<void>;
  /** A plain notice (no code), e.g. the unread-message reminder of messaging. */
  sendText(to: string, text: string): Promise<void>;
}

export function otpMessage(code: string): string {
  return `کد ورود شما به بازار صنعت: ${code}\nاین کد را در اختیار دیگران قرار ندهید.`;
}

/** Where the development provider keeps what it would have sent: identity's repository (`addToOutbox`). */
export interface DevSmsOutbox {
  addToOutbox(entry: { to: string; text: string; code: string | null }): Promise<void>;
}

export function createDevSmsProvider(outbox: DevSmsOutbox): SmsProvider {
  return {
    name: 'dev',
    async sendOtp(to, code) {
      await outbox.addToOutbox({ to, text: otpMessage(code), code });
    },
    async sendText(to, text) {
      await outbox.addToOutbox({ to, text, code: null });
    },
  };
}

export class SmsDeliveryError extends Error {}

export function createKavenegarProvider(
  config: Pick<AppConfig, 'KAVENEGAR_API_KEY' | 'KAVENEGAR_TEMPLATE' | 'KAVENEGAR_BASE_URL'>,
): SmsProvider {
  const base = config.KAVENEGAR_BASE_URL.replace(/\/$/, '');
  async function post(method: string, body: URLSearchParams) {
    const url = `${base}/v1/${encodeURIComponent(config.KAVENEGAR_API_KEY ?? '')}/${method}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(10_000),
    }).catch((cause: unknown) => {
      throw new SmsDeliveryError('SMS provider unreachable', { cause });
    });
    const payload = (await response.json().catch(() => null)) as {
      return?: { status?: number; message?: string };
    } | null;
    if (!response.ok || payload?.return?.status !== 200) {
      throw new SmsDeliveryError(`SMS provider refused: ${response.status} ${payload?.return?.message ?? ''}`.trim());
    }
  }
  return {
    name: 'kavenegar',
    sendOtp: (to, code) =>
      post(
        'verify/lookup.json',
        new URLSearchParams({ receptor: to, token: code, template: config.KAVENEGAR_TEMPLATE }),
      ),
    sendText: (to, text) => post('sms/send.json', new URLSearchParams({ receptor: to, message: text })),
  };
}
