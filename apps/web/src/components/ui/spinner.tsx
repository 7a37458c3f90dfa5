// Loading spinner (spec section 9: size 128). Announced politely; the ring stops turning for users
// who ask for reduced motion, the text still says what is happening.
import { clsx } from 'clsx';

interface SpinnerProps {
  size?: number;
  label?: string;
  className?: string;
}

export function Spinner({ size = 128, label = 'در حال بارگذاری…', className }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx('flex flex-col items-center gap-4 text-brand-700', className)}
    >
      <svg
        viewBox="0 0 48 48"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
        className="animate-spin [animation-duration:1.1s]"
      >
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeOpacity="0.15" strokeWidth="4" />
        <path
          d="M24 4a20 20 0 0 1 20 20"
          fill="none"
          stroke="var(--color-accent-500)"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-slate-700">{label}</span>
    </div>
  );
}
