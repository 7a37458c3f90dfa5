// schema.org structured data (JSON-LD) for public pages, so search engines show a product with its price,
// a supplier as an organisation and the path to a page as breadcrumbs. Prices are whole Rials (IRR, the
// legal unit); Persian text is left as it is. Builders are pure, so tests check the required properties.
import type { ProductDetail } from '@bazaar/contracts/catalog-products';
import { siteConfig } from '@/config/site';

import { absolute, type JsonLd } from '@/lib/json-ld';

export { breadcrumbJsonLd, type JsonLd, serializeJsonLd } from '@/lib/json-ld';

/** Product with its Offer: a price only when the supplier gave one («استعلام قیمت» has none). */
export function productJsonLd(product: ProductDetail, path: string, sellerPath: string): JsonLd {
  const offer: JsonLd = {
    '@type': 'Offer',
    url: absolute(path),
    availability: 'https://schema.org/InStock',
    seller: { '@type': 'Organization', name: product.merchant.name, url: absolute(sellerPath) },
    ...(product.priceRials === null ? {} : { price: String(product.priceRials), priceCurrency: 'IRR' }),
    ...(product.minOrderQuantity
      ? {
          eligibleQuantity: {
            '@type': 'QuantitativeValue',
            minValue: product.minOrderQuantity,
            unitText: product.salesUnit,
          },
        }
      : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description.slice(0, 5000) || product.title,
    ...(product.images.length ? { image: product.images.map((image) => absolute(image)) } : {}),
    category: product.categoryName,
    sku: String(product.id),
    ...(product.baseProduct ? { model: product.baseProduct.name } : {}),
    brand: { '@type': 'Brand', name: product.merchant.name },
    offers: offer,
  };
}

/** A supplier as an Organization, with its city as the address when known. */
export function organizationJsonLd(supplier: {
  name: string;
  path: string;
  logoUrl?: string | null;
  description?: string | null;
  city?: string | null;
  province?: string | null;
  telephone?: string | null;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: supplier.name,
    url: absolute(supplier.path),
    ...(supplier.logoUrl ? { logo: absolute(supplier.logoUrl) } : {}),
    ...(supplier.description ? { description: supplier.description.slice(0, 5000) } : {}),
    ...(supplier.telephone ? { telephone: supplier.telephone } : {}),
    ...(supplier.city || supplier.province
      ? {
          address: {
            '@type': 'PostalAddress',
            addressCountry: 'IR',
            ...(supplier.city ? { addressLocality: supplier.city } : {}),
            ...(supplier.province ? { addressRegion: supplier.province } : {}),
          },
        }
      : {}),
  };
}

/** Questions and answers of the FAQ page. */
export function faqJsonLd(questions: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}

/** An article (content page): headline, dates, author and the site as its publisher. */
export function articleJsonLd(page: {
  title: string;
  path: string;
  summary?: string | null;
  publishedAt?: string | null;
  authorName?: string | null;
  /** The supplier that wrote it, when it is a supplier's article. */
  merchant?: { name: string; path: string } | null;
  image?: string | null;
  labels?: string[];
}): JsonLd {
  const publisher = { '@type': 'Organization', name: siteConfig.name, url: absolute('/') };
  const author = page.authorName
    ? { '@type': 'Person', name: page.authorName }
    : page.merchant
      ? { '@type': 'Organization', name: page.merchant.name, url: absolute(page.merchant.path) }
      : publisher;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: page.title.slice(0, 110),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absolute(page.path) },
    url: absolute(page.path),
    inLanguage: 'fa-IR',
    ...(page.summary ? { description: page.summary } : {}),
    ...(page.publishedAt ? { datePublished: page.publishedAt } : {}),
    ...(page.image ? { image: [absolute(page.image)] } : {}),
    ...(page.labels?.length ? { keywords: page.labels.join('، ') } : {}),
    author,
    publisher,
  };
}

/** Seconds as an ISO 8601 duration (PT#M#S), as VideoObject's `duration` wants it. */
export function isoDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `PT${minutes ? `${minutes}M` : ''}${rest || !minutes ? `${rest}S` : ''}`;
}

/** A video: name, description, thumbnail and upload date are what search engines require. */
export function videoJsonLd(video: {
  title: string;
  description: string;
  posterUrl: string | null;
  videoUrl: string | null;
  durationSeconds: number | null;
  uploadedAt: string;
  pagePath: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description || video.title,
    // A video without a poster is shown with the site's share image.
    thumbnailUrl: [absolute(video.posterUrl ?? '/opengraph-image')],
    uploadDate: video.uploadedAt,
    inLanguage: 'fa-IR',
    ...(video.videoUrl ? { contentUrl: absolute(video.videoUrl) } : {}),
    ...(video.durationSeconds ? { duration: isoDuration(video.durationSeconds) } : {}),
    embedUrl: absolute(video.pagePath),
  };
}
