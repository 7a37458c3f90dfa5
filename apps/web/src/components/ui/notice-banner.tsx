// The outcome of the last form a page handled (a success or a failure sentence), announced politely to
// screen readers. Pages look the sentence up from a fixed table by a key in the URL, never free text.
import { clsx } from 'clsx';

export function NoticeBanner({ notice }: { notice: { ok: boolean; text: string } | null }) {
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
