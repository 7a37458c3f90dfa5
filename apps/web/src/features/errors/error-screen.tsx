// The error screen of spec section 2: status code, heading 'خطا', message and action buttons.
// No server-only imports: error.tsx and global-error.tsx (client components) render it too.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { BackButton } from './back-button.client';
import type { ErrorScreenCopy } from './error-copy';

interface ErrorScreenProps {
  copy: ErrorScreenCopy;
  /** Adds the "previous page" button (404 and the other coded screens). */
  showBack?: boolean;
  /** Extra actions, e.g. a retry button from an error boundary. */
  children?: ReactNode;
}

export function ErrorScreen({ copy, showBack = false, children }: ErrorScreenProps) {
  return (
    <section
      aria-labelledby="error-heading"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      {copy.code ? (
        <p className="text-7xl font-black tracking-tight text-brand-700" data-testid="error-code">
          {copy.code}
        </p>
      ) : null}
      <h1 id="error-heading" className="text-2xl font-bold text-slate-900">
        {copy.heading}
      </h1>
      <p className="text-lg text-slate-700" data-testid="error-message">
        {copy.message}
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
        <Link href="/" className={buttonClass('primary')}>
          بازگشت به صفحه اصلی
        </Link>
        {showBack ? <BackButton className={buttonClass('secondary')}>بازگشت به صفحه قبل</BackButton> : null}
        {children}
      </div>
    </section>
  );
}
