// The visitor chart section of a supplier's workspace: the last 30 days of views, with totals.
import { formatNumberFa } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { loadVisitorChart } from './engagement-data.server';
import { type ChartDay, VisitorChartView } from './visitor-chart.client';

const DAYS = 30;

/** «۳ آذر» of a calendar day (read at noon UTC, so Tehran's clock gives the same day). */
const dayLabel = (date: string) =>
  formatJalaliDate(`${date}T12:00:00Z`, { style: 'long' }).split(' ').slice(0, 2).join(' ');

export async function VisitorChartSection({
  merchantId,
  merchantName,
  currentPath,
}: {
  merchantId: number;
  merchantName: string;
  currentPath: string;
}) {
  const chart = await loadVisitorChart(currentPath, merchantId, DAYS);
  const days: ChartDay[] = chart.days.map((d) => ({ ...d, label: dayLabel(d.date) }));
  const total = chart.totals.supplierViews + chart.totals.productViews + chart.totals.contentViews;
  const first = days[0];
  const last = days.at(-1);
  return (
    <section aria-labelledby="visits-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="visits-heading" className="text-lg font-bold text-slate-900">
        بازدیدهای {formatNumberFa(DAYS)} روز اخیر
      </h2>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-slate-800">
        <div className="flex gap-1">
          <dt>همه:</dt>
          <dd className="font-bold" data-testid="visits-total">
            {formatNumberFa(total)}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>صفحهٔ تأمین‌کننده:</dt>
          <dd className="font-bold">{formatNumberFa(chart.totals.supplierViews)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>محصولات:</dt>
          <dd className="font-bold">{formatNumberFa(chart.totals.productViews)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>مقاله‌ها:</dt>
          <dd className="font-bold">{formatNumberFa(chart.totals.contentViews)}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <VisitorChartView
          days={days}
          caption={`بازدید روزانهٔ ${merchantName}${first && last ? ` از ${first.label} تا ${last.label}` : ''}؛ هر بازدیدکننده روزی یک بار شمرده می‌شود.`}
        />
      </div>
    </section>
  );
}
