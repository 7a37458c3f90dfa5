// The quotes of a request for quotation: the buyer's comparison (with how it works while open) or, for a
// supplier that may quote, its quote form.
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { sectionCardClass } from '@/components/ui/section-styles';
import { QuoteComparison } from './quote-comparison';
import { QuoteForm } from './quotes';

export function OrderQuotes({ request, supplierSide }: { request: TradeRequest; supplierSide: boolean }) {
  return (
    <section id="quotes" aria-labelledby="quotes-heading" className={`${sectionCardClass} scroll-mt-24`}>
      <h2 id="quotes-heading" className="mb-3 text-lg font-bold text-slate-900">
        {supplierSide ? 'پیشنهاد قیمت شما' : 'پیشنهادهای قیمت'}
      </h2>
      {request.viewerParty === 'buyer' && request.state === 'open_for_quotes' ? (
        <p className="mb-3 text-slate-700">
          قیمت‌ها به واحدی که شما خواسته‌اید برگردانده شده‌اند و پیشنهادها به ترتیب هزینهٔ تمام‌شده تا تحویل (کالا، حمل و
          مالیات بر ارزش افزوده) چیده شده‌اند. با پذیرش یک پیشنهاد، سفارش با همان تأمین‌کننده تأیید می‌شود و به دیگران خبر
          داده می‌شود؛ اگر آن پیشنهاد پرداخت مرحله‌ای داشته باشد، سفارش با همان مرحله‌ها ساخته می‌شود و هر مرحله جداگانه
          پرداخت و تأیید می‌شود.
        </p>
      ) : null}
      {supplierSide && request.canQuoteAs ? (
        <div id="quote" className="scroll-mt-24">
          <QuoteForm request={request} merchantId={request.canQuoteAs} />
        </div>
      ) : (
        <QuoteComparison request={request} />
      )}
    </section>
  );
}
