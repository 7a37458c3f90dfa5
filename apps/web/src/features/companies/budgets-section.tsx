// The company's budgets (decision 044): per cost centre or the whole company, per Jalali month or year, with
// what is committed (published, not paid) and spent. The owner sets limits; an order over a budget needs the owner.
import type { Budget, Company } from '@bazaar/contracts/companies-model';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatMoney, TOMAN_INPUT_PATTERN } from '@bazaar/fa/money';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { sectionCardClass } from '@/components/ui/section-styles';
import { saveBudget } from './companies-actions';

const toman = (rials: number) => formatMoney(Math.max(0, rials), { unit: 'toman' });
const period = (b: Budget) =>
  b.period === 'year'
    ? `سال ${toPersianDigits(b.jalaliYear)}`
    : `${toPersianDigits(b.jalaliMonth ?? 0)}/${toPersianDigits(b.jalaliYear)}`;

export function BudgetsSection({
  company,
  budgets,
  jalaliYear,
}: {
  company: Company;
  budgets: Budget[];
  jalaliYear: number;
}) {
  return (
    <section aria-labelledby="budgets-heading" className={sectionCardClass}>
      <h2 id="budgets-heading" className="text-lg font-bold text-slate-900">
        بودجه‌ها
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        هر سفارش به اندازهٔ مبلغی که شرکت می‌پردازد از بودجه کم می‌شود: کالا، هزینهٔ ارسال و مالیات بر ارزش افزوده.
      </p>
      {budgets.length ? (
        <table className="mt-3 w-full text-sm" data-testid="company-budgets">
          <thead>
            <tr className="text-start text-slate-700">
              <th className="p-2 text-start">مرکز هزینه</th>
              <th className="p-2 text-start">دوره</th>
              <th className="p-2 text-start">سقف</th>
              <th className="p-2 text-start">تعهدشده</th>
              <th className="p-2 text-start">هزینه‌شده</th>
              <th className="p-2 text-start">باقی‌مانده</th>
            </tr>
          </thead>
          <tbody>
            {budgets.map((b) => (
              <tr key={b.id} className="border-t border-slate-200">
                <td className="p-2">{b.costCentre || 'کل شرکت'}</td>
                <td className="p-2">{period(b)}</td>
                <td className="p-2">{toman(b.limitRials)}</td>
                <td className="p-2">{toman(b.committedRials)}</td>
                <td className="p-2">{toman(b.spentRials)}</td>
                <td className={b.remainingRials < 0 ? 'p-2 font-bold text-red-800' : 'p-2'}>
                  {b.remainingRials < 0 ? `${toman(-b.remainingRials)} بیش از سقف` : toman(b.remainingRials)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-3 text-slate-700">بودجه‌ای تعریف نشده است.</p>
      )}
      {company.myRights.includes('manage') ? (
        <form noValidate action={saveBudget} className="mt-4 grid gap-3 sm:grid-cols-5">
          <input type="hidden" name="companyId" value={company.id} />
          <div>
            <label htmlFor="budget-centre" className={labelClass}>
              مرکز هزینه (خالی: کل شرکت)
            </label>
            <input id="budget-centre" name="costCentre" maxLength={60} className={inputClass(false)} />
          </div>
          <div>
            <label htmlFor="budget-period" className={labelClass}>
              دوره
            </label>
            <select id="budget-period" name="period" defaultValue="year" className={inputClass(false)}>
              <option value="year">سالانه</option>
              <option value="month">ماهانه</option>
            </select>
          </div>
          <div>
            <label htmlFor="budget-year" className={labelClass}>
              سال
            </label>
            <input
              id="budget-year"
              name="jalaliYear"
              inputMode="numeric"
              defaultValue={toPersianDigits(jalaliYear)}
              className={inputClass(false)}
            />
          </div>
          <div>
            <label htmlFor="budget-month" className={labelClass}>
              ماه (برای بودجهٔ ماهانه)
            </label>
            <input id="budget-month" name="jalaliMonth" inputMode="numeric" className={inputClass(false)} />
          </div>
          <div>
            <label htmlFor="budget-limit" className={labelClass}>
              سقف (تومان)
            </label>
            <input
              id="budget-limit"
              name="limitRials"
              inputMode="numeric"
              pattern={TOMAN_INPUT_PATTERN}
              required
              className={inputClass(false)}
            />
          </div>
          <button type="submit" className={buttonClass('primary', 'self-start')}>
            ذخیرهٔ بودجه
          </button>
        </form>
      ) : null}
    </section>
  );
}
