// The provider REGISTRY_PROVIDER names (decision 051), and what trust offers other modules of it.
import type { AppConfig } from '../../../config.js';
import { createSandboxRegistry, type RegistryInquiry } from './registry-adapters.js';
import { createUidRegistry } from './uid-adapter.js';

export interface RegistryOffer {
  /** Null in production without a provider: nothing is inquired, and nothing is shown as inquired. */
  inquiry: RegistryInquiry | null;
  registeredName(merchantId: number): Promise<string | null>;
  holderIsCompany(owners: readonly string[], registeredName: string): boolean;
}

export function createRegistryInquiry(config: AppConfig): RegistryInquiry | null {
  if (config.REGISTRY_PROVIDER === 'uid')
    return createUidRegistry({
      baseUrl: config.UID_API_URL,
      businessId: config.UID_BUSINESS_ID ?? '',
      businessToken: config.UID_BUSINESS_TOKEN ?? '',
      timeoutMs: config.REGISTRY_TIMEOUT_MS,
    });
  return config.NODE_ENV !== 'production' || config.DEMO_MODE ? createSandboxRegistry() : null;
}
