// CSV export and import of the supplier's products (a row with an error stops the whole import).
import { buttonClass } from '@/components/ui/button-styles';
import { ImportForm } from './import-form.client';

export function SpreadsheetTools({ merchantId }: { merchantId: number }) {
  return (
    <section aria-labelledby="spreadsheet-title" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="spreadsheet-title" className="font-bold text-slate-900">
        خروجی و ورود با پروندهٔ اکسل (CSV)
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        خروجی را در اکسل باز کنید، قیمت‌ها و ستون‌ها را تغییر دهید و همان پرونده را برگردانید. ردیف بدون شناسه محصول تازه
        می‌سازد (یا محصولی با همان مدل را به‌روز می‌کند). تا یک ردیف خطا دارد، هیچ تغییری اعمال نمی‌شود.
      </p>
      <p className="mt-1 text-sm text-slate-700">
        قیمت پلکانی در ستون <bdi dir="ltr">price_tiers</bdi> است: هر پله «از مقدار:قیمت به ریال» یا «از مقدار:قیمت:روز
        آماده‌سازی»، جداشده با «;»، مانند <bdi dir="ltr">1:12500000:7; 10:11800000; 50:10900000</bdi>. ضریب سفارش و قیمت
        نمونه در ستون‌های <bdi dir="ltr">order_multiple</bdi> و <bdi dir="ltr">sample_price_rials</bdi> است و شناسهٔ ۱۳
        رقمی کالا/خدمت سامانهٔ مودیان در ستون <bdi dir="ltr">tax_code</bdi>.
      </p>
      <div className="mt-3 flex flex-col gap-4">
        <a
          href={`/api/v1/supplierproducts/export?merchantId=${merchantId}`}
          download
          className={buttonClass('secondary', 'self-start')}
        >
          دریافت فهرست محصولات (CSV)
        </a>
        <ImportForm merchantId={merchantId} />
      </div>
    </section>
  );
}
