'use client';
// «آنچه فهمیدم»: the need as chips (category, each property filter, delivery, price, sort, quantity). A
// filter's chip opens its editor; the others remove what they name; each change re-runs the query. Below them,
// what the reading left open (issue 36): the close categories to pick from in one click, and the words it did
// not read.
import type { Need } from '@bazaar/contracts/assistant';
import { toPersianDigits } from '@bazaar/fa/digits';
import { filterText, price, SORT_LABELS } from './need-display';
import { FilterEditor } from './need-filter-editor.client';

export function UnderstoodNeed({
  need,
  headingId,
  editing,
  onEdit,
  onRerun: rerun,
}: {
  need: Need;
  headingId: string;
  /** The filter whose editor is open. */
  editing: number | null;
  onEdit: (index: number | null) => void;
  onRerun: (need: Need) => void;
}) {
  const categoryId = need.category?.id;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        آنچه فهمیدم
      </h2>
      <ul className="flex flex-wrap gap-2" data-testid="assistant-chips">
        {need.category && (
          <li className="inline-flex min-h-11 items-center rounded-full bg-slate-100 px-3 ring-1 ring-slate-300">
            دسته: {need.category.name}
          </li>
        )}
        {need.filters.map((f, index) => (
          <li key={f.propertyId} className="w-full sm:w-auto">
            <button
              type="button"
              aria-expanded={editing === index}
              onClick={() => onEdit(editing === index ? null : index)}
              className="inline-flex min-h-11 items-center gap-1 rounded-full bg-white px-3 ring-1 ring-brand-300 hover:bg-brand-50"
              data-testid="assistant-chip"
            >
              {f.name}: {filterText(f)}
              <span className="sr-only"> (ویرایش)</span>
            </button>
            {editing === index && categoryId !== undefined && (
              <FilterEditor
                filter={f}
                categoryId={categoryId}
                onClose={() => onEdit(null)}
                onRemove={() => rerun({ ...need, filters: need.filters.filter((_, j) => j !== index) })}
                onApply={(changed) =>
                  rerun({ ...need, filters: need.filters.map((x, j) => (j === index ? changed : x)) })
                }
              />
            )}
          </li>
        ))}
        {need.province && (
          <li>
            <button
              type="button"
              className="inline-flex min-h-11 items-center rounded-full bg-white px-3 ring-1 ring-brand-300 hover:bg-brand-50"
              onClick={() => rerun({ ...need, province: null, city: null })}
            >
              تحویل: {need.city?.name ?? need.province.name} <span aria-hidden="true">×</span>
              <span className="sr-only"> (حذف)</span>
            </button>
          </li>
        )}
        {(need.minPriceRials !== null || need.maxPriceRials !== null) && (
          <li>
            <button
              type="button"
              className="inline-flex min-h-11 items-center rounded-full bg-white px-3 ring-1 ring-brand-300 hover:bg-brand-50"
              onClick={() => rerun({ ...need, minPriceRials: null, maxPriceRials: null })}
            >
              قیمت: {need.minPriceRials !== null ? `از ${price(need.minPriceRials)} ` : ''}
              {need.maxPriceRials !== null ? `تا ${price(need.maxPriceRials)}` : ''} <span aria-hidden="true">×</span>
              <span className="sr-only"> (حذف)</span>
            </button>
          </li>
        )}
        {need.sort !== 'relevance' && (
          <li>
            <button
              type="button"
              className="inline-flex min-h-11 items-center rounded-full bg-white px-3 ring-1 ring-brand-300 hover:bg-brand-50"
              onClick={() => rerun({ ...need, sort: 'relevance' })}
            >
              مرتب‌سازی: {SORT_LABELS[need.sort] ?? need.sort} <span aria-hidden="true">×</span>
              <span className="sr-only"> (حذف)</span>
            </button>
          </li>
        )}
        {need.quantity && (
          <li className="inline-flex min-h-11 items-center rounded-full bg-slate-100 px-3 ring-1 ring-slate-300">
            مقدار سفارش: {toPersianDigits(need.quantity.amount)} {need.quantity.unit}
          </li>
        )}
      </ul>
      {need.alternatives.length > 0 && (
        <div className="flex flex-wrap items-center gap-2" data-testid="assistant-alternatives">
          <p className="text-sm text-slate-800">منظورتان کدام است؟</p>
          {need.alternatives.map((a) => (
            <button
              key={a.id}
              type="button"
              className="inline-flex min-h-11 items-center rounded-full bg-white px-3 ring-1 ring-brand-300 hover:bg-brand-50"
              onClick={() =>
                rerun({ ...need, category: { id: a.id, name: a.name, slug: a.slug }, alternatives: [], unread: [] })
              }
            >
              {a.name}
            </button>
          ))}
        </div>
      )}
      {need.unread.length > 0 && (
        <p className="text-sm text-slate-700" data-testid="assistant-unread">
          {need.unread.map((x) => `«${x}»`).join(' و ')} را نشناختم؛ اگر مهم است، آن را به شکل دیگری بنویسید یا از
          فیلترهای دسته انتخاب کنید.
        </p>
      )}
      {need.notes.length > 0 && (
        <p className="text-sm text-slate-700">
          در این دسته ویژگی‌ای برای این موارد نیست: {need.notes.map((x) => `«${x}»`).join('، ')}
        </p>
      )}
    </section>
  );
}
