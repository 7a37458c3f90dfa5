// The filter panel of a product list: price range and one control per filterable property of the
// category, in a GET form that works without JavaScript (the client part only improves it).
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import { type FilterableProperty, filterablePropertiesOf } from '@bazaar/contracts/property-filter';
import Link from 'next/link';
import { HelpLink } from '@/components/ui/help-link';
import { FilterIcon } from '@/components/ui/icons';
import type { ProductListErrors } from './filter-errors';
import { filterFieldRows } from './filter-field-properties';
import { ProductFilterForm } from './product-filter-form.client';
import { hasProductFilters, type ProductListState, productListSearchParams } from './product-list-params';

export const PRODUCT_FILTER_FORM_ID = 'product-filters';

interface ProductFilterPanelProps {
  /** The list's own path; the form submits to it and "clear filters" links to it. */
  pathname: string;
  /** The category's properties (own and inherited); empty for lists without a category. */
  properties: CategoryProperty[];
  state: ProductListState;
  errors: ProductListErrors | null;
}

export function ProductFilterPanel({ pathname, properties, state, errors }: ProductFilterPanelProps) {
  const schema: FilterableProperty[] = filterablePropertiesOf(properties);
  // The form remounts when the URL changes (back button, "clear filters"), so its fields show the list's state.
  const currentQuery = productListSearchParams(state, schema).toString();
  const clearHref = state.q ? `${pathname}?${new URLSearchParams({ q: state.q })}` : pathname;
  return (
    <section
      aria-labelledby="product-filters-heading"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="product-filters-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <FilterIcon size={20} className="text-slate-500" />
          فیلترها
        </h2>
        {hasProductFilters({ ...state, q: '' }) ? (
          <Link href={clearHref} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            پاک کردن فیلترها
          </Link>
        ) : (
          <HelpLink id="product-filters" />
        )}
      </div>
      <ProductFilterForm
        key={currentQuery}
        id={PRODUCT_FILTER_FORM_ID}
        listPath={pathname}
        label="فیلتر محصولات"
        fields={{
          q: state.q,
          price: {
            min: state.minPrice,
            max: state.maxPrice,
            errors: { min: errors?.price.min, max: errors?.price.max },
          },
          properties: filterFieldRows(properties),
          filters: state.filters,
          errors: [...(errors?.filters ?? [])],
        }}
        currentQuery={currentQuery}
        className="mt-4 space-y-6"
      />
    </section>
  );
}
