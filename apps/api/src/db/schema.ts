// Every table of the API, one file per domain under ./schema; drizzle-kit reads this list.

export * from './schema/addresses.js';
export * from './schema/assistant.js';
export * from './schema/catalog.js';
export * from './schema/categories.js';
export * from './schema/content.js';
export * from './schema/customers.js';
export * from './schema/disputes.js';
export * from './schema/engagement.js';
export * from './schema/files.js';
export * from './schema/geography.js';
export * from './schema/identity.js';
export * from './schema/live.js';
export * from './schema/merchants.js';
export * from './schema/messaging.js';
export * from './schema/payouts.js';
export * from './schema/platform.js';
export * from './schema/search.js';
export * from './schema/search-index.js';
export * from './schema/secure-payment.js';
export * from './schema/site.js';
export * from './schema/trade.js';
export * from './schema/trade-terms.js';
export * from './schema/wallet.js';
