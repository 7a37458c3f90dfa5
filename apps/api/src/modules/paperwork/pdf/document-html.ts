// A document as the HTML page Chromium prints (issue 31): A4, right to left, Vazirmatn embedded, Persian
// digits in Persian text (codes such as شناسه ملی, model codes and a line's شناسه کالا/خدمت keep Latin digits and
// run left to right inside the Persian row), the items' table repeating its header on every page it breaks onto.
import { DOCUMENT_KIND_LABELS, INVOICE_TYPE_LABELS, type TradeDocument } from '@bazaar/contracts/paperwork-documents';
import { formatNumberFa, persianTextSegments, toPersianDigits } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
/** A code printed as written (Latin digits), isolated left to right inside the Persian text. */
const code = (s: string | null) => (s ? `<bdi dir="ltr" class="code">${esc(s)}</bdi>` : '—');
/** Persian text with Persian digits, each Latin code in it (`AL-785`, `ISO 9001`) isolated left to right. */
const text = (s: string) =>
  persianTextSegments(s)
    .map((seg) => (seg.latin ? `<bdi dir="ltr">${esc(seg.text)}</bdi>` : esc(seg.text)))
    .join('');
const rials = (n: number) => formatNumberFa(n);
const quantity = (n: number) => toPersianDigits(String(Number(n.toFixed(3))).replace('.', '٫'));

export function documentTitle(doc: Pick<TradeDocument, 'kind' | 'invoiceType'>): string {
  if (doc.kind === 'proforma') return 'پیش‌فاکتور';
  const kind = doc.invoiceType && doc.invoiceType !== 'original' ? ` (${INVOICE_TYPE_LABELS[doc.invoiceType]})` : '';
  return `صورتحساب فروش کالا و خدمات${kind}`;
}

function party(label: string, p: TradeDocument['seller']): string {
  const idLabel = p.kind === 'company' ? 'شناسهٔ ملی' : 'کد ملی';
  return `<section class="party"><h2>${label}</h2>
  <p class="name">${text(p.name)}</p>
  <dl>
    <div><dt>${idLabel}</dt><dd>${code(p.nationalId)}</dd></div>
    <div><dt>کد اقتصادی</dt><dd>${code(p.economicCode)}</dd></div>
    ${p.registrationNumber ? `<div><dt>شمارهٔ ثبت</dt><dd>${code(p.registrationNumber)}</dd></div>` : ''}
    <div><dt>کد پستی</dt><dd>${code(p.postalCode)}</dd></div>
    ${p.phone ? `<div><dt>تلفن</dt><dd>${code(p.phone)}</dd></div>` : ''}
    <div class="wide"><dt>نشانی</dt><dd>${p.address ? text(p.address) : '—'}</dd></div>
  </dl></section>`;
}

function lines(doc: TradeDocument): string {
  const rows = doc.lines
    .map(
      (l, i) => `<tr>
      <td class="num">${toPersianDigits(i + 1)}</td>
      <td class="item">${text(l.title)}${
        l.modelCode && !l.title.includes(l.modelCode) ? `<span class="model">مدل: ${code(l.modelCode)}</span>` : ''
      }${l.productCode ? `<span class="model">شناسهٔ کالا/خدمت: ${code(l.productCode)}</span>` : ''}</td>
      <td class="num">${quantity(l.quantity)}</td>
      <td>${esc(l.unit)}</td>
      <td class="num">${rials(l.unitPriceRials)}</td>
      <td class="num">${rials(l.amountRials)}</td>
      <td class="num">${rials(l.discountRials)}</td>
      <td class="num">${rials(l.vatRials)}</td>
      <td class="num">${rials(l.amountRials - l.discountRials + l.vatRials)}</td>
    </tr>`,
    )
    .join('');
  return `<table class="lines">
  <thead><tr><th>ردیف</th><th>شرح کالا یا خدمت</th><th>مقدار</th><th>واحد</th><th>مبلغ واحد (ریال)</th>
  <th>مبلغ کل (ریال)</th><th>تخفیف (ریال)</th><th>مالیات بر ارزش افزوده (ریال)</th><th>جمع (ریال)</th></tr></thead>
  <tbody>${rows}</tbody></table>`;
}

function totals(doc: TradeDocument): string {
  const t = doc.totals;
  const rate = toPersianDigits(String(t.vatBasisPoints / 100).replace('.', '٫'));
  const row = (label: string, value: number) =>
    `<tr><th>${label}</th><td class="amount">${rials(value)} ریال</td></tr>`;
  return `<table class="totals">
    ${row('جمع کالا و خدمات', t.goodsRials)}
    ${row('تخفیف', t.discountRials)}
    ${row('هزینهٔ حمل', t.shippingRials)}
    ${row(`مالیات و عوارض ارزش افزوده (${rate}٪)`, t.vatRials)}
    <tr class="grand"><th>مبلغ قابل پرداخت</th><td class="amount">${rials(t.totalRials)} ریال</td></tr>
  </table>
  <p class="words">مبلغ به حروف: <strong>${text(t.totalInWords)}</strong></p>`;
}

function meta(doc: TradeDocument): string {
  const items = [
    [`شمارهٔ ${DOCUMENT_KIND_LABELS[doc.kind]}`, code(doc.number)],
    ['تاریخ صدور', formatJalaliDate(doc.issuedAt)],
    ['شمارهٔ سفارش در بازار صنعت', toPersianDigits(doc.tradeRequestId)],
  ];
  if (doc.validUntil) items.push(['اعتبار تا', formatJalaliDate(`${doc.validUntil}T12:00:00Z`)]);
  if (doc.referencesNumber) items.push(['صورتحساب مرجع', code(doc.referencesNumber)]);
  // Company procurement (issue 32) fills the buyer's purchase order number; the place is kept for it.
  if (doc.purchaseOrderNumber) items.push(['شمارهٔ سفارش خرید خریدار', code(doc.purchaseOrderNumber)]);
  return `<dl class="meta">${items.map(([k, v]) => `<div><dt>${k}</dt><dd>${v}</dd></div>`).join('')}</dl>`;
}

function terms(doc: TradeDocument): string {
  const rows = [
    ['شرایط پرداخت', doc.paymentTerms],
    ['شرایط تحویل', doc.deliveryTerms],
    ['توضیحات', doc.note],
  ].filter(([, v]) => v);
  return rows.length
    ? `<dl class="terms">${rows.map(([k, v]) => `<div><dt>${k}</dt><dd>${text(v ?? '')}</dd></div>`).join('')}</dl>`
    : '';
}

const STYLE = `
@page { size: A4; margin: 14mm 12mm 16mm; }
* { box-sizing: border-box; }
body { font-family: 'Vazirmatn', sans-serif; font-size: 9.5pt; color: #1c1917; margin: 0; line-height: 1.7; }
h1 { font-size: 15pt; margin: 0; }
h2 { font-size: 10pt; margin: 0 0 2mm; color: #44403c; }
header { display: flex; justify-content: space-between; align-items: flex-start; border-block-end: 2px solid #1c1917;
  padding-block-end: 3mm; margin-block-end: 4mm; }
.brand { font-size: 9pt; color: #57534e; margin: 0; }
dl { margin: 0; }
dt { color: #57534e; display: inline; }
dt::after { content: ': '; }
dd { display: inline; margin: 0; }
.meta div { margin-block-end: 1mm; }
.parties { display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; margin-block-end: 4mm; }
.party { border: 1px solid #a8a29e; border-radius: 2mm; padding: 3mm; }
.party .name { font-weight: 700; margin: 0 0 1mm; }
.party dl { display: grid; grid-template-columns: 1fr 1fr; gap: 0 3mm; }
.party .wide { grid-column: 1 / -1; }
.code { letter-spacing: 0.02em; }
table.lines { width: 100%; border-collapse: collapse; margin-block-end: 4mm; }
table.lines thead { display: table-header-group; }
table.lines tr { break-inside: avoid; }
table.lines th, table.lines td { border: 1px solid #a8a29e; padding: 1.2mm 1.5mm; vertical-align: top; }
table.lines th { background: #e7e5e4; font-weight: 700; font-size: 8.5pt; }
td.num { text-align: left; white-space: nowrap; }
td.amount { text-align: left; white-space: nowrap; }
.model { display: block; color: #44403c; font-size: 8.5pt; }
td.item { width: 32%; }
.summary { display: flex; justify-content: space-between; gap: 6mm; break-inside: avoid; }
table.totals { border-collapse: collapse; min-width: 80mm; }
table.totals th { text-align: right; font-weight: 400; padding: 1mm 2mm; }
table.totals td { padding: 1mm 2mm; }
table.totals .grand th, table.totals .grand td { font-weight: 700; border-block-start: 1.5px solid #1c1917; }
.words { margin: 2mm 0 0; }
.terms div { margin-block-end: 1mm; }
.signatures { display: grid; grid-template-columns: 1fr 1fr; gap: 8mm; margin-block-start: 10mm; break-inside: avoid; }
.signatures div { border-block-start: 1px dashed #78716c; padding-block-start: 2mm; text-align: center; color: #57534e; }
`;

/** The full page; `font` is Vazirmatn as data: URLs, so the PDF embeds it without any fetch. */
export function documentHtml(doc: TradeDocument, font: { regular: string; bold: string }): string {
  const corrections = doc.correctedBy.map((c) => `${INVOICE_TYPE_LABELS[c.invoiceType]} ${code(c.number)}`).join('، ');
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8">
<title>${esc(documentTitle(doc))} ${esc(doc.number)}</title>
<style>@font-face { font-family: 'Vazirmatn'; src: url(${font.regular}) format('woff2'); font-weight: 400; }
@font-face { font-family: 'Vazirmatn'; src: url(${font.bold}) format('woff2'); font-weight: 700; }
${STYLE}</style></head>
<body>
<header><div><h1>${documentTitle(doc)}</h1><p class="brand">صادرشده در بازار صنعت</p>
${corrections ? `<p class="brand">اصلاحیه‌ها: ${corrections}</p>` : ''}</div>${meta(doc)}</header>
<div class="parties">${party('فروشنده', doc.seller)}${party('خریدار', doc.buyer)}</div>
${lines(doc)}
<div class="summary"><div>${terms(doc)}</div><div>${totals(doc)}</div></div>
<div class="signatures"><div>مهر و امضای فروشنده</div><div>مهر و امضای خریدار</div></div>
</body></html>`;
}
