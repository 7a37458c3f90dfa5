// A proforma or official invoice on screen and on paper (issue 31): both parties as the document copied them,
// the lines with quantity, unit and prices in Rials (as official documents state them), discount, shipping,
// VAT on its own line, the total in figures and words, the terms, and the corrections that reference it.
import {
  DOCUMENT_KIND_LABELS,
  type DocumentParty,
  INVOICE_TYPE_LABELS,
  type TradeDocument,
} from '@bazaar/contracts/paperwork-documents';
import { formatNumberFa, toPersianDigits } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import Link from 'next/link';
import { FaText } from '@/components/ui/fa-text';
import { sectionCardClass } from '@/components/ui/section-styles';
import { documentHref } from './paperwork-links';

const rials = (n: number) => `${formatNumberFa(n)} ریال`;
const Code = ({ value }: { value: string | null }) => (value ? <bdi dir="ltr">{value}</bdi> : <>—</>);

export function documentTitle(doc: Pick<TradeDocument, 'kind' | 'invoiceType'>) {
  if (doc.kind === 'proforma') return 'پیش‌فاکتور';
  const kind = doc.invoiceType && doc.invoiceType !== 'original' ? ` (${INVOICE_TYPE_LABELS[doc.invoiceType]})` : '';
  return `صورتحساب فروش کالا و خدمات${kind}`;
}

function Party({ label, party }: { label: string; party: DocumentParty }) {
  return (
    <section className="rounded-xl p-4 ring-1 ring-slate-300">
      <h2 className="text-sm font-bold text-slate-600">{label}</h2>
      <p className="mt-1 font-bold text-slate-900">
        <FaText text={party.name} />
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-600">{party.kind === 'company' ? 'شناسهٔ ملی' : 'کد ملی'}: </dt>
          <dd className="inline">
            <Code value={party.nationalId} />
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">کد اقتصادی: </dt>
          <dd className="inline">
            <Code value={party.economicCode} />
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">کد پستی: </dt>
          <dd className="inline">
            <Code value={party.postalCode} />
          </dd>
        </div>
        {party.phone ? (
          <div>
            <dt className="inline text-slate-600">تلفن: </dt>
            <dd className="inline">
              <Code value={party.phone} />
            </dd>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <dt className="inline text-slate-600">نشانی: </dt>
          <dd className="inline">{party.address ? <FaText text={party.address} /> : '—'}</dd>
        </div>
      </dl>
    </section>
  );
}

const th = 'border border-slate-300 px-2 py-1.5 text-start font-bold';
const td = 'border border-slate-300 px-2 py-1.5 align-top';

export function DocumentView({ doc }: { doc: TradeDocument }) {
  const t = doc.totals;
  return (
    <article className={`${sectionCardClass} flex flex-col gap-5`} data-testid="trade-document">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-slate-900 pb-3">
        <h1 className="text-2xl font-bold text-slate-900">{documentTitle(doc)}</h1>
        <dl className="text-sm">
          <div>
            <dt className="inline text-slate-600">شمارهٔ {DOCUMENT_KIND_LABELS[doc.kind]}: </dt>
            <dd className="inline" data-testid="document-number">
              <Code value={doc.number} />
            </dd>
          </div>
          <div>
            <dt className="inline text-slate-600">تاریخ صدور: </dt>
            <dd className="inline">{formatJalaliDate(doc.issuedAt)}</dd>
          </div>
          <div>
            <dt className="inline text-slate-600">سفارش: </dt>
            <dd className="inline">{toPersianDigits(doc.tradeRequestId)}</dd>
          </div>
          {doc.validUntil ? (
            <div>
              <dt className="inline text-slate-600">اعتبار تا: </dt>
              <dd className="inline">{formatJalaliDate(`${doc.validUntil}T12:00:00Z`)}</dd>
            </div>
          ) : null}
          {doc.purchaseOrderNumber ? (
            <div>
              <dt className="inline text-slate-600">شمارهٔ سفارش خرید خریدار: </dt>
              <dd className="inline">
                <Code value={doc.purchaseOrderNumber} />
              </dd>
            </div>
          ) : null}
          {doc.referencesDocumentId ? (
            <div>
              <dt className="inline text-slate-600">صورتحساب مرجع: </dt>
              <dd className="inline">
                <Link href={documentHref(doc.referencesDocumentId)} className="text-brand-800 underline">
                  <Code value={doc.referencesNumber} />
                </Link>
              </dd>
            </div>
          ) : null}
        </dl>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <Party label="فروشنده" party={doc.seller} />
        <Party label="خریدار" party={doc.buyer} />
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[48rem] border-collapse text-sm">
          <caption className="sr-only">اقلام {DOCUMENT_KIND_LABELS[doc.kind]}</caption>
          <thead className="bg-slate-100">
            <tr>
              {[
                'ردیف',
                'شرح کالا یا خدمت',
                'مقدار',
                'واحد',
                'مبلغ واحد',
                'مبلغ کل',
                'تخفیف',
                'مالیات بر ارزش افزوده',
              ].map((h) => (
                <th key={h} scope="col" className={th}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a document's lines never change or reorder.
              <tr key={i}>
                <td className={td}>{toPersianDigits(i + 1)}</td>
                <td className={td}>
                  <FaText text={l.title} />
                  {l.modelCode && !l.title.includes(l.modelCode) ? (
                    <span className="block text-slate-600">
                      مدل: <bdi dir="ltr">{l.modelCode}</bdi>
                    </span>
                  ) : null}
                  {l.productCode ? (
                    <span className="block text-slate-600">
                      شناسهٔ کالا/خدمت: <bdi dir="ltr">{l.productCode}</bdi>
                    </span>
                  ) : null}
                </td>
                <td className={td}>{toPersianDigits(String(Number(l.quantity.toFixed(3))).replace('.', '٫'))}</td>
                <td className={td}>{l.unit}</td>
                <td className={td}>{formatNumberFa(l.unitPriceRials)}</td>
                <td className={td}>{formatNumberFa(l.amountRials)}</td>
                <td className={td}>{formatNumberFa(l.discountRials)}</td>
                <td className={td}>{formatNumberFa(l.vatRials)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap justify-between gap-6">
        <dl className="flex max-w-prose flex-col gap-1 text-sm">
          {[
            ['شرایط پرداخت', doc.paymentTerms],
            ['شرایط تحویل', doc.deliveryTerms],
            ['توضیحات', doc.note],
          ]
            .filter(([, v]) => v)
            .map(([k, v]) => (
              <div key={k}>
                <dt className="inline text-slate-600">{k}: </dt>
                <dd className="inline">
                  <FaText text={v ?? ''} />
                </dd>
              </div>
            ))}
        </dl>
        <dl className="min-w-72 text-sm" data-testid="document-totals">
          {[
            ['جمع کالا و خدمات', t.goodsRials],
            ['تخفیف', t.discountRials],
            ['هزینهٔ حمل', t.shippingRials],
            [`مالیات و عوارض ارزش افزوده (${toPersianDigits(t.vatBasisPoints / 100)}٪)`, t.vatRials],
          ].map(([k, v]) => (
            <div key={String(k)} className="flex justify-between gap-4 py-0.5">
              <dt>{k}</dt>
              <dd>{rials(Number(v))}</dd>
            </div>
          ))}
          <div className="mt-1 flex justify-between gap-4 border-t-2 border-slate-900 pt-1 font-bold">
            <dt>مبلغ قابل پرداخت</dt>
            <dd>{rials(t.totalRials)}</dd>
          </div>
          <div className="mt-2">
            <dt className="inline text-slate-600">به حروف: </dt>
            <dd className="inline font-bold" data-testid="total-in-words">
              {t.totalInWords}
            </dd>
          </div>
        </dl>
      </div>
      {doc.correctedBy.length ? (
        <p className="text-sm text-slate-700">
          اصلاحیه‌های این صورتحساب:{' '}
          {doc.correctedBy.map((c, i) => (
            <span key={c.id}>
              {i ? '، ' : ''}
              <Link href={documentHref(c.id)} className="text-brand-800 underline">
                {INVOICE_TYPE_LABELS[c.invoiceType]} <bdi dir="ltr">{c.number}</bdi>
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </article>
  );
}
