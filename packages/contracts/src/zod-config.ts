// Imported first by every module of this package that builds schemas. In a browser, zod must not compile
// its object parsers with `new Function`: the site's Content-Security-Policy has no 'unsafe-eval', so
// zod's probe for it is reported as a CSP violation on every page that loads a schema (Lighthouse best
// practices, issue 18). The API keeps the faster compiled parsers.
import { config } from 'zod';

if ('window' in globalThis) config({ jitless: true });
