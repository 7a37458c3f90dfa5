// /profile/documents/order/{id}: the latest پیش‌فاکتور of a direct order (issue 31), for its parties and
// staff; before the supplier confirms the order there is none yet, and the page says so.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { orNotFound, paperworkApi } from '@/features/paperwork/paperwork-data.server';
import { documentHref, orderProformaHref } from '@/features/paperwork/paperwork-links';
import { directOrderInfoHref } from '@/features/trade/trade-links';
import { parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'پیش‌فاکتور سفارش', robots: { index: false, follow: false } };

export default async function OrderProformaPage({ params }: PageProps<'/profile/documents/order/[id]'>) {
  const id = parsePublicId((await params).id);
  if (id === null) notFound();
  const path = orderProformaHref(id);
  const { document } = await orNotFound((await paperworkApi(path)).orderProforma({ params: { id } }), path);
  if (document) redirect(documentHref(document.id));
  return (
    <EmptyState
      title="این سفارش هنوز پیش‌فاکتور ندارد"
      actions={
        <Link href={directOrderInfoHref(id)} className={buttonClass('secondary')}>
          بازگشت به سفارش
        </Link>
      }
    >
      <p>پیش‌فاکتور وقتی صادر می‌شود که تأمین‌کننده قیمت‌ها را تأیید کند؛ چند لحظه پس از تأیید دوباره سر بزنید.</p>
    </EmptyState>
  );
}
