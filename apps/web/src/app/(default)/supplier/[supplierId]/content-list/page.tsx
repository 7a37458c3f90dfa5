import { toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { listingPageOrNotFound, listPublicPages } from '@/features/content/content-api.server';
import { listingHref } from '@/features/content/content-links';
import { PageList } from '@/features/content/page-list';
import { ArticleHeart } from '@/features/engagement/hearts';
import { SupplierHeader } from '@/features/suppliers/supplier-header';
import { supplierContentListHref, supplierHref } from '@/features/suppliers/supplier-links';
import { getSupplierOrNotFound } from '@/features/suppliers/suppliers-api.server';
import { canonicalFor, pageLinks } from '@/lib/metadata';

// A supplier's published articles and news (spec: /supplier/{supplierId}/content-list), newest first;
// each opens in the supplier's frame (/contents/{pageId}/supplier/{supplierId}/{title}).
type Props = PageProps<'/supplier/[supplierId]/content-list'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const supplier = await getSupplierOrNotFound((await params).supplierId);
  return {
    title: `محتواهای ${toPersianDigitsInText(supplier.name)}`,
    ...pageLinks(canonicalFor(supplierContentListHref(supplier), await searchParams)),
  };
}

export default async function SupplierContentListPage({ params, searchParams }: Props) {
  const page = listingPageOrNotFound((await searchParams).page);
  const supplier = await getSupplierOrNotFound((await params).supplierId);
  const result = await listPublicPages({ merchantId: supplier.id, page });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={[
          { label: 'خانه', href: '/' },
          { label: toPersianDigitsInText(supplier.name), href: supplierHref(supplier) },
          { label: 'محتواها' },
        ]}
      />
      <div className="mt-4">
        <SupplierHeader supplier={supplier} variant="context" />
      </div>
      <h1 className="mt-8 mb-5 text-2xl font-black text-slate-900">محتواهای {toPersianDigitsInText(supplier.name)}</h1>
      <PageList
        CardAction={ArticleHeart}
        result={result}
        hrefFor={(number) => listingHref(supplierContentListHref(supplier), number)}
        emptyTitle="این تأمین‌کننده هنوز مطلبی منتشر نکرده است"
        emptyActions={
          <Link href={supplierHref(supplier)} className={buttonClass('secondary')}>
            بازگشت به صفحهٔ تأمین‌کننده
          </Link>
        }
        inSupplierFrame
      />
    </div>
  );
}
