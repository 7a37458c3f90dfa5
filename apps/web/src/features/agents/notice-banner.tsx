// The outcome of the last agent or invitation form, announced politely to screen readers.
import { clsx } from 'clsx';
import { agentNotice } from './notices';

export function NoticeBanner({ value }: { value: string | string[] | undefined }) {
  const notice = agentNotice(value);
  return (
    <p
      role="status"
      className={clsx(
        'rounded-lg px-4 py-3 empty:hidden',
        notice?.ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-800',
      )}
    >
      {notice?.text}
    </p>
  );
}
