// "Contents": the content system (articles, catalogues, news of suppliers) is not built yet; say so.
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { supplierContentListHref } from '@/features/suppliers/supplier-links';

export function ContentsSection({ supplier }: { supplier: { id: number } }) {
  return (
    <EmptyState
      title="بخش محتوا هنوز راه‌اندازی نشده است"
      actions={
        <Link href={supplierContentListHref(supplier)} className={buttonClass('secondary')}>
          صفحهٔ محتواهای تأمین‌کننده
        </Link>
      }
    >
      مقاله‌ها، کاتالوگ‌ها و اخبار تأمین‌کنندگان به‌زودی در بازار صنعت منتشر می‌شوند. تا آن زمان محتوایی برای نمایش وجود
      ندارد.
    </EmptyState>
  );
}
