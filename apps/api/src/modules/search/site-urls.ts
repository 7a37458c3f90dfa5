// Addresses of the site's pages (spec section 2), as the web builds them (features/*/…-links.ts), so a
// suggestion can be followed without another request.
const segment = (slug: string, id: number) => encodeURIComponent(slug || String(id));

export const productUrl = (p: { id: number; slug: string }) => `/products/${p.id}/${segment(p.slug, p.id)}`;
export const baseProductUrl = (b: { id: number; slug: string }) =>
  `/products/base-product/${b.id}/${segment(b.slug, b.id)}`;
export const categoryUrl = (c: { id: number; slug: string }) => `/category/${c.id}/${segment(c.slug, c.id)}`;
export const supplierUrl = (s: { id: number; slug: string }) => `/supplier/${s.id}/${segment(s.slug, s.id)}`;
export const articleUrl = (a: { id: number; slug: string }) => `/contents/${a.id}/${segment(a.slug, a.id)}`;
export const searchUrl = (key: string) => `/search/${encodeURIComponent(key)}`;
