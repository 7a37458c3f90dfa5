// A path segment left readable (an IRI) for links repeated in lists: a Persian slug percent-encoded is three
// times the bytes, in the HTML and again in the React payload (issues 18, 34). Only characters that would
// change the URL's meaning are encoded; the browser encodes the rest when it follows the link. Canonical
// links, sitemaps and structured data keep the encoded form (they go through `new URL`).
export function readableSegment(segment: string): string {
  return segment.replace(/[^\p{L}\p{N}\p{M}\-._~]/gu, (char) => encodeURIComponent(char));
}
