// A trade request's state as a Persian badge, coloured by where it stands.
import { TRADE_REQUEST_STATE_LABELS, type TradeRequestState } from '@bazaar/contracts/trade';
import { clsx } from 'clsx';

const LOOK: Record<TradeRequestState, string> = {
  draft: 'bg-slate-100 text-slate-800',
  awaiting_supplier: 'bg-accent-100 text-accent-800',
  supplier_confirmed: 'bg-brand-50 text-brand-800',
  supplier_rejected: 'bg-red-50 text-red-800',
  published: 'bg-brand-700 text-white',
  in_progress: 'bg-sky-100 text-sky-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-700',
  open_for_quotes: 'bg-violet-100 text-violet-900',
  paid: 'bg-sky-100 text-sky-900',
  shipped: 'bg-sky-100 text-sky-900',
  completed: 'bg-emerald-100 text-emerald-900',
  disputed: 'bg-red-50 text-red-800',
  refunded: 'bg-slate-200 text-slate-700',
};

export function TradeStateBadge({ state }: { state: TradeRequestState }) {
  return (
    <span
      className={clsx('inline-block rounded-full px-3 py-0.5 text-sm font-medium whitespace-nowrap', LOOK[state])}
      data-testid="trade-state"
    >
      {TRADE_REQUEST_STATE_LABELS[state]}
    </span>
  );
}
