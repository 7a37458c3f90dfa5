// Filters of the supplier lists: province, verified only and sort, as a GET form over the URL query.
import type { Province } from '@bazaar/contracts/geography';
import Link from 'next/link';
import { QueryForm } from '@/components/ui/query-form.client';
import {
  DEFAULT_SUPPLIER_SORT,
  hasSupplierFilters,
  SUPPLIER_SORT_LABELS,
  type SupplierListState,
  type SupplierSort,
  supplierListParams,
} from './supplier-list-params';

interface SupplierFiltersProps {
  /** The list's own path; resetting the filters links here. */
  pathname: string;
  state: SupplierListState;
  provinces: Province[];
}

const fieldClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 hover:border-brand-400';

export function SupplierFilters({ pathname, state, provinces }: SupplierFiltersProps) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <QueryForm
        // Remount when the URL changes (back button, reset link) so the fields show what the list shows.
        key={JSON.stringify(supplierListParams({ ...state, page: 1 }))}
        label="فیلتر تأمین‌کنندگان"
        defaults={{ sort: DEFAULT_SUPPLIER_SORT }}
        submitLabel="اعمال فیلترها"
        className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto]"
      >
        <div>
          <label htmlFor="supplier-filter-province" className="mb-1 block text-sm font-medium text-slate-800">
            استان
          </label>
          <select
            id="supplier-filter-province"
            name="province"
            defaultValue={state.provinceId === null ? '' : String(state.provinceId)}
            className={fieldClass}
          >
            <option value="">همهٔ استان‌ها</option>
            {provinces.map((province) => (
              <option key={province.id} value={province.id}>
                {province.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="supplier-filter-sort" className="mb-1 block text-sm font-medium text-slate-800">
            مرتب‌سازی
          </label>
          <select id="supplier-filter-sort" name="sort" defaultValue={state.sort} className={fieldClass}>
            {(Object.keys(SUPPLIER_SORT_LABELS) as SupplierSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {SUPPLIER_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-h-11 items-center gap-2">
          <input
            id="supplier-filter-verified"
            type="checkbox"
            name="verified"
            value="1"
            defaultChecked={state.verifiedOnly}
            className="size-5 accent-brand-700"
          />
          <label htmlFor="supplier-filter-verified" className="text-slate-800">
            فقط تأمین‌کنندگان احراز شده
          </label>
        </div>
      </QueryForm>
      {hasSupplierFilters(state) ? (
        <p className="mt-3 text-sm">
          <Link href={pathname} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            حذف همهٔ فیلترها
          </Link>
        </p>
      ) : null}
    </div>
  );
}
