'use client';
// unauthorized() is not called today (a page that needs a session redirects to login), but with authInterrupts on,
// Next sends its built-in English 401 screen in every page's React payload unless the root has its own: this one
// is a single client reference (issue 34). Refused access is shown as the 403 screen.
import { ERROR_SCREENS } from '@/features/errors/error-copy';
import { ErrorScreen } from '@/features/errors/error-screen';

export default function RootUnauthorized() {
  return (
    <main id="main-content" tabIndex={-1} className="outline-none">
      <ErrorScreen copy={ERROR_SCREENS['403']} showBack />
    </main>
  );
}
