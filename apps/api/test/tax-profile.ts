// A seller's tax profile saved the way its owner saves it (`PUT /merchants/{id}/tax-profile`, decision 042), for
// the tests that send invoices to سامانه مودیان. By default the public demo pair with memory id A1B2C3; a test
// of another seller passes its own memory id, key and certificate.
import { expect } from 'vitest';
import { DEMO_CERTIFICATE_PEM, DEMO_PRIVATE_KEY_PEM } from './tax-keys.js';

export interface TaxProfileBody {
  memoryId: string;
  privateKeyPem: string;
  certificatePem: string;
}

export const DEMO_TAX_PROFILE: TaxProfileBody = {
  memoryId: 'A1B2C3',
  privateKeyPem: DEMO_PRIVATE_KEY_PEM,
  certificatePem: DEMO_CERTIFICATE_PEM,
};

/**
 * Saves the profile and expects it saved (200); returns the answer for a test that reads it. `put` is a `PUT` as
 * the seller's owner: each test file signs in and calls the API in its own way.
 */
export async function saveTaxProfile<Answer extends { statusCode: number; body: string }>(
  put: (url: string, body: TaxProfileBody) => Promise<Answer>,
  merchantId: number,
  profile: TaxProfileBody = DEMO_TAX_PROFILE,
): Promise<Answer> {
  const saved = await put(`/merchants/${merchantId}/tax-profile`, profile);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved;
}
