import { describe, expect, it } from 'vitest';
import { createRouteClassifier } from './route-patterns';

// Metric labels name the page's pattern, so a million product addresses are one time series.
describe('route patterns for metrics', () => {
  const classify = createRouteClassifier({
    staticRoutes: [{ page: '/faq', regex: '^/faq(?:/)?$' }],
    dynamicRoutes: [
      { page: '/products/[productId]/[name]', regex: '^/products/([^/]+?)/([^/]+?)(?:/)?$' },
      { page: '/sitemaps/[file]', regex: '^/sitemaps/([^/]+?)(?:/)?$' },
      { page: '/home/[variant]', regex: '^/home/([^/]+?)(?:/)?$' },
      { page: '/[slug]', regex: '^/([^/]+?)(?:/)?$' },
    ],
    rewrites: {
      beforeFiles: [
        { regex: '^/(?:/)?$', destination: '/home/index' },
        { regex: '^/sitemap\\.xml(?:/)?$', destination: '/sitemaps/index.xml' },
      ],
    },
  });

  it('names pages by their pattern, whatever the id, slug or query', () => {
    expect(classify('/products/12/%D9%BE%D9%85%D9%BE?x=1')).toBe('/products/[productId]/[name]');
    expect(classify('/products/999999/pump')).toBe('/products/[productId]/[name]');
    expect(classify('/faq')).toBe('/faq');
    expect(classify('/sitemaps/products-3.xml')).toBe('/sitemaps/[file]');
  });

  it('groups static files, the API and unknown addresses', () => {
    expect(classify('/_next/static/chunks/abc.js')).toBe('/_next/static');
    expect(classify('/api/v1/categories/7/children')).toBe('/api (the API)');
    expect(classify('/no/such/page')).toBe('unmatched');
    expect(classify('/no-such-page')).toBe('/[slug]');
  });

  it('names a rewritten address by the page it is rewritten to', () => {
    expect(classify('/')).toBe('/home/[variant]');
    expect(classify('/sitemap.xml')).toBe('/sitemaps/[file]');
  });

  it('chooses between two patterns that match by the manifest order, whether they start with a name or a parameter', () => {
    const ordered = createRouteClassifier({
      staticRoutes: [{ page: '/suppliers/search', regex: '^/suppliers/search(?:/)?$' }],
      dynamicRoutes: [
        { page: '/[area]/[name]', regex: '^/([^/]+?)/([^/]+?)(?:/)?$' },
        { page: '/suppliers/[categoryType]', regex: '^/suppliers/([^/]+?)(?:/)?$' },
        { page: '/suppliers/[categoryType]/[page]', regex: '^/suppliers/([^/]+?)/([^/]+?)(?:/)?$' },
      ],
    });
    expect(ordered('/suppliers/search')).toBe('/suppliers/search');
    // The parameter pattern comes first in the manifest, so it wins over the one that names `suppliers`.
    expect(ordered('/suppliers/Product')).toBe('/[area]/[name]');
    expect(ordered('/suppliers/Product/2')).toBe('/suppliers/[categoryType]/[page]');
    expect(ordered('/faq/x')).toBe('/[area]/[name]');
    expect(ordered('/faq/x/y')).toBe('unmatched');
  });
});
