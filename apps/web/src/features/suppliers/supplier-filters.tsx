// Filters of the supplier lists: province, verified only and sort, as a GET form over the URL query.
import type { Province } from '@bazaar/contracts/geography';
import Link from 'next/link';
import { QueryForm } from '@/components/ui/query-form.client';
import { ProvinceSelect } from './province-select.client';
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
        <ProvinceSelect
          provinces={provinces.map((province): [number, string] => [province.id, province.name])}
          value={state.provinceId === null ? '' : String(state.provinceId)}
        />
        <div>
          <label htmlFor="supplier-filter-sort" className="lbl">
            مرتب‌سازی
          </label>
          <select id="supplier-filter-sort" name="sort" defaultValue={state.sort} className="fld">
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
