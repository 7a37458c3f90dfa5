import { toPersianDigits } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { SupplierHeader } from '@/features/suppliers/supplier-header';
import { supplierContentListHref, supplierHref } from '@/features/suppliers/supplier-links';
import { getSupplierOrNotFound } from '@/features/suppliers/suppliers-api.server';
import { canonicalFor } from '@/lib/metadata';

// The content system (pages, content types, comments) is its own issue and not built yet. Until then
// this page says so instead of pretending the supplier has published nothing.
type Props = PageProps<'/supplier/[supplierId]/content-list'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const supplier = await getSupplierOrNotFound((await params).supplierId);
  return {
    title: `محتواهای ${toPersianDigits(supplier.name)}`,
    // Nothing to index until the contents exist.
    robots: { index: false, follow: true },
    alternates: { canonical: canonicalFor(supplierContentListHref(supplier)) },
  };
}

export default async function SupplierContentListPage({ params }: Props) {
  const supplier = await getSupplierOrNotFound((await params).supplierId);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={[
          { label: 'خانه', href: '/' },
          { label: toPersianDigits(supplier.name), href: supplierHref(supplier) },
          { label: 'محتواها' },
        ]}
      />
      <div className="mt-4">
        <SupplierHeader supplier={supplier} variant="context" />
      </div>
      <h1 className="mt-8 mb-5 text-2xl font-black text-slate-900">محتواهای {toPersianDigits(supplier.name)}</h1>
      <EmptyState
        title="بخش محتوا هنوز راه‌اندازی نشده است"
        actions={
          <Link href={supplierHref(supplier)} className={buttonClass('secondary')}>
            بازگشت به صفحهٔ تأمین‌کننده
          </Link>
        }
      >
        مقاله‌ها، کاتالوگ‌ها و اخبار تأمین‌کنندگان به‌زودی در بازار صنعت منتشر می‌شوند. تا آن زمان محتوایی برای نمایش وجود
        ندارد.
      </EmptyState>
    </div>
  );
}
