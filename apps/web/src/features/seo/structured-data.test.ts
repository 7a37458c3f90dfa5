import type { ProductDetail } from '@bazaar/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, faqJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd } from './structured-data';

const product: ProductDetail = {
  id: 66,
  title: 'پمپ سانتریفیوژ فشار قوی MJ-560',
  slug: 'pump',
  categoryId: 84,
  categoryName: 'پمپ',
  categoryType: 'Product',
  merchant: {
    id: 7,
    name: 'صنایع پمپ آرین',
    slug: 'arian',
    verificationLevel: 'verified',
    city: 'تهران',
    province: 'تهران',
  },
  imageUrl: '/api/v1/files/1',
  priceRials: 125_000_000,
  minOrderQuantity: 2,
  salesUnit: 'دستگاه',
  leadTimeDays: 10,
  hasCatalog: false,
  visitCount: 3,
  highlights: [],
  description: 'پمپ چندطبقه برای آب داغ',
  images: ['/api/v1/files/1', '/api/v1/files/2'],
  catalogFileUrl: null,
  baseProduct: { id: 3, name: 'پمپ سانتریفیوژ', slug: 'centrifugal' },
  properties: [],
  breadcrumb: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
} as unknown as ProductDetail;

describe('structured data', () => {
  it('a priced product carries an Offer with its price in Rials (IRR), availability and seller', () => {
    const data = productJsonLd(product, '/products/66/pump', '/supplier/7/arian');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      sku: '66',
    });
    expect(data.image).toEqual([expect.stringMatching(/^https?:\/\/.+\/api\/v1\/files\/1$/), expect.any(String)]);
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: '125000000',
      priceCurrency: 'IRR',
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: 'صنایع پمپ آرین' },
      eligibleQuantity: { minValue: 2, unitText: 'دستگاه' },
    });
    expect(String((data.offers as { url: string }).url)).toMatch(/^https?:\/\/[^/]+\/products\/66\/pump$/);
  });

  it('a product on inquiry («استعلام قیمت») has an Offer without a made-up price', () => {
    const offers = productJsonLd({ ...product, priceRials: null }, '/p', '/s').offers as Record<string, unknown>;
    expect(offers.price).toBeUndefined();
    expect(offers.priceCurrency).toBeUndefined();
  });

  it('a supplier is an Organization with an absolute url and its place as a PostalAddress in Iran', () => {
    expect(
      organizationJsonLd({ name: 'آرین', path: '/supplier/7/arian', city: 'کرج', province: 'البرز', logoUrl: null }),
    ).toMatchObject({
      '@type': 'Organization',
      name: 'آرین',
      url: expect.stringMatching(/^https?:\/\/[^/]+\/supplier\/7\/arian$/),
      address: { '@type': 'PostalAddress', addressCountry: 'IR', addressLocality: 'کرج', addressRegion: 'البرز' },
    });
  });

  it('breadcrumbs are numbered from 1, linked where the trail links, the current page unlinked', () => {
    const data = breadcrumbJsonLd([
      { label: 'خانه', href: '/' },
      { label: 'پمپ', href: '/category/84/pump' },
      { label: 'MJ-560' },
    ]);
    const items = data.itemListElement as Record<string, unknown>[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items[1]).toMatchObject({
      '@type': 'ListItem',
      name: 'پمپ',
      item: expect.stringMatching(/\/category\/84\/pump$/),
    });
    expect(items[2]?.item).toBeUndefined();
  });

  it('FAQ questions carry their accepted answers', () => {
    expect(faqJsonLd([{ question: 'ارسال چگونه است؟', answer: 'با باربری' }])).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'ارسال چگونه است؟', acceptedAnswer: { '@type': 'Answer', text: 'با باربری' } },
      ],
    });
  });

  it('text cannot close the script element it is written into', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});
