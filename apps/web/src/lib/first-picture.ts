// The first picture of a page (a product's gallery, the first card of a list) carries `elementtiming`, so that
// the web server's loader can tell when it has painted and start the framework's scripts after it
// (server/after-paint.ts, decision 110). React passes the lower-case attribute through as written.
export const FIRST_PICTURE: Record<string, string> = { elementtiming: 'first-picture' };
