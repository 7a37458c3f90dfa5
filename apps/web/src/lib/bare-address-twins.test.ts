import { describe, expect, it } from 'vitest';
import { bareAddressTwin, checkedBarePage, isBareAddressTwin, twinPagePath } from './bare-address-twins';

const url = (address: string) => new URL(address, 'http://localhost');
const twin = (address: string) => {
  const target = bareAddressTwin(url(address));
  return target ? target.pathname + target.search : null;
};

describe('bare addresses of query-reading pages from the page cache (issue 34)', () => {
  it('rewrites the bare address of a listed page, keeping a router request’s marker', () => {
    expect(twin('/faq')).toBe('/faq/cached/all');
    expect(twin('/videos?_rsc=x1')).toBe('/videos/cached/all?_rsc=x1');
    expect(twin('/feedback')).toBe('/feedback/cached/all');
    expect(twin('/how-it-work')).toBe('/how-it-work/cached/all');
    expect(twin('/suppliers/Product')).toBe('/suppliers/Product/cached/all');
    expect(twin('/newai')).toBe('/newai/cached/all');
    expect(twin('/openai?_rsc=x2')).toBe('/openai/cached/all?_rsc=x2');
  });

  it('leaves searches, pages and unlisted pages to render per request', () => {
    expect(twin('/faq?q=%D9%BE%D8%B1%D8%AF%D8%A7%D8%AE%D8%AA')).toBeNull();
    expect(twin('/faq?category=2')).toBeNull();
    expect(twin('/videos?page=2')).toBeNull();
    expect(twin('/videos?utm_source=mail')).toBeNull();
    expect(twin('/page/about')).toBeNull();
    expect(twin('/suppliers/NoSuchType')).toBeNull();
    expect(twin('/suppliers/search/x')).toBeNull();
    // /ai with a saved conversation is its owner's (decision 080): only the bare address has a twin.
    expect(twin('/ai?c=12')).toBeNull();
    expect(twin('/ai')).toBe('/ai/cached/all');
    expect(twin('/newai/x')).toBeNull();
  });

  it('lets only its own rewrite reach a twin', () => {
    expect(isBareAddressTwin(url('/faq/cached/all'))).toBe(true);
    expect(isBareAddressTwin(url('/faq/cached/all?_rsc=1'))).toBe(true);
    expect(isBareAddressTwin(url('/faq/cached/other'))).toBe(false);
    expect(isBareAddressTwin(url('/videos/cached/all?q=x'))).toBe(false);
    expect(isBareAddressTwin(url('/suppliers/ConsultingService/cached/all'))).toBe(true);
    expect(isBareAddressTwin(url('/suppliers/Other/cached/all'))).toBeNull();
    expect(isBareAddressTwin(url('/products/cached/all'))).toBeNull();
    expect(isBareAddressTwin(url('/faq'))).toBeNull();
    expect(isBareAddressTwin(url('/newai/cached/all'))).toBe(true);
    expect(isBareAddressTwin(url('/openai/cached/all?c=12'))).toBe(false);
  });

  it('gives pages addressed by an id or a name a twin, with what their existence check needs (decision 070)', () => {
    expect(twin('/supplier/12/content-list')).toBe('/supplier/12/content-list/cached/all');
    expect(twin('/supplier/12/products/Product')).toBe('/supplier/12/products/Product/cached/all');
    expect(twin('/supplier/12/products/Nothing')).toBeNull();
    expect(twin('/products/category/3/supplier/12')).toBe('/products/category/3/supplier/12/cached/all');
    expect(twin('/products/search/Product')).toBe('/products/search/Product/cached/all');
    expect(twin('/products/search/Product?q=pump')).toBeNull();
    expect(twin('/contents/label/%D9%BE%D9%85%D9%BE')).toBe('/contents/label/%D9%BE%D9%85%D9%BE/cached/all');
    expect(twin('/supplier/category/3/pumps?page=2')).toBeNull();
    // A content type's articles (decision 080): one segment more than an article's address.
    expect(twin('/contents/25')).toBe('/contents/25/cached/all');
    expect(twin('/contents/25?page=2')).toBeNull();
    expect(twin('/contents/25/some-article')).toBeNull();
    expect(checkedBarePage('/contents/25')).toEqual({ page: 'contentType', groups: { id: '25' } });
    expect(checkedBarePage('/products/category/3/supplier/12')).toEqual({
      page: 'supplierCategoryProducts',
      groups: { categoryId: '3', supplierId: '12' },
    });
    expect(checkedBarePage('/products/base-product/7/name')?.page).toBe('baseProduct');
    expect(checkedBarePage('/category/contents/Product/3/name')?.page).toBe('categoryContents');
    expect(checkedBarePage('/supplier/5/merchantDelegations/name')?.page).toBe('supplierDelegations');
    // Pages that need no check are not among them.
    expect(checkedBarePage('/faq')).toBeNull();
    expect(checkedBarePage('/products/search/Product')).toBeNull();
  });

  it('names the page a twin address stands for, so the proxy can check it before it renders', () => {
    expect(twinPagePath(url('/supplier/category/3/pumps/cached/all'))).toBe('/supplier/category/3/pumps');
    expect(twinPagePath(url('/contents/label/x/cached/other'))).toBe('/contents/label/x');
    expect(isBareAddressTwin(url('/contents/label/x/cached/other'))).toBe(false);
    expect(twinPagePath(url('/contents/25/cached/all'))).toBe('/contents/25');
    // An article whose title is «cached» keeps its own address.
    expect(twinPagePath(url('/contents/25/cached'))).toBeNull();
    expect(twinPagePath(url('/products/category/3/pumps/cached/k'))).toBeNull();
    expect(twinPagePath(url('/supplier/category/3/pumps'))).toBeNull();
  });
});
