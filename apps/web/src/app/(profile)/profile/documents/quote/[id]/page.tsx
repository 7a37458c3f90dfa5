// /profile/documents/quote/{id}: the latest پیش‌فاکتور of one quote (issue 31), for the request's buyer, the
// quoting supplier and staff; a quote sent a moment ago may not have it yet, and the page says so.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { orNotFound, paperworkApi } from '@/features/paperwork/paperwork-data.server';
import { documentHref, quoteProformaHref } from '@/features/paperwork/paperwork-links';
import { DIRECT_ORDERS_PATH } from '@/features/trade/trade-links';
import { parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'پیش‌فاکتور پیشنهاد قیمت', robots: { index: false, follow: false } };

export default async function QuoteProformaPage({ params }: PageProps<'/profile/documents/quote/[id]'>) {
  const id = parsePublicId((await params).id);
  if (id === null) notFound();
  const path = quoteProformaHref(id);
  const { document } = await orNotFound((await paperworkApi(path)).quoteProforma({ params: { id } }), path);
  if (document) redirect(documentHref(document.id));
  return (
    <EmptyState
      title="این پیشنهاد هنوز پیش‌فاکتور ندارد"
      actions={
        <Link href={DIRECT_ORDERS_PATH} className={buttonClass('secondary')}>
          سفارش‌های من
        </Link>
      }
    >
      <p>پیش‌فاکتور هر پیشنهاد چند لحظه پس از ارسال یا بازنگری آن صادر می‌شود؛ کمی بعد دوباره سر بزنید.</p>
    </EmptyState>
  );
}
