// Site wordmark linking home; the one visual identity element shared by every layout.
import { clsx } from 'clsx';
import Link from 'next/link';
import { siteConfig } from '@/config/site';

export function Wordmark({ className }: { className?: string }) {
  return (
    <Link href="/" className={clsx('inline-flex items-center gap-2 text-xl font-black tracking-tight', className)}>
      <svg viewBox="0 0 32 32" width={32} height={32} aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" opacity="0.15" />
        <path
          d="M6 25V14l6 4v-4l6 4V8h5l2 17z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
        <path d="M4 25h24" stroke="#fbbf24" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      <span>{siteConfig.name}</span>
    </Link>
  );
}
