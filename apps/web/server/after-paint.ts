// The framework's scripts start once the page has painted its first screen (issue 34, decision 110).
//
// Next writes its chunks as `<script src async>` in the head: they download beside the stylesheet and the first
// picture and run as each arrives, and on a phone the picture then waits for them. Here the web server's byte
// writer (content-security.ts) writes each of this origin's async chunks with `data-after-paint-src` in place of
// `src`, so the browser neither fetches nor runs it, and puts one small loader before the first. The loader
// waits for the document to be parsed and its first paint, and, where the page has a first picture (the
// `fetchpriority="high"` image with `elementtiming`) on the first screen, for that picture's own paint; then, a
// frame later, it starts every chunk as an async script, with the attribute as written (Turbopack's runtime
// reads it).
//
// What it costs: the framework's download starts after the first screen rather than beside it, so the page
// becomes interactive a little later on a slow network (measured in docs/benchmarks.md); links, forms and the
// gallery work before that without JavaScript. A browser without the Paint or Element Timing API waits for
// the picture's load event and two frames instead, and three seconds is the longest the scripts ever wait. A page
// with nothing to paint before its scripts (Next's error shell, `<html id="__next_error__">`) and a hidden tab start
// them at once. `window.__afterPaint` says where the loader is ('waiting', 'started', 'ran': every chunk has run),
// which the end-to-end journeys wait for after each navigation, as a visitor waits for a page to answer.

export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint-src';

/**
 * The loader, as written into every page inside a nonced script tag. It is browser JavaScript kept as text (a
 * function's own source would carry whatever helpers the TypeScript compiler adds); its line breaks and
 * indentation are folded to single spaces, which is safe because none of its strings holds a space and every
 * statement ends with a semicolon or a brace.
 */
export const AFTER_PAINT_LOADER = `(function () {
  var started = false;
  window.__afterPaint = 'waiting';
  function start() {
    if (started) return;
    started = true;
    var held = document.querySelectorAll('script[data-after-paint-src]');
    var pending = held.length;
    function ran() { if (--pending <= 0) window.__afterPaint = 'ran'; }
    window.__afterPaint = pending ? 'started' : 'ran';
    for (var i = 0; i < held.length; i++) {
      var script = document.createElement('script');
      script.onload = ran;
      script.onerror = ran;
      script.src = held[i].getAttribute('data-after-paint-src');
      script.async = true;
      script.nonce = held[i].nonce;
      held[i].removeAttribute('data-after-paint-src');
      document.head.appendChild(script);
    }
  }
  function nextFrame() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  function watch(type, seen) {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntries().some(seen)) return;
      observer.disconnect();
      nextFrame();
    });
    observer.observe({ type: type, buffered: true });
  }
  function parsed() {
    if (document.visibilityState === 'hidden' || document.documentElement.id === '__next_error__') return start();
    var picture = document.querySelector('img[fetchpriority=high][elementtiming]');
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (picture && types.indexOf('element') >= 0) {
      picture.addEventListener('error', nextFrame);
      watch('element', function (entry) { return entry.element === picture; });
      var seen = new IntersectionObserver(function (entries) {
        seen.disconnect();
        if (!entries[0].isIntersecting) watch('paint', function (entry) { return entry.name === 'first-contentful-paint'; });
      });
      seen.observe(picture);
    } else if (picture) {
      var painted = function () { requestAnimationFrame(nextFrame); };
      if (picture.complete) painted();
      else {
        picture.addEventListener('load', painted);
        picture.addEventListener('error', nextFrame);
      }
    } else if (types.indexOf('paint') >= 0) {
      watch('paint', function (entry) { return entry.name === 'first-contentful-paint'; });
    } else nextFrame();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed);
  else parsed();
  setTimeout(start, 3000);
})()`.replace(/\s+/g, ' ');

/** Whether a script tag's attributes are one of the framework's async chunks, held until after the first paint. */
export function isHeldChunk(src: string | undefined, attributes: string): src is string {
  return (src?.startsWith('/_next/static/chunks/') ?? false) && /\sasync\b/i.test(attributes);
}
