// Trade requests' states and who may move them (spec section 7, «Trade»; docs/decisions/021-trade-requests.md):
// the states, the buyer's and supplier's actions, the transitions and the payment terms.
import './zod-config';
import { z } from 'zod';

export const TRADE_REQUEST_STATES = [
  'draft',
  'awaiting_supplier',
  'supplier_confirmed',
  'supplier_rejected',
  'published',
  'in_progress',
  'delivered',
  'cancelled',
  'open_for_quotes',
  // Secure payment (issue 30, decision 039): the order's money held by the marketplace until delivery.
  'paid',
  'shipped',
  'completed',
  'disputed',
  'refunded',
] as const;
export const tradeRequestStateSchema = z
  .enum(TRADE_REQUEST_STATES, { error: 'oneOf' })
  .meta({ id: 'TradeRequestState' });
export type TradeRequestState = z.infer<typeof tradeRequestStateSchema>;
export const TRADE_REQUEST_STATE_LABELS: Record<TradeRequestState, string> = {
  draft: 'پیش‌نویس',
  awaiting_supplier: 'در انتظار تأیید تأمین‌کننده',
  supplier_confirmed: 'تأییدشده توسط تأمین‌کننده',
  supplier_rejected: 'ردشده توسط تأمین‌کننده',
  published: 'تأییدشده و منتشرشده',
  in_progress: 'در حال انجام',
  delivered: 'تحویل‌شده',
  cancelled: 'لغوشده',
  open_for_quotes: 'در انتظار پیشنهاد قیمت',
  paid: 'پرداخت‌شده (وجه نزد بازار صنعت)',
  shipped: 'ارسال‌شده',
  completed: 'تکمیل‌شده و تسویه‌شده',
  disputed: 'در اختلاف (در بررسی پشتیبانی)',
  refunded: 'بازپرداخت‌شده به خریدار',
};

/** An order, or a sample order: one unit of each item at the listing's sample price (decision 045). */
export const TRADE_REQUEST_KINDS = ['order', 'sample'] as const;
export const tradeRequestKindSchema = z.enum(TRADE_REQUEST_KINDS, { error: 'oneOf' }).meta({ id: 'TradeRequestKind' });
export type TradeRequestKind = z.infer<typeof tradeRequestKindSchema>;
export const TRADE_REQUEST_KIND_LABELS: Record<TradeRequestKind, string> = { order: 'سفارش', sample: 'سفارش نمونه' };

export type TradeParty = 'buyer' | 'supplier';
export const TRADE_ACTIONS = [
  'edit',
  'request_confirmation',
  'supplier_confirm',
  'supplier_reject',
  'publish',
  'start',
  'deliver',
  'cancel',
  'open_to_quotes',
  'accept_quote',
  'pay',
  'ship',
  'confirm_receipt',
  'open_dispute',
  'refuse',
] as const;
export type TradeAction = (typeof TRADE_ACTIONS)[number];
/**
 * What a supplier of the request's category does on an open request (decision 023). They leave the request's
 * state as it is but are events of its timeline, seen by the buyer and the quoting supplier only.
 */
export const QUOTE_ACTIONS = ['quote', 'revise_quote', 'withdraw_quote'] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];
/** What the marketplace does on its own: the objection window ended, or staff decided a dispute. */
export const SYSTEM_TRADE_ACTIONS = ['auto_release', 'decide_dispute'] as const;
export type SystemTradeAction = (typeof SYSTEM_TRADE_ACTIONS)[number];
export const TRADE_EVENT_ACTIONS = [...TRADE_ACTIONS, ...QUOTE_ACTIONS, ...SYSTEM_TRADE_ACTIONS] as const;
export type TradeEventAction = (typeof TRADE_EVENT_ACTIONS)[number];
export const QUOTE_ACTION_LABELS: Record<QuoteAction, string> = {
  quote: 'ارسال پیشنهاد قیمت',
  revise_quote: 'بازنگری پیشنهاد قیمت',
  withdraw_quote: 'پس‌گرفتن پیشنهاد قیمت',
};

/**
 * The legal transitions (decision 021): each action, the one party that may take it, the states it may be
 * taken from and the state it leads to. `edit` keeps a draft a draft and sends an answered or waiting request
 * back to draft (the supplier must confirm the new version). Anything not listed is refused.
 */
export const TRADE_TRANSITIONS: Record<
  TradeAction,
  { party: TradeParty; from: readonly TradeRequestState[]; to: TradeRequestState; label: string }
> = {
  edit: {
    party: 'buyer',
    from: ['draft', 'awaiting_supplier', 'supplier_confirmed', 'supplier_rejected'],
    to: 'draft',
    label: 'ویرایش',
  },
  request_confirmation: { party: 'buyer', from: ['draft'], to: 'awaiting_supplier', label: 'ارسال برای تأمین‌کننده' },
  supplier_confirm: {
    party: 'supplier',
    from: ['awaiting_supplier'],
    to: 'supplier_confirmed',
    label: 'تأیید با قیمت',
  },
  supplier_reject: { party: 'supplier', from: ['awaiting_supplier'], to: 'supplier_rejected', label: 'رد درخواست' },
  publish: { party: 'buyer', from: ['supplier_confirmed'], to: 'published', label: 'تأیید نهایی و انتشار' },
  start: { party: 'supplier', from: ['paid'], to: 'in_progress', label: 'شروع انجام سفارش' },
  deliver: { party: 'supplier', from: ['in_progress', 'shipped'], to: 'delivered', label: 'ثبت تحویل' },
  cancel: {
    party: 'buyer',
    from: [
      'draft',
      'awaiting_supplier',
      'supplier_confirmed',
      'supplier_rejected',
      'published',
      'open_for_quotes',
      'paid',
      'in_progress',
    ],
    to: 'cancelled',
    label: 'لغو درخواست',
  },
  open_to_quotes: {
    party: 'buyer',
    from: ['draft'],
    to: 'open_for_quotes',
    label: 'انتشار برای دریافت پیشنهاد قیمت',
  },
  accept_quote: { party: 'buyer', from: ['open_for_quotes'], to: 'supplier_confirmed', label: 'پذیرش پیشنهاد' },
  // Secure payment (decision 039). `pay` happens when the order's payable is paid (wallet or gateway). The buyer
  // asks for it from «تأییدشده» too: that publishes the order and its fee is a line of the one payable (049).
  pay: { party: 'buyer', from: ['supplier_confirmed', 'published'], to: 'paid', label: 'پرداخت امن مبلغ سفارش' },
  ship: { party: 'supplier', from: ['paid', 'in_progress'], to: 'shipped', label: 'ثبت ارسال' },
  confirm_receipt: {
    party: 'buyer',
    from: ['shipped', 'delivered'],
    to: 'completed',
    label: 'تأیید دریافت و آزادسازی وجه',
  },
  open_dispute: { party: 'buyer', from: ['shipped', 'delivered'], to: 'disputed', label: 'ثبت اختلاف' },
  refuse: { party: 'supplier', from: ['published', 'paid'], to: 'cancelled', label: 'انصراف از سفارش' },
};

/** Who may quote, revise or withdraw: a supplier of the request's category while the request is open. */
export const QUOTE_RULE = { from: ['open_for_quotes'] as readonly TradeRequestState[] };

/** The actions a party may take in a state, in the order of TRADE_ACTIONS. */
export function allowedTradeActions(state: TradeRequestState, party: TradeParty | null): TradeAction[] {
  if (!party) return [];
  return TRADE_ACTIONS.filter((action) => {
    const rule = TRADE_TRANSITIONS[action];
    return rule.party === party && rule.from.includes(state);
  });
}

export const PAYMENT_TERMS = ['cash', 'on_delivery', 'installments', 'credit_30', 'credit_60'] as const;
export const paymentTermsSchema = z.enum(PAYMENT_TERMS, { error: 'oneOf' }).meta({ id: 'TradePaymentTerms' });
export type PaymentTerms = z.infer<typeof paymentTermsSchema>;
export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  cash: 'نقدی',
  on_delivery: 'پرداخت هنگام تحویل',
  installments: 'اقساطی',
  credit_30: 'اعتباری ۳۰ روزه',
  credit_60: 'اعتباری ۶۰ روزه',
};
