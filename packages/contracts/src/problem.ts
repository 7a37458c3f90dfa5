// RFC 9457 problem+json: the one error shape every API failure takes.
import './zod-config';
import { z } from 'zod';

/** Codes any endpoint may answer: what went wrong in HTTP terms. */
export const GENERIC_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'INVALID_GRANT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;

/**
 * Codes of one domain's rules, prefixed with the domain, so a caller can tell "code expired" from "code
 * already used" without reading the Persian detail. Each keeps the HTTP status its generic code had; add one
 * only when the API throws it.
 */
export const DOMAIN_ERROR_CODES = [
  // identity: one-time codes, sessions
  'IDENTITY_CODE_EXPIRED',
  'IDENTITY_CODE_WRONG',
  'IDENTITY_CODE_USED',
  'IDENTITY_SESSION_EXPIRED',
  'IDENTITY_CODE_RESEND_TOO_SOON',
  'IDENTITY_TOO_MANY_CODE_REQUESTS',
  'IDENTITY_TOO_MANY_WRONG_CODES',
  'IDENTITY_SMS_UNAVAILABLE',
  'IDENTITY_ACCOUNT_BLOCKED',
  'IDENTITY_OWN_STAFF_ROLE',
  // addresses
  'ADDRESSES_LIMIT_REACHED',
  'ADDRESSES_NO_DEFAULT',
  // customers: a merchant's agents and invitations
  'CUSTOMERS_OWNER_ONLY',
  'CUSTOMERS_AGENT_ALREADY_MEMBER',
  'CUSTOMERS_TOO_MANY_PENDING_INVITATIONS',
  // catalog: a supplier's own products
  'CATALOG_NOT_A_SUPPLIER',
  'CATALOG_NO_PRODUCT_RIGHT',
  'CATALOG_ALREADY_REVIEWED',
  // catalog: reports of listings (decision 034)
  'CATALOG_OWN_LISTING_REPORT',
  'CATALOG_NO_OPEN_REPORTS',
  // suppliers: registration and verification
  'SUPPLIERS_ALREADY_REVIEWED',
  // suppliers: the company profile, delegations and articles (decision 029)
  'SUPPLIERS_NO_PROFILE_RIGHT',
  'SUPPLIERS_DELEGATION_REVIEWED',
  // engagement: favourites and notes
  'ENGAGEMENT_TOO_MANY_NOTES',
  // files: uploads
  'FILES_UNSUPPORTED_TYPE',
  'FILES_IMAGE_TOO_LARGE',
  'FILES_IMAGE_INVALID',
  'FILES_PDF_TOO_LARGE',
  'FILES_PDF_ACTIVE_CONTENT',
  'FILES_PDF_MALFORMED',
  'FILES_PDF_ENCRYPTED',
  'FILES_PDF_UNVERIFIABLE',
  // content: pages and comments
  'CONTENT_PREVIEW_FORBIDDEN',
  'CONTENT_COMMENT_NOT_FOUND',
  // events: the live stream
  'EVENTS_TOO_MANY_STREAMS',
  // wallet: ledger, payments, gateways, membership plans
  'WALLET_INSUFFICIENT_FUNDS',
  'WALLET_IDEMPOTENCY_KEY_REUSED',
  'WALLET_IDEMPOTENCY_IN_PROGRESS',
  'WALLET_ALREADY_PAID',
  'WALLET_PAYABLE_CANCELLED',
  'WALLET_NOT_PAYABLE_BY_WALLET',
  'WALLET_GATEWAY_NOT_AVAILABLE',
  'WALLET_GATEWAY_UNREACHABLE',
  'WALLET_PAYMENT_NOT_CANCELLABLE',
  'WALLET_PAYMENT_NOT_RETRYABLE',
  'WALLET_USER_NOT_FOUND',
  'WALLET_PLAN_IS_FREE',
  // payouts: bank accounts and withdrawals of suppliers
  'PAYOUTS_OWNER_ONLY',
  'PAYOUTS_INSUFFICIENT_RECEIVABLE',
  'PAYOUTS_LIMIT',
  'PAYOUTS_BANK_ACCOUNT_EXISTS',
  'PAYOUTS_HOLDER_MISMATCH',
  // tax system: invoices sent to سامانه مودیان
  'TAX_SYSTEM_PROFILE_MISSING',
  'TAX_SYSTEM_ALREADY_SENT',
  'TAX_SYSTEM_UNIT_UNKNOWN',
  'TRUST_ORDER_NOT_COMPLETED',
  'TRUST_ALREADY_REVIEWED',
  'TRUST_EDIT_WINDOW_PASSED',
  'TRUST_ALREADY_ANSWERED',
  'TRUST_CERTIFICATE_DECIDED',
  'PAPERWORK_NOT_CORRECTABLE',
  // messaging: conversations between buyers and suppliers
  'MESSAGING_TOO_MANY_MESSAGES',
  'MESSAGING_EDIT_WINDOW_PASSED',
  'MESSAGING_NOT_YOUR_MESSAGE',
  'MESSAGING_MESSAGE_DELETED',
  'MESSAGING_BLOCKED',
  'MESSAGING_OWN_MERCHANT',
  // trade: trade requests (direct orders)
  'TRADE_ILLEGAL_TRANSITION',
  'TRADE_WRONG_PARTY',
  'TRADE_PRODUCT_NOT_AVAILABLE',
  'TRADE_ONE_SUPPLIER_PER_REQUEST',
  'TRADE_OWN_PRODUCT',
  'TRADE_MONTHLY_LIMIT_REACHED',
  'TRADE_QUOTE_LIMIT_REACHED',
  'TRADE_QUOTE_CLOSED',
  'TRADE_QUOTE_EXPIRED',
  'COMPANIES_ROLE_REFUSED',
  'COMPANIES_ALREADY_MEMBER',
  'COMPANIES_NO_PROFILE_COMPANY',
  'COMPANIES_LAST_OWNER',
  'COMPANIES_APPROVAL_REQUIRED',
  'COMPANIES_NOT_PENDING',
  'COMPANIES_SAME_APPROVER',
  'COMPANIES_OVER_BUDGET',
  'COMPANIES_PAY_FROM_COMPANY_WALLET',
  'COMPANIES_SHARING_NO_COMPANY',
  'SEARCH_TERM_ALREADY_REVIEWED',
] as const;

export const ERROR_CODES = [...GENERIC_ERROR_CODES, ...DOMAIN_ERROR_CODES] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const fieldErrorSchema = z.object({
  field: z.string().describe('Dotted path of the offending field, e.g. `query.categoryTypes`'),
  code: z.string().describe('Machine code of the rule, e.g. `required`, `maxLength`'),
  message: z.string().describe('Persian message for the user'),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: errorCodeSchema,
    errors: z.array(fieldErrorSchema),
    instance: z.string().optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof problemSchema>;
