// A count the page sends once it shows (a view, a search): same-origin, with keepalive so it may leave as
// the visitor navigates away, never retried, and a lost one is not worth bothering the visitor about.

export function postBeacon(apiPath: string, body: unknown): void {
  fetch(`/api/v1${apiPath}`, {
    method: 'POST',
    cache: 'no-store',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {});
}
