'use client';
// forbidden() outside the profile pages (which have their own, (profile)/forbidden.tsx): the Persian 403 screen.
// A client component on purpose: the root boundary is sent with every page's React payload, and Next's built-in
// English screen was about 2 KB of it on each (issue 34); a client component is one reference.
import { ERROR_SCREENS } from '@/features/errors/error-copy';
import { ErrorScreen } from '@/features/errors/error-screen';

export default function RootForbidden() {
  return (
    <main id="main-content" tabIndex={-1} className="outline-none">
      <ErrorScreen copy={ERROR_SCREENS['403']} showBack />
    </main>
  );
}
