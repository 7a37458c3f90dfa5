import { describe, expect, it } from 'vitest';
import { matchSlugRoute } from './slug-route-patterns';

describe('pages whose {name} segment the proxy checks', () => {
  it.each([
    ['/products/16/pump', 'product', '16'],
    ['/products/abc/pump', 'product', 'abc'],
    ['/products/base-product/3/pump', 'baseProduct', '3'],
    ['/products/category/85/pumps', 'productsInCategory', '85'],
    ['/category/85/pumps', 'category', '85'],
    ['/category/properties/85/pumps', 'categoryProperties', '85'],
    ['/supplier/7/acme', 'supplier', '7'],
    ['/supplier/7/merchantDelegations/acme', 'supplierDelegations', '7'],
    ['/supplier/category/85/pumps', 'suppliersInCategory', '85'],
    ['/category/contents/Product/85/pumps', 'categoryContents', '85'],
    ['/contents/12/pump-guide', 'contentPage', '12'],
    ['/contents/12/supplier/7/pump-guide', 'supplierContentPage', '12'],
  ])('%s is checked as a %s page', (path, route, id) => {
    expect(matchSlugRoute(path)).toMatchObject({ route, id });
  });

  it.each([
    '/products/search/Product',
    '/products/category/85/supplier/7',
    '/category/categoryType/Product',
    '/supplier/7/content-list',
    '/supplier/7/products/Product',
    '/suppliers/Product',
    '/contents/label/pump',
    '/contents/2',
  ])('%s is a sibling route, never checked as an id', (path) => {
    expect(matchSlugRoute(path)).toBeNull();
  });
});
