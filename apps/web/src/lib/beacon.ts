// A count the page sends once it shows (a view, a search): same-origin, with keepalive so it may leave as
// the visitor navigates away, never retried, and a lost one is not worth bothering the visitor about.
import { sendOnce } from './keepalive-fetch';

export function postBeacon(apiPath: string, body: unknown): void {
  sendOnce(`/api/v1${apiPath}`, {
    method: 'POST',
    cache: 'no-store',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {});
}
