// A trade request's history as a timeline (who, when in Jalali, from → to, note), and its Jalali day helper.
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { QUOTE_ACTION_LABELS, TRADE_REQUEST_STATE_LABELS } from '@bazaar/contracts/trade-states';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';

/** An ISO day (YYYY-MM-DD) as a long Jalali date; noon UTC keeps it on the same Tehran day. */
export function jalaliDay(isoDay: string | null) {
  return isoDay ? formatJalaliDate(`${isoDay}T12:00:00Z`, { style: 'long' }) : '—';
}

export function Timeline({ request }: { request: TradeRequest }) {
  return (
    <ol className="flex flex-col gap-3" data-testid="trade-timeline">
      {request.events.map((event) => (
        <li key={event.id} className="border-s-4 border-brand-600 ps-3">
          <p className="font-medium text-slate-900">
            {Object.hasOwn(QUOTE_ACTION_LABELS, event.action)
              ? QUOTE_ACTION_LABELS[event.action as keyof typeof QUOTE_ACTION_LABELS]
              : `${event.fromState ? `${TRADE_REQUEST_STATE_LABELS[event.fromState]} ← ` : ''}${TRADE_REQUEST_STATE_LABELS[event.toState]}`}
          </p>
          <p className="text-sm text-slate-700">
            {event.actorParty === 'buyer' ? 'خریدار' : event.actorParty === 'supplier' ? 'تأمین‌کننده' : 'سامانه'}:{' '}
            {toPersianDigitsInText(event.actorName)} ·{' '}
            <time dateTime={event.createdAt}>
              {formatJalaliDate(event.createdAt, { style: 'long', withTime: true })}
            </time>
          </p>
          {event.note ? <p className="text-sm text-slate-800">{toPersianDigitsInText(event.note)}</p> : null}
        </li>
      ))}
    </ol>
  );
}
