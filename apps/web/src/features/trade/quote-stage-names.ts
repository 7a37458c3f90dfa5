// The names of the quote form's stage rows (decision 056): the form renders them (quote-stages.tsx) and the
// server action reads them (trade-actions.ts): `quoteStage.{row}.{field}`, amounts in tomans.
import { STAGE_ROWS } from '@/features/secure-payment/secure-payment-links';

export const QUOTE_STAGE_FIELDS = ['title', 'tomans', 'deliverable', 'days'] as const;
/** As many rows as the order's own plan form offers (the API allows up to twelve). */
export const QUOTE_STAGE_ROWS = STAGE_ROWS;
