// A supplier's verification levels and their Persian names, without zod: the product card (a client
// component in product lists) shows the badge, and importing suppliers.ts would ship the schemas with it.

export const VERIFICATION_LEVELS = ['none', 'identity', 'documents', 'site_visit'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

export const VERIFICATION_LABELS: Record<VerificationLevel, string> = {
  none: 'احراز نشده',
  identity: 'هویت تأیید شده',
  documents: 'مدارک تأیید شده',
  site_visit: 'بازدید از محل انجام شده',
};
