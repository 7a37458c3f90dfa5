// Every unmatched URL (and every notFound() without a closer boundary) renders this with HTTP 404,
// in place: no redirect to /error/404, so the address bar keeps what the visitor typed.
import { ERROR_SCREENS } from '@/features/errors/error-copy';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { ErrorScreen } from '@/features/errors/error-screen';
import { Wordmark } from './_components/wordmark';

export const metadata = errorScreenMetadata('404');

export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      {/* Deliberately light: it is sent with every route, so no menu fetch and no search script. */}
      <header className="on-dark bg-brand-900 px-4 py-3 text-white">
        <div className="mx-auto max-w-7xl">
          <Wordmark />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <ErrorScreen copy={ERROR_SCREENS['404']} showBack />
      </main>
    </div>
  );
}
