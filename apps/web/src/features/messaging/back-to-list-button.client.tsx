'use client';
import { ChevronRightIcon } from '@/components/ui/icons';

/** On phones, where the thread takes the screen: back to the list of conversations. */
export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button
      type="button"
      onClick={onBack}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg hover:bg-slate-100 md:hidden"
      aria-label="بازگشت به فهرست گفتگوها"
    >
      <ChevronRightIcon size={22} />
    </button>
  );
}
