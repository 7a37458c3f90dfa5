// HTTP security policies the API and the web server both send, so a page and an API answer of the same site
// never disagree (issue: HTML pages came without the API's Strict-Transport-Security).

/** One year: what the API has always sent (helmet's default), now named so the web server sends the same. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * `Strict-Transport-Security`, on every answer of both applications. Browsers take it only from an answer
 * that came over HTTPS (RFC 6797 §8.1) and ignore it over plain HTTP, so it is sent whatever the scheme:
 * behind a TLS front that the server was not told to trust, the visitor's HTTPS answer still carries it.
 */
export const STRICT_TRANSPORT_SECURITY = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
