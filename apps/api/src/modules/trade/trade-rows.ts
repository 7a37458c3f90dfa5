// The rows of trade requests and quotes, shared by its repositories and use cases.
import type { TradeRequestState } from '@bazaar/contracts/trade-states';
import type { tradeQuotes, tradeRequestEvents, tradeRequestItems, tradeRequests } from '../../db/schema/trade.js';

export type TradeRequestRow = typeof tradeRequests.$inferSelect;
export type TradeItemRow = typeof tradeRequestItems.$inferSelect;
export type TradeQuoteRow = typeof tradeQuotes.$inferSelect;
export type TradeQuoteWithName = TradeQuoteRow & { merchantName: string };
export type TradeEventRow = typeof tradeRequestEvents.$inferSelect & { actorName: string };

export interface ListFilter {
  page: number;
  pageSize: number;
  state?: TradeRequestState;
  from?: Date;
  to?: Date;
}
