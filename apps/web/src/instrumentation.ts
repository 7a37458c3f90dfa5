// The application-level error handler (spec section 8: it logs, nothing else): every error Next meets while
// rendering a page or answering a route is logged once, with the route and whether a search-engine or
// link-preview bot asked (they never get an error screen, features/errors/route-error-view.client.tsx).
import type { Instrumentation } from 'next';

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ webLog }, { isBotUserAgent }] = await Promise.all([import('../server/log'), import('./lib/housekeeping')]);
  const userAgent = request.headers['user-agent'];
  const agent = Array.isArray(userAgent) ? userAgent[0] : userAgent;
  webLog().error(
    {
      err: error,
      method: request.method,
      path: request.path,
      route: context.routePath,
      routeType: context.routeType,
      renderSource: 'renderSource' in context ? context.renderSource : undefined,
      bot: isBotUserAgent(agent),
    },
    'request error',
  );
};
