'use client';
// "Previous page" on error screens. Server-rendered as a plain link (home) so it works before and
// without hydration; once hydrated it goes back in history when there is somewhere to go back to.
import { useRouter } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';

interface BackButtonProps {
  className?: string;
  children: ReactNode;
}

export function BackButton({ className, children }: BackButtonProps) {
  const router = useRouter();

  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    // A tab opened straight on this URL has no history entry to return to: follow the link instead.
    if (window.history.length <= 1) return;
    event.preventDefault();
    router.back();
  }

  return (
    <a href="/" onClick={goBack} className={className}>
      {children}
    </a>
  );
}
