'use client';
// Errors thrown by a route group's own layout land here, above the group's <main>.
import { RouteErrorView } from '@/features/errors/route-error-view.client';

export default function RootRouteError(props: { error: unknown; retry: () => void }) {
  return (
    <main id="main-content" tabIndex={-1} className="outline-none">
      <RouteErrorView {...props} />
    </main>
  );
}
