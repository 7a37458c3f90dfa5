// «برای نوشتن یادداشت وارد شوید» of the notes panel, for a visitor who is not signed in: shown by the
// panel's frame as the page loads (note-panel-loader.client.tsx) and by the panel after a 401.
import Link from 'next/link';
import { loginHref } from '@/features/auth/login-links';

export function NoteLoginInvitation({ pathname }: { pathname: string }) {
  return (
    <p className="mt-3 text-slate-700">
      برای نوشتن یادداشت{' '}
      <Link href={loginHref(pathname, true)} className="font-medium text-brand-700 underline underline-offset-4">
        وارد شوید
      </Link>
      .
    </p>
  );
}
