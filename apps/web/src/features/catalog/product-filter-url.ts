// Category property filters in the page URL, read into and written from the spec's client state of a filter
// (section 3: each selected property with value, maxValue, measurementUnitId and
// defaultMeasurementUnitDisplayText). The URL's grammar and the filter itself are the contract's one model
// (@bazaar/contracts/property-filter-url), shared with the API and the assistant.
import type { FilterableProperty } from '@bazaar/contracts/property-filter';
import { propertyFiltersFromUrl, propertyFiltersToUrl, type QueryInput } from '@bazaar/contracts/property-filter-url';
import type { CategoryPropertyFilter } from './category-filter-state';

/** The filters a URL names, in the order they first appear in it; what cannot be applied is left out. */
export function searchParamsToFilters(
  query: QueryInput,
  properties: readonly FilterableProperty[],
): CategoryPropertyFilter[] {
  return propertyFiltersFromUrl(query, properties).map((filter) => {
    const property = properties.find((item) => item.id === filter.propertyId);
    const measured = property?.type === 'number' || property?.type === 'range';
    return { ...filter, defaultMeasurementUnitDisplayText: measured ? property.defaultUnitSymbol : null };
  });
}

/** `f.{id}` parameters of the filters, in their order. */
export function filtersToSearchParams(
  filters: readonly CategoryPropertyFilter[],
  properties: readonly FilterableProperty[] = [],
): URLSearchParams {
  return propertyFiltersToUrl(filters, properties);
}
