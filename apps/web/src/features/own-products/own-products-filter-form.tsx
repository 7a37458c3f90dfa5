// The product list's filter: the text search always in view, state, availability and category folded into one
// line (open while one of them is set), so on a phone the list starts on the first screen.

import { PRODUCT_STATUSES } from '@bazaar/contracts/catalog-products';
import type { OwnProductsFilter } from '@bazaar/contracts/own-products';
import type { OwnProductsSummary } from '@bazaar/contracts/product-tools';
import { formatNumberFa } from '@bazaar/fa/digits';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { Fold } from './fold';
import { AVAILABILITY_OPTIONS, LabelledSelect } from './labelled-select';
import { OWN_PRODUCTS_PATH } from './notices';
import { PRODUCT_STATUS_LOOK } from './product-list-view';

export function OwnProductsFilterForm({ filter, summary }: { filter: OwnProductsFilter; summary: OwnProductsSummary }) {
  // The text search is always in view; the three choices fold into one line (open while one of them is set),
  // so on a phone the list starts on the first screen.
  const chosen = [filter.status, filter.availability, filter.categoryId].filter(Boolean).length;
  return (
    <search>
      <form action={OWN_PRODUCTS_PATH} className="flex flex-col gap-3">
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="own-products-q" className={labelClass}>
              جست‌وجو در محصولات من
            </label>
            <input id="own-products-q" name="q" type="search" defaultValue={filter.q ?? ''} className={inputClass()} />
          </div>
          <button type="submit" className={buttonClass('secondary')}>
            اعمال فیلتر
          </button>
        </div>
        <Fold
          open={chosen > 0}
          summary={
            <span>
              فیلتر وضعیت، موجودی و دسته‌بندی
              {chosen > 0 ? <span className="text-brand-800"> ({formatNumberFa(chosen)} فعال)</span> : null}
            </span>
          }
        >
          <div className="grid gap-3 px-4 pb-4 sm:grid-cols-3">
            <LabelledSelect
              id="own-products-status"
              name="status"
              label="وضعیت"
              none="همه"
              defaultValue={filter.status ?? ''}
              options={PRODUCT_STATUSES.map((status) => ({ value: status, label: PRODUCT_STATUS_LOOK[status].label }))}
            />
            <LabelledSelect
              id="own-products-availability"
              name="availability"
              label="موجودی"
              none="همه"
              defaultValue={filter.availability ?? ''}
              options={AVAILABILITY_OPTIONS}
            />
            <LabelledSelect
              id="own-products-category"
              name="categoryId"
              label="دسته‌بندی"
              none="همه"
              defaultValue={filter.categoryId ?? ''}
              options={summary.categories.map((c) => ({
                value: c.id,
                label: `${c.name} (${formatNumberFa(c.count)})`,
              }))}
            />
          </div>
        </Fold>
      </form>
    </search>
  );
}
