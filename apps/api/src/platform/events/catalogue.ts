// Every domain event type and its payload, in one place. A new event is one line here; its producers
// call `emit(type, payload)` inside a unit of work and its consumers subscribe in their module's index.ts.
export interface DomainEvents {
  /** A supplier product's public data changed (name, price, status, properties…): caches must forget it. */
  'catalog.product.changed': { productIds: number[] };
  /** Staff approved or added trade terms (decision 046): every process reads the approved ones again. */
  'search.terms.changed': { termIds: number[] };
  /** Staff changed an advertisement or announcement (decision 030): cached public pages must show it. */
  'site.promotions.changed': { kind: 'advertisement' | 'announcement'; id: number };
  /** Staff answered a feedback message and asked for an SMS to its sender (decision 030). */
  'site.feedback.answered': { feedbackId: number };
  /** Staff wrote, edited, published or unpublished an article (decision 030). */
  'content.page.changed': { pageIds: number[] };
  /** A supplier's public face changed (profile, sale cities, delegations, articles; decision 029). */
  'suppliers.merchant.changed': { merchantId: number };
  /** The user chose another default delivery address. */
  'addresses.default.changed': { userId: number; addressId: number };
  /** Messaging (audience: the buyer and the merchant's members). Pages refetch what they show. */
  'messaging.message.created': MessagingEvent;
  'messaging.message.edited': MessagingEvent;
  'messaging.message.deleted': MessagingEvent;
  /** One side read further: the other side's "seen" marks and this side's unread counts change. */
  'messaging.conversation.read': MessagingEvent;
  /** Blocked or unblocked. */
  'messaging.conversation.changed': MessagingEvent;
  /** A trade request moved (docs/decisions/021): audience is its buyer and the supplier's owner and agents. */
  'trade.request.changed': {
    tradeRequestId: number;
    merchantId: number;
    buyerUserId: number;
    state: string;
    /** A transition, a quote action (decision 023), a stage's step (056), or 'not_chosen' (to a losing quoter). */
    action: string;
    /** Who acted (null: the system); the SMS notice goes to the other party (decision 023). */
    actorUserId?: number | null;
    /** The stage a step of a staged order was on (decision 056); absent for the whole order. */
    stage?: number;
  };
  /** A company order's approval changed (decision 044): audience is its approvers and the member who wrote it. */
  'companies.order.changed': { tradeRequestId: number; companyId: number; approval: string };
  /** An order's held money releases soon (decision 039): its buyer is reminded by SMS to confirm or dispute. */
  /** `stage`: a stage of a staged order (decision 049); absent for a whole order. */
  'secure-payment.release.soon': { tradeRequestId: number; buyerUserId: number; releaseDueAt: string; stage?: number };
}

/** `side`: the side that acted (wrote, edited, deleted or read). */
export type MessagingEvent = {
  conversationId: number;
  messageId?: number;
  side: 'buyer' | 'merchant';
};

export type EventType = keyof DomainEvents;

/** Events that are also pushed to the open pages of their audience (app.ts wires them to the live hub). */
export const LIVE_EVENT_TYPES = [
  'addresses.default.changed',
  'messaging.message.created',
  'messaging.message.edited',
  'messaging.message.deleted',
  'messaging.conversation.read',
  'messaging.conversation.changed',
  'trade.request.changed',
  'companies.order.changed',
] as const satisfies readonly EventType[];

/** An event as handlers receive it, read back from the outbox. */
export interface DomainEvent<K extends EventType = EventType> {
  id: number;
  type: K;
  payload: DomainEvents[K];
  /** Users the event concerns; null when it concerns no one user. */
  audience: number[] | null;
  createdAt: string;
}
