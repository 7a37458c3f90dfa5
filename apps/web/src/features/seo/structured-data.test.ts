import type { ProductDetail } from '@bazaar/contracts/catalog-products';
import { describe, expect, it } from 'vitest';
import { schemaOrgProblems } from '../../../e2e/support/schema-org';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  isoDuration,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  videoJsonLd,
} from './structured-data';

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

// Every builder's output has the properties its schema.org type needs (e2e/support/schema-org.ts), and the
// checker refuses a block that lacks one, so a builder that drops a property fails here.
describe('structured data against schema.org', () => {
  const article = {
    title: 'راهنمای انتخاب پمپ سانتریفیوژ',
    path: '/contents/5/pump-guide',
    summary: 'چه پمپی برای چه کاری',
    publishedAt: '2026-11-01T08:00:00.000Z',
    authorName: null,
    merchant: { name: 'صنایع پمپ آرین', path: '/supplier/7/arian' },
    labels: ['پمپ', 'راهنما'],
  };
  const video = {
    title: 'آشنایی با شیرهای صنعتی',
    description: '',
    posterUrl: '/api/v1/files/9',
    videoUrl: '/api/v1/files/10',
    durationSeconds: 185,
    uploadedAt: '2026-10-01T09:30:00.000Z',
    pagePath: '/videos',
  };

  it('every type the site publishes passes', () => {
    const blocks = [
      productJsonLd(product, '/products/66/pump', '/supplier/7/arian'),
      productJsonLd({ ...product, priceRials: null }, '/products/66/pump', '/supplier/7/arian'),
      organizationJsonLd({ name: 'صنایع پمپ آرین', path: '/supplier/7/arian', city: 'تهران' }),
      breadcrumbJsonLd([{ label: 'خانه', href: '/' }, { label: 'پمپ' }]),
      faqJsonLd([{ question: 'ارسال چگونه است؟', answer: 'با باربری' }]),
      articleJsonLd(article),
      articleJsonLd({ ...article, merchant: null, authorName: 'مریم احمدی', publishedAt: null }),
      videoJsonLd(video),
      videoJsonLd({ ...video, posterUrl: null, videoUrl: null, durationSeconds: null }),
    ];
    for (const block of blocks) expect(schemaOrgProblems(block), String(block['@type'])).toEqual([]);
  });

  it('an article names its author: the writer, else the supplier, else the site; its headline fits 110 characters', () => {
    expect(articleJsonLd(article).author).toMatchObject({ '@type': 'Organization', name: 'صنایع پمپ آرین' });
    expect(articleJsonLd({ ...article, authorName: 'مریم احمدی' }).author).toEqual({
      '@type': 'Person',
      name: 'مریم احمدی',
    });
    expect(articleJsonLd({ ...article, merchant: null }).author).toMatchObject({ name: 'بازار صنعت' });
    expect(String(articleJsonLd({ ...article, title: 'ب'.repeat(300) }).headline)).toHaveLength(110);
  });

  it('a video gives its length as an ISO 8601 duration and falls back to its title as description', () => {
    const data = videoJsonLd(video);
    expect(data.duration).toBe('PT3M5S');
    expect(data.description).toBe('آشنایی با شیرهای صنعتی');
    expect([isoDuration(45), isoDuration(120), isoDuration(0)]).toEqual(['PT45S', 'PT2M', 'PT0S']);
  });

  it('the checker refuses blocks missing what their type needs', () => {
    const { name: _name, ...nameless } = productJsonLd(product, '/p', '/s');
    expect(schemaOrgProblems(nameless)).toContain('Product: name');
    expect(schemaOrgProblems({ ...videoJsonLd(video), uploadDate: undefined })).toContain(
      'VideoObject: uploadDate ISO',
    );
    expect(schemaOrgProblems({ ...articleJsonLd(article), author: {} })).toContain('Article: author.name');
    const priced = productJsonLd(product, '/p', '/s');
    expect(schemaOrgProblems({ ...priced, offers: { ...(priced.offers as object), priceCurrency: 'USD' } })).toContain(
      'Offer: priceCurrency IRR',
    );
    expect(schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'Thing' })).toEqual(['unknown @type Thing']);
  });
});
