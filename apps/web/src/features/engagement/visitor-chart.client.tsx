'use client';
// A supplier's daily views (its page, its products, its articles) as stacked bars, drawn with Recharts.
// Right to left: the newest day is on the left end of the axis, as a Persian reader expects time to run
// from right to left; Jalali dates and Persian digits throughout. The same numbers are in a table below
// the chart (the chart itself is hidden from screen readers).
import { formatNumberFa } from '@bazaar/fa/digits';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const SERIES = [
  { key: 'supplierViews', name: 'صفحهٔ تأمین‌کننده', color: '#1e3a8a' },
  { key: 'productViews', name: 'محصولات', color: '#d97706' },
  { key: 'contentViews', name: 'مقاله‌ها', color: '#0f766e' },
] as const;

export interface ChartDay {
  date: string;
  /** Jalali day and month, e.g. «۳ آذر». */
  label: string;
  supplierViews: number;
  productViews: number;
  contentViews: number;
}

export function VisitorChartView({ days, caption }: { days: ChartDay[]; caption: string }) {
  return (
    <figure className="flex flex-col gap-3">
      <div aria-hidden="true" className="h-72 w-full" dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" reversed tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={24} />
            <YAxis
              orientation="right"
              allowDecimals={false}
              tickFormatter={(n: number) => formatNumberFa(n)}
              width={40}
            />
            <Tooltip
              formatter={(value) => formatNumberFa(Number(value))}
              labelStyle={{ direction: 'rtl' }}
              contentStyle={{ direction: 'rtl', fontFamily: 'inherit' }}
            />
            <Legend wrapperStyle={{ direction: 'rtl' }} />
            {SERIES.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.name} stackId="views" fill={s.color} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details>
        <summary className="cursor-pointer font-medium text-brand-800">جدول بازدیدها</summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="p-2 text-start">
                روز
              </th>
              {SERIES.map((s) => (
                <th key={s.key} scope="col" className="p-2 text-start">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date} className="border-t border-slate-100">
                <th scope="row" className="p-2 text-start font-normal">
                  {day.label}
                </th>
                {SERIES.map((s) => (
                  <td key={s.key} className="p-2">
                    {formatNumberFa(day[s.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <figcaption className="text-sm text-slate-600">{caption}</figcaption>
    </figure>
  );
}
