// /profile/documents/{id}: a proforma or official invoice for its two parties and staff (issue 31): the
// document as it was issued, a print button and the PDF download (Persian, Vazirmatn embedded).
import { DOCUMENT_KIND_LABELS } from '@bazaar/contracts/paperwork-documents';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { CorrectionForm } from '@/features/paperwork/correction-form';
import { DocumentView, documentTitle } from '@/features/paperwork/document-view';
import { orNotFound, paperworkApi } from '@/features/paperwork/paperwork-data.server';
import { documentHref, documentPdfHref } from '@/features/paperwork/paperwork-links';
import { PrintDocumentButton } from '@/features/paperwork/print-document.client';
import { loadManagedMerchants } from '@/features/supplier-workspace/workspace-data.server';
import { directOrderInfoHref } from '@/features/trade/trade-links';
import { firstParam, parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'سند معامله', robots: { index: false, follow: false } };

export default async function DocumentPage({ params, searchParams }: PageProps<'/profile/documents/[id]'>) {
  const id = parsePublicId((await params).id);
  if (id === null) notFound();
  const path = documentHref(id);
  const doc = await orNotFound((await paperworkApi(path)).document({ params: { id } }), path);
  // The seller's owner and agents correct an original invoice that no cancellation has voided.
  const correctable =
    doc.kind === 'invoice' &&
    doc.invoiceType === 'original' &&
    !doc.correctedBy.some((c) => c.invoiceType === 'cancelling') &&
    (await loadManagedMerchants(path)).some((m) => m.id === doc.merchantId);
  const refused = firstParam((await searchParams).correction) ?? null;
  return (
    <div className="flex flex-col gap-4">
      <div className="print:hidden">
        <Breadcrumb
          items={[
            { label: 'حساب کاربری', href: '/profile' },
            {
              label: `سفارش ${doc.tradeRequestId.toLocaleString('fa-IR', { useGrouping: false })}`,
              href: directOrderInfoHref(doc.tradeRequestId),
            },
            { label: documentTitle(doc) },
          ]}
        />
      </div>
      <div className="flex flex-wrap gap-3 print:hidden">
        <a href={documentPdfHref(doc.id)} className={buttonClass('primary')} download>
          دریافت PDF {DOCUMENT_KIND_LABELS[doc.kind]}
        </a>
        <PrintDocumentButton />
        <Link href={directOrderInfoHref(doc.tradeRequestId)} className={buttonClass('secondary')}>
          بازگشت به سفارش
        </Link>
      </div>
      <DocumentView doc={doc} />
      {correctable ? <CorrectionForm doc={doc} refused={refused} /> : null}
    </div>
  );
}
