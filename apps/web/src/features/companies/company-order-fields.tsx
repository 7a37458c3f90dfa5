// The order form's company section (decision 044): the company's purchase-order number and cost centre (مرکز
// هزینه / پروژه, which decides the budget the order counts against). Rendered into trade's form as a slot.
import { inputClass, labelClass } from '@/components/ui/form-styles';

export function CompanyOrderFields({
  companyName,
  poNumber = '',
  costCentre = '',
}: {
  companyName: string;
  poNumber?: string;
  costCentre?: string;
}) {
  return (
    <fieldset className="grid gap-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 sm:grid-cols-2">
      <legend className="px-1 font-bold text-slate-900">سفارش برای شرکت «{companyName}»</legend>
      <div>
        <label htmlFor="po-number" className={labelClass}>
          شمارهٔ سفارش خرید شرکت (PO، اختیاری)
        </label>
        <input
          id="po-number"
          name="poNumber"
          dir="ltr"
          maxLength={40}
          defaultValue={poNumber}
          placeholder="PO-1405-0001"
          className={inputClass(false, 'text-start')}
        />
      </div>
      <div>
        <label htmlFor="cost-centre" className={labelClass}>
          مرکز هزینه یا پروژه (اختیاری)
        </label>
        <input
          id="cost-centre"
          name="costCentre"
          maxLength={60}
          defaultValue={costCentre}
          className={inputClass(false)}
        />
      </div>
    </fieldset>
  );
}
