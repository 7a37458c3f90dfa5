'use client';
// Last-resort boundary for errors in the root layout itself. It replaces the whole document, so it
// brings its own <html>, styles and font.
import { RouteErrorView } from '@/features/errors/route-error-view.client';
import { vazirmatn } from '@/fonts/vazirmatn';
import './globals.css';

export default function GlobalError(props: { error: unknown; retry: () => void }) {
  return (
    <html lang="fa" dir="rtl" className={vazirmatn.variable}>
      <body>
        <main id="main-content">
          <RouteErrorView {...props} />
        </main>
      </body>
    </html>
  );
}
