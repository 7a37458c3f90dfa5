// "Contents": the supplier's newest articles and news, each opening in the supplier's frame, and the
// way to all of them.
import { formatNumberFa } from '@bazaar/fa/digits';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { listPublicPages } from '@/features/content/content-api.server';
import { pageCardRow } from '@/features/content/page-card';
import { PageCardGrid } from '@/features/content/page-card-view.client';
import { supplierContentListHref } from '@/features/suppliers/supplier-links';

const PREVIEW_COUNT = 3;

export async function ContentsSection({ supplier }: { supplier: { id: number } }) {
  const { items, total } = await listPublicPages({ merchantId: supplier.id, page: 1 });
  if (items.length === 0) {
    return <EmptyState title="این تأمین‌کننده هنوز مطلبی منتشر نکرده است" />;
  }
  return (
    <div>
      <PageCardGrid
        rows={items.slice(0, PREVIEW_COUNT).map((page) => pageCardRow(page, true))}
        headingLevel="h3"
        label="محتواهای تأمین‌کننده"
        className="grid gap-5 md:grid-cols-2 xl:grid-cols-3"
      />
      <div className="mt-5">
        <Link href={supplierContentListHref(supplier)} className={buttonClass('secondary')}>
          همهٔ {formatNumberFa(total)} مطلب این تأمین‌کننده
        </Link>
      </div>
    </div>
  );
}
