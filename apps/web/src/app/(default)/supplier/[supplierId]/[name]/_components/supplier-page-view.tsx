// The supplier page (spec section 2) as both of its routes render it: the cached one per section
// (cached/[section]/page.tsx, what the proxy rewrites to) and the per-request one (page.tsx).
import { CATEGORY_TYPE_LABELS } from '@bazaar/contracts/categories';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { Breadcrumb, type BreadcrumbItem } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { PhoneIcon } from '@/components/ui/icons';
import { FavoriteButton } from '@/features/engagement/favorite-button.client';
import { NotePanel } from '@/features/engagement/note-panel-loader.client';
import { VisitBeacon } from '@/features/engagement/visit-beacon.client';
import { MessageSupplierLink } from '@/features/messaging/message-supplier-link';
import { organizationJsonLd } from '@/features/seo/structured-data';
import { SupplierHeader } from '@/features/suppliers/supplier-header';
import { type SupplierSection, supplierHref, suppliersOfTypeHref } from '@/features/suppliers/supplier-links';
import { getSupplierOrNotFound } from '@/features/suppliers/suppliers-api.server';
import { newDirectOrderFromSupplierHref } from '@/features/trade/trade-links';
import { supplierCertificates, supplierChecks } from '@/features/trust/certificates-data.server';
import { SupplierCertificates, SupplierChecks } from '@/features/trust/supplier-certificates';
import { SupplierTrustPanel } from '@/features/trust/supplier-trust-panel';
import { supplierReviews, supplierTrust } from '@/features/trust/trust-data.server';
import { canonicalFor, pageLinks } from '@/lib/metadata';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { ContentsSection } from './contents-section';
import { DelegationsSection } from './delegations-section';
import { ProductsSection } from './products-section';
import { SectionTabs } from './section-tabs';
import { SECTION_HEADINGS } from './supplier-sections';

/** The supplier page's metadata: every section shows the same supplier, one canonical page. */
export async function supplierPageMetadata(supplierIdSegment: string): Promise<Metadata> {
  const supplier = await getSupplierOrNotFound(supplierIdSegment);
  return {
    title: toPersianDigitsInText(supplier.name),
    description: supplier.excerpt,
    // Every section shows the same supplier; the canonical page is the default one.
    ...pageLinks(canonicalFor(supplierHref(supplier)), {}, { ownShareImage: true }),
  };
}

/**
 * One section of a supplier's page, the same for every visitor: the favourite, the notes and the visit are
 * the visitor's own and load in the browser (lib/personal.ts), so the page can be cached (decision 062).
 */
export async function SupplierPageView({
  supplierIdSegment,
  section,
}: {
  supplierIdSegment: string;
  section: SupplierSection;
}) {
  const supplier = await getSupplierOrNotFound(supplierIdSegment);
  const [trust, reviews, certificates, checks] = await Promise.all([
    supplierTrust(supplier.id),
    supplierReviews(supplier.id, { pageSize: 10 }),
    supplierCertificates(supplier.id),
    supplierChecks(supplier.id),
  ]);
  const firstType = supplier.categoryTypes[0];
  const trail: BreadcrumbItem[] = [
    { label: 'خانه', href: '/' },
    ...(firstType
      ? [{ label: `تأمین‌کنندگان ${CATEGORY_TYPE_LABELS[firstType]}`, href: suppliersOfTypeHref(firstType) }]
      : []),
    { label: toPersianDigitsInText(supplier.name) },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={trail} />
      <JsonLdScript
        data={organizationJsonLd({
          name: supplier.name,
          path: supplierHref(supplier),
          logoUrl: supplier.logoUrl,
          description: supplier.about,
          city: supplier.city?.name,
          province: supplier.province?.name,
          telephone: supplier.phones[0],
        })}
      />
      <div className="mt-4">
        <SupplierHeader
          supplier={supplier}
          variant="page"
          actions={
            <>
              <FavoriteButton
                objectType="supplier"
                objectId={supplier.id}
                title={toPersianDigitsInText(supplier.name)}
              />
              <Link
                href={newDirectOrderFromSupplierHref(supplier.id)}
                prefetch={false}
                className={buttonClass('primary')}
                data-testid="direct-order-supplier"
              >
                سفارش مستقیم
              </Link>
              <MessageSupplierLink subjectType="supplier" subjectId={supplier.id} />
              {section === 'contact' ? null : (
                <Link href={supplierHref(supplier, 'contact')} scroll={false} className={buttonClass('primary')}>
                  <PhoneIcon size={20} />
                  تماس با تأمین‌کننده
                </Link>
              )}
            </>
          }
        >
          <SectionTabs supplier={supplier} open={section} />
        </SupplierHeader>
      </div>
      <section aria-labelledby="supplier-section-heading" className="mt-8">
        <h2 id="supplier-section-heading" className="mb-5 text-xl font-bold text-slate-900">
          {SECTION_HEADINGS[section]}
        </h2>
        {section === 'about' ? <AboutSection supplier={supplier} /> : null}
        {section === 'products' ? <ProductsSection supplier={supplier} /> : null}
        {section === 'contents' ? <ContentsSection supplier={supplier} /> : null}
        {section === 'delegations' ? <DelegationsSection supplier={supplier} /> : null}
        {section === 'contact' ? <ContactSection supplier={supplier} /> : null}
      </section>
      <SupplierChecks checks={checks} />
      <SupplierCertificates certificates={certificates} />
      <SupplierTrustPanel trust={trust} reviews={reviews} />
      <div className="mt-10 max-w-3xl">
        <NotePanel objectType="supplier" objectId={supplier.id} />
      </div>
      <VisitBeacon objectType="supplier" objectId={supplier.id} />
    </div>
  );
}
